// The model arena (docs/decisions/021): battles of two anonymous contestants on a signed-in user's prompt,
// answered side by side, one vote per battle, identities revealed after the vote.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { arenaBattles, arenaVotes } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { readChat, type ChatPlatform } from '../../../server/integrations/llm/chat-platform';
import { llmPlatforms } from '../../../server/integrations/registry';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { classifyPrompt } from './arena.classify';
import { arenaLeaderboardJob } from './arena.jobs.server';
import { describeContestant, refreshLeaderboard } from './arena.leaderboard.server';
import type { TArenaCategory, TArenaChoice, TArenaSide, TBattle, TBattleEvent } from './arena.schema';

type Deps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm' | 'jobs'>;
type BattleRow = typeof arenaBattles.$inferSelect;

const HOUR = 3_600_000;

/** Whether a new battle would be fought by the offline pair (fewer than two platforms have keys). */
export function arenaIsOffline(deps: Deps): boolean {
  return llmPlatforms(deps).online.length < 2;
}

/** Two different available platforms in random order, or the offline pair in random order. */
function drawContestants(deps: Deps): [ChatPlatform, ChatPlatform] {
  const platforms = llmPlatforms(deps);
  const pool = platforms.online.length >= 2 ? [...platforms.online] : [...platforms.offlinePair];
  const first = pool.splice(randomInt(pool.length), 1)[0]!;
  const second = pool[randomInt(pool.length)]!;
  return [first, second];
}

const contestantId = (p: ChatPlatform) => `${p.id}:${p.model}`;
const platformOf = (id: string) => id.slice(0, id.indexOf(':'));

function toBattle(deps: Deps, row: BattleRow, vote: TArenaChoice | null, lang: LangCode): TBattle {
  return {
    id: row.id,
    prompt: row.prompt,
    category: row.category as TArenaCategory,
    offline: row.offline,
    status: row.status as TBattle['status'],
    answers: { a: row.answerA, b: row.answerB },
    errors: { a: row.errorA !== null, b: row.errorB !== null },
    vote,
    contestants: vote
      ? { a: describeContestant(deps, row.contestantA, lang), b: describeContestant(deps, row.contestantB, lang) }
      : null,
  };
}

export async function createBattle(deps: Deps, userId: number, prompt: string, lang: LangCode): Promise<TBattle> {
  const db = deps.database.db;
  await enforceRateLimit(db, `arena:battle:${userId}`, { limit: deps.env.ARENA_BATTLES_PER_HOUR, windowMs: HOUR });
  const [a, b] = drawContestants(deps);
  const [row] = await db
    .insert(arenaBattles)
    .values({
      id: randomBytes(12).toString('base64url'),
      userId,
      prompt,
      category: classifyPrompt(prompt),
      lang,
      contestantA: contestantId(a),
      contestantB: contestantId(b),
      offline: a.offline && b.offline,
    })
    .returning();
  return toBattle(deps, row!, null, lang);
}

async function loadOwnBattle(deps: Deps, userId: number, id: string) {
  const [found] = await deps.database.db
    .select({ battle: arenaBattles, vote: arenaVotes.choice })
    .from(arenaBattles)
    .leftJoin(arenaVotes, eq(arenaVotes.battleId, arenaBattles.id))
    .where(and(eq(arenaBattles.id, id), eq(arenaBattles.userId, userId)));
  // Another user's battle is as absent as one that never existed.
  if (!found) throw new AppError('NOT_FOUND');
  return { row: found.battle, vote: (found.vote as TArenaChoice | null) ?? null };
}

export async function getBattle(deps: Deps, userId: number, id: string, lang: LangCode): Promise<TBattle> {
  const { row, vote } = await loadOwnBattle(deps, userId, id);
  return toBattle(deps, row, vote, lang);
}

/**
 * Streams both answers as they arrive. The first request of a pending battle starts both contestants; the answers
 * are stored when they end, also if the reader has gone. A later request replays what is stored.
 */
export async function streamBattle(deps: Deps, userId: number, id: string, lang: LangCode, emit: (event: TBattleEvent) => Promise<void>): Promise<void> {
  const db = deps.database.db;
  const { row } = await loadOwnBattle(deps, userId, id);
  const send = async (event: TBattleEvent) => {
    try {
      await emit(event);
    } catch {
      /* the reader left; the answers are still stored */
    }
  };
  // A battle left `streaming` by a process that stopped (answers are stored only at the end) is asked again once
  // every attempt of both calls would have timed out; until then a second reader replays what is stored.
  const env = deps.env;
  const staleMs = env.LLM_TIMEOUT_MS * (env.LLM_MAX_RETRIES + 1) + 60_000;
  const [claimed] = await db
    .update(arenaBattles)
    .set({ status: 'streaming', streamedAt: new Date() })
    .where(
      and(
        eq(arenaBattles.id, id),
        or(
          eq(arenaBattles.status, 'pending'),
          and(eq(arenaBattles.status, 'streaming'), lt(arenaBattles.streamedAt, new Date(Date.now() - staleMs))),
        ),
      ),
    )
    .returning({ id: arenaBattles.id });
  if (!claimed) {
    for (const side of ['a', 'b'] as const) {
      const answer = side === 'a' ? row.answerA : row.answerB;
      const failed = side === 'a' ? row.errorA : row.errorB;
      if (answer) await send({ type: 'delta', side, text: answer });
      if (failed) await send({ type: 'error', side, message: formatMessage(lang, 'arena.error.contestantFailed') });
      else if (answer !== null) await send({ type: 'done', side, latencyMs: (side === 'a' ? row.latencyA : row.latencyB) ?? 0 });
    }
    await send({ type: 'end', status: row.status as TBattle['status'] });
    return;
  }
  const platforms = llmPlatforms(deps);
  const run = async (side: TArenaSide) => {
    const contestant = side === 'a' ? row.contestantA : row.contestantB;
    const platform = platforms.get(platformOf(contestant));
    try {
      if (!platform?.available) throw new Error(`${contestant} is not available`);
      const messages = [
        { role: 'system' as const, content: 'You are a helpful assistant. Answer in the language of the question.' },
        { role: 'user' as const, content: row.prompt },
      ];
      const stream = platform.chat(messages, { maxTokens: deps.env.ARENA_MAX_TOKENS, temperature: 0.7, purpose: 'arena', lang: row.lang });
      const { text, usage } = await readChat(stream, (piece) => send({ type: 'delta', side, text: piece }));
      await send({ type: 'done', side, latencyMs: usage.latencyMs });
      return { text, latencyMs: usage.latencyMs, error: null };
    } catch (error) {
      deps.logger.warn({ err: error, battle: id, contestant }, 'arena contestant failed');
      await send({ type: 'error', side, message: formatMessage(lang, 'arena.error.contestantFailed') });
      return { text: null, latencyMs: null, error: error instanceof Error ? error.message.slice(0, 500) : String(error) };
    }
  };
  const [a, b] = await Promise.all([run('a'), run('b')]);
  const status = a.error || b.error ? 'failed' : 'answered';
  await db
    .update(arenaBattles)
    .set({ status, answerA: a.text, answerB: b.text, errorA: a.error, errorB: b.error, latencyA: a.latencyMs, latencyB: b.latencyMs, answeredAt: new Date() })
    .where(eq(arenaBattles.id, id));
  await send({ type: 'end', status });
}

/** The leaderboard is recomputed by a job; without a queue (API-only tests, tools) in the request itself. */
async function scheduleLeaderboard(deps: Deps): Promise<void> {
  if (deps.jobs) {
    // A pending recompute will read this vote. A running one may have read the votes already: the queue then
    // books one more run, shared by every vote until it starts (docs/decisions/021).
    await deps.jobs.enqueue(arenaLeaderboardJob, {}, { key: 'after-vote', whileRunning: 'again' });
    return;
  }
  await refreshLeaderboard({ db: deps.database.db, bus: deps.bus, rounds: deps.env.ARENA_BOOTSTRAP_ROUNDS });
}

/** One vote per battle (the vote's key is the battle), on an answered battle of the voter's own; reveals both. */
export async function voteBattle(deps: Deps, userId: number, id: string, choice: TArenaChoice, lang: LangCode): Promise<TBattle> {
  const db = deps.database.db;
  const { row, vote } = await loadOwnBattle(deps, userId, id);
  if (vote) throw new AppError('CONFLICT', { messageKey: 'arena.error.alreadyVoted' });
  if (row.status !== 'answered') throw new AppError('CONFLICT', { messageKey: 'arena.error.notAnswered' });
  const inserted = await db.insert(arenaVotes).values({ battleId: id, userId, choice }).onConflictDoNothing().returning({ battleId: arenaVotes.battleId });
  if (!inserted.length) throw new AppError('CONFLICT', { messageKey: 'arena.error.alreadyVoted' });
  try {
    await scheduleLeaderboard(deps);
  } catch (err) {
    // The vote is stored; the hourly run recomputes the leaderboard.
    deps.logger.warn({ err }, 'arena leaderboard not scheduled');
  }
  return toBattle(deps, row, choice, lang);
}
