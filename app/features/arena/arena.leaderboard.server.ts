// The arena leaderboard: computed from every stored vote (overall and per category) and kept as one row that the
// pages read through a memo cleared by the `arena` change event.
import { count, eq } from 'drizzle-orm';
import { memoPerBus } from '../../../server/cache/memo';
import type { ChangeBus } from '../../../server/events/change-bus';
import type { Db } from '../../../server/db/client';
import { arenaBattles, arenaLeaderboards, arenaVotes } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { llmPlatforms } from '../../../server/integrations/registry';
import { registerSitemapSource } from '~/features/seo/seo.server';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { rateContestants, type Comparison, type RatedContestant } from './arena.bradley-terry';
import { ARENA_CATEGORIES, ARENA_TOPIC, LEADERBOARD_VIEWS, type TArenaChoice, type TContestant, type TLeaderboard, type TLeaderboardView } from './arena.schema';

/** Fixed, so the same votes give the same intervals on every replica and every run. */
export const ARENA_BOOTSTRAP_SEED = 20_261_125;

type StoredView = { votes: number; rows: RatedContestant[] };
interface StoredLeaderboard {
  views: Record<TLeaderboardView, StoredView>;
  bootstrapRounds: number;
  seed: number;
}

/** A vote as a comparison: a / b win, "tie" and "both bad" are half a win each (docs/decisions/021). */
export function voteScore(choice: TArenaChoice): 1 | 0 | 0.5 {
  return choice === 'a' ? 1 : choice === 'b' ? 0 : 0.5;
}

export async function countVotes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(arenaVotes);
  return Number(row?.n ?? 0);
}

/** Recomputes the leaderboard from all votes and stores it; answers the number of votes counted. */
export async function computeLeaderboard(db: Db, rounds: number): Promise<number> {
  const rows = await db
    .select({ a: arenaBattles.contestantA, b: arenaBattles.contestantB, category: arenaBattles.category, choice: arenaVotes.choice })
    .from(arenaVotes)
    .innerJoin(arenaBattles, eq(arenaBattles.id, arenaVotes.battleId));
  const comparisons = rows.map((r) => ({ ...r, score: voteScore(r.choice as TArenaChoice) }));
  const view = (filter: (r: (typeof comparisons)[number]) => boolean): StoredView => {
    const chosen: Comparison[] = comparisons.filter(filter).map(({ a, b, score }) => ({ a, b, score }));
    return { votes: chosen.length, rows: rateContestants(chosen, { rounds, seed: ARENA_BOOTSTRAP_SEED }) };
  };
  const views = { overall: view(() => true) } as Record<TLeaderboardView, StoredView>;
  for (const category of ARENA_CATEGORIES) views[category] = view((r) => r.category === category);
  const data: StoredLeaderboard = { views, bootstrapRounds: rounds, seed: ARENA_BOOTSTRAP_SEED };
  await db
    .insert(arenaLeaderboards)
    .values({ id: 'current', votes: comparisons.length, data })
    .onConflictDoUpdate({ target: arenaLeaderboards.id, set: { votes: comparisons.length, data, computedAt: new Date() } });
  return comparisons.length;
}

/**
 * Recomputes until the count of votes it started from is still the count afterwards: a vote that lands while a
 * computation runs is not lost to the queue's de-duplication of pending runs. Then tells every replica.
 */
export async function refreshLeaderboard(deps: { db: Db; bus: Pick<ChangeBus, 'publish'>; rounds: number }): Promise<number> {
  let counted = 0;
  for (let pass = 0; pass < 5; pass++) {
    counted = await computeLeaderboard(deps.db, deps.rounds);
    if ((await countVotes(deps.db)) === counted) break;
  }
  await deps.bus.publish(ARENA_TOPIC);
  return counted;
}

/** A contestant id (`platform:model`) as the pages show it. */
export function describeContestant(deps: Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm'>, id: string, lang: LangCode): TContestant {
  const split = id.indexOf(':');
  const platform = split > 0 ? id.slice(0, split) : id;
  const model = split > 0 ? id.slice(split + 1) : '';
  const known = llmPlatforms(deps).get(platform);
  const offline = known?.offline ?? platform.startsWith('offline-');
  const label = offline ? formatMessage(lang, `llm.platform.${platform}` as MessageKey) : (known?.label ?? platform);
  return { id, platform, label, model, offline };
}

const leaderboardMemo = memoPerBus<LangCode, TLeaderboard>({ ttlMs: 10 * 60_000, topic: ARENA_TOPIC });

export function getLeaderboard(deps: Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm'>, lang: LangCode): Promise<TLeaderboard> {
  return leaderboardMemo(deps.bus).get(lang, async () => {
    const [row] = await deps.database.db.select().from(arenaLeaderboards).where(eq(arenaLeaderboards.id, 'current'));
    const stored = row?.data as StoredLeaderboard | undefined;
    const views = {} as TLeaderboard['views'];
    for (const name of LEADERBOARD_VIEWS) {
      const v = stored?.views[name];
      views[name] = {
        votes: v?.votes ?? 0,
        rows: (v?.rows ?? []).map((r) => ({
          rank: r.rank,
          contestant: describeContestant(deps, r.contestant, lang),
          rating: Math.round(r.rating * 10) / 10,
          ciLow: Math.round(r.ciLow * 10) / 10,
          ciHigh: Math.round(r.ciHigh * 10) / 10,
          battles: r.battles,
          wins: r.wins,
          losses: r.losses,
          ties: r.ties,
        })),
      };
    }
    return {
      computedAt: row ? new Date(row.computedAt).toISOString() : null,
      votes: row?.votes ?? 0,
      views,
      bootstrapRounds: stored?.bootstrapRounds ?? deps.env.ARENA_BOOTSTRAP_ROUNDS,
      seed: stored?.seed ?? ARENA_BOOTSTRAP_SEED,
    };
  });
}

registerSitemapSource(async (deps) => {
  const [row] = await deps.database.db.select({ at: arenaLeaderboards.computedAt }).from(arenaLeaderboards).where(eq(arenaLeaderboards.id, 'current'));
  return [
    { path: '/models/arena', changefreq: 'monthly', priority: 0.5 },
    { path: '/models/arena/leaderboard', changefreq: 'daily', priority: 0.5, ...(row ? { lastmod: new Date(row.at) } : {}) },
  ];
});
