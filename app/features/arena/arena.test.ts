import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { arenaBattles, arenaVotes, jobs, llmCalls } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { testJobQueue } from '../../../tests/fixtures/jobs';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/openai-compatible';
import { classifyPrompt } from './arena.classify';
import { arenaLeaderboardJob } from './arena.jobs.server';
import type { TBattleEvent } from './arena.schema';

const targets = await dbTargets();

/** The events of a finished server-sent event stream. */
function parseEvents(text: string): TBattleEvent[] {
  return text
    .split('\n\n')
    .map((frame) => frame.split('\n').find((l) => l.startsWith('data:')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(5)) as TBattleEvent);
}
const answerOf = (events: TBattleEvent[], side: 'a' | 'b') =>
  events.filter((e): e is Extract<TBattleEvent, { type: 'delta' }> => e.type === 'delta' && e.side === side).map((e) => e.text).join('');

describe('prompt categories', () => {
  it('sorts prompts into coding, maths, writing, chinese and other', () => {
    expect(classifyPrompt('Write a Python function that reverses a list')).toBe('coding');
    expect(classifyPrompt('这段代码为什么报错？')).toBe('coding');
    expect(classifyPrompt('Solve x^2 - 4 = 0')).toBe('maths');
    expect(classifyPrompt('求解方程 2x+3=7')).toBe('maths');
    expect(classifyPrompt('Write a short poem about autumn')).toBe('writing');
    expect(classifyPrompt('帮我写一封请假邮件')).toBe('writing');
    expect(classifyPrompt('推荐几款视频生成工具')).toBe('chinese');
    expect(classifyPrompt('What is the capital of France?')).toBe('other');
    expect(classifyPrompt('おすすめの動画生成ツールは？')).toBe('other');
  });
});

describe.each(targets)('arena API on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    app = testApp(database);
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const create = (prompt: string, who: TestUser = user, target = app) =>
    apiCaller(target)('/api/arena/battles', { method: 'POST', headers: who.cookie, body: { prompt } });
  const stream = (id: string, who: TestUser = user, target = app) => apiCaller(target)(`/api/arena/battles/${id}/stream`, { headers: who.cookie });

  it('refuses signed-out visitors on every write and on the stream', async () => {
    const [battle] = await database.db
      .insert(arenaBattles)
      .values({ id: 'signedoutcheck0001', userId: user.id, prompt: 'x', category: 'other', lang: 'zh', contestantA: 'offline-relevance:catalogue-relevance', contestantB: 'offline-popularity:catalogue-popularity', offline: true })
      .returning();
    for (const [method, path, body] of [
      ['POST', '/api/arena/battles', { prompt: 'hello there' }],
      ['GET', `/api/arena/battles/${battle!.id}`, undefined],
      ['GET', `/api/arena/battles/${battle!.id}/stream`, undefined],
      ['POST', `/api/arena/battles/${battle!.id}/vote`, { choice: 'a' }],
    ] as const) {
      const res = await call(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.msg).toBe('请先登录');
    }
  });

  it('checks the prompt and says so in the reader’s language', async () => {
    const res = await apiCaller(app)('/api/arena/battles?langType=en', { method: 'POST', headers: user.cookie, body: { prompt: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('The question needs at least 2 characters');
  });

  it('fights an offline battle with no keys: streamed, stored, voted once, revealed, and on the leaderboard', async () => {
    expect((await call('/api/arena/status')).body.data).toEqual({ offline: true });
    const created = await create('推荐几款视频生成工具');
    expect(created.status).toBe(200);
    const battle = created.body.data;
    expect(battle).toMatchObject({ category: 'chinese', offline: true, status: 'pending', vote: null, contestants: null });

    const first = await stream(battle.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    const events = parseEvents(first.body);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(10);
    expect(events.filter((e) => e.type === 'done').map((e) => (e as { side: string }).side).sort()).toEqual(['a', 'b']);
    expect(events.at(-1)).toEqual({ type: 'end', status: 'answered' });
    for (const side of ['a', 'b'] as const) expect(answerOf(events, side)).toContain('离线引擎');
    const [row] = await database.db.select().from(arenaBattles).where(eq(arenaBattles.id, battle.id));
    expect(row).toMatchObject({ status: 'answered', answerA: answerOf(events, 'a'), answerB: answerOf(events, 'b') });
    const calls = await database.db.select().from(llmCalls);
    expect(calls.map((c) => c.platform).sort()).toEqual(['offline-popularity', 'offline-relevance']);
    expect(calls.every((c) => c.ok && c.purpose === 'arena' && c.costUsd === 0)).toBe(true);

    // A second reader gets the stored answers again, and nothing is asked twice.
    const replay = parseEvents((await stream(battle.id)).body);
    expect(answerOf(replay, 'a')).toBe(row!.answerA);
    expect(replay.at(-1)).toEqual({ type: 'end', status: 'answered' });
    expect(await database.db.select().from(llmCalls)).toHaveLength(2);

    // Another user's battle does not exist for them.
    expect((await call(`/api/arena/battles/${battle.id}`, { headers: other.cookie })).status).toBe(404);
    expect((await call(`/api/arena/battles/${battle.id}/stream`, { headers: other.cookie })).status).toBe(404);
    expect((await call(`/api/arena/battles/${battle.id}/vote`, { method: 'POST', headers: other.cookie, body: { choice: 'a' } })).status).toBe(404);

    const before = await call('/api/arena/battles/' + battle.id, { headers: user.cookie });
    expect(before.body.data.contestants).toBeNull();
    const votes = await Promise.all(
      (['a', 'b', 'tie'] as const).map((choice) => call(`/api/arena/battles/${battle.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice } })),
    );
    const accepted = votes.filter((v) => v.status === 200);
    expect(accepted).toHaveLength(1);
    expect(votes.filter((v) => v.status === 409).map((v) => v.body.msg)).toEqual(['这一局已经投过票了', '这一局已经投过票了']);
    const revealed = accepted[0]!.body.data;
    expect(revealed.contestants.a.offline).toBe(true);
    expect([revealed.contestants.a.platform, revealed.contestants.b.platform].sort()).toEqual(['offline-popularity', 'offline-relevance']);
    expect(revealed.contestants.a.label).toMatch(/Atlas 离线引擎/);
    expect(await database.db.select().from(arenaVotes).where(eq(arenaVotes.battleId, battle.id))).toHaveLength(1);
    const again = await call(`/api/arena/battles/${battle.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'b' } });
    expect(again.status).toBe(409);

    const board = await call('/api/arena/leaderboard?langType=en');
    expect(board.headers.get('cache-control')).toContain('public');
    expect(board.body.data.votes).toBe(1);
    expect(board.body.data.rows.map((r: { contestant: { platform: string } }) => r.contestant.platform).sort()).toEqual(['offline-popularity', 'offline-relevance']);
    expect(board.body.data.views.chinese.votes).toBe(1);
    expect(board.body.data.views.coding.rows).toEqual([]);
    const byCategory = await call('/api/arena/leaderboard?category=chinese');
    expect(byCategory.body.data.category).toBe('chinese');
    const sitemap = await app.request('/sitemaps/en.xml');
    expect(await sitemap.text()).toContain('/en/models/arena/leaderboard</loc>');
  });

  it('refuses a vote before both answers are in, and a bad choice', async () => {
    const { body } = await create('What is the capital of France?');
    const early = await call(`/api/arena/battles/${body.data.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'a' } });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('两位选手都作答完成后才能投票');
    const bad = await call(`/api/arena/battles/${body.data.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'c' } });
    expect(bad.status).toBe(400);
  });

  it('asks a battle again when the process streaming it stopped, once every time limit has passed', async () => {
    const { body } = await create('Which AI video tools are best?');
    const callsBefore = (await database.db.select().from(llmCalls).where(eq(llmCalls.purpose, 'arena'))).length;
    // The process that claimed the stream died before storing the answers.
    await database.db.update(arenaBattles).set({ status: 'streaming', streamedAt: new Date() }).where(eq(arenaBattles.id, body.data.id));
    const fresh = parseEvents((await stream(body.data.id)).body);
    expect(fresh).toEqual([{ type: 'end', status: 'streaming' }]);
    expect(await database.db.select().from(llmCalls).where(eq(llmCalls.purpose, 'arena'))).toHaveLength(callsBefore);

    const longAgo = new Date(Date.now() - 60 * 60_000);
    await database.db.update(arenaBattles).set({ streamedAt: longAgo }).where(eq(arenaBattles.id, body.data.id));
    const rerun = parseEvents((await stream(body.data.id)).body);
    expect(rerun.at(-1)).toEqual({ type: 'end', status: 'answered' });
    const [row] = await database.db.select().from(arenaBattles).where(eq(arenaBattles.id, body.data.id));
    expect(row).toMatchObject({ status: 'answered', answerA: answerOf(rerun, 'a') });
    expect(row!.streamedAt!.getTime()).toBeGreaterThan(longAgo.getTime());
    const vote = await call(`/api/arena/battles/${body.data.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'tie' } });
    expect(vote.status).toBe(200);
  });

  it('limits the battles one user starts per hour', async () => {
    const limited = testApp(database, { ARENA_BATTLES_PER_HOUR: '2' });
    const someone = await createTestUser(database.db);
    expect((await create('first question', someone, limited)).status).toBe(200);
    expect((await create('second question', someone, limited)).status).toBe(200);
    const third = await create('third question', someone, limited);
    expect(third.status).toBe(429);
    expect(third.body.msg).toMatch(/秒|s/);
    // Another user is not affected.
    expect((await create('their question', other, limited)).status).toBe(200);
  });

  describe('with two platforms configured and the job queue', () => {
    let fake: FakeOpenAi;
    let online: ReturnType<typeof createApp>;
    let queue: ReturnType<typeof testJobQueue>;

    beforeAll(async () => {
      fake = await startFakeOpenAi({ apiKey: 'sk-arena' });
      const env = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LLM_DEEPSEEK_API_KEY: 'sk-arena',
        LLM_DEEPSEEK_BASE_URL: fake.url,
        LLM_KIMI_API_KEY: 'sk-arena',
        LLM_KIMI_BASE_URL: fake.url,
        ARENA_BOOTSTRAP_ROUNDS: '50',
      });
      const bus = createLocalBus();
      queue = testJobQueue(database, [arenaLeaderboardJob], bus);
      await queue.start();
      online = createApp({ env, logger: pino({ level: 'silent' }), database, bus, jobs: queue });
    });
    afterAll(async () => {
      await queue?.close();
      await fake?.close();
    });

    it('draws two available platforms, records their costs, and recomputes the leaderboard in a job', async () => {
      const created = await create('Write a Python function to add two numbers', user, online);
      expect(created.body.data).toMatchObject({ offline: false, category: 'coding' });
      const events = parseEvents((await stream(created.body.data.id, user, online)).body);
      expect(answerOf(events, 'a')).toBe('Echo: Write a Python function to add two numbers');
      expect(answerOf(events, 'b')).toBe(answerOf(events, 'a'));
      expect(fake.requests.map((r) => r.body.model).sort()).toEqual(['deepseek-chat', 'kimi-k2-turbo-preview']);
      const vote = await apiCaller(online)(`/api/arena/battles/${created.body.data.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'a' } });
      expect(vote.status).toBe(200);
      const { a, b } = vote.body.data.contestants;
      expect([a.label, b.label].sort()).toEqual(['DeepSeek', 'Kimi']);
      const deepseek = (await database.db.select().from(llmCalls).where(eq(llmCalls.platform, 'deepseek')))[0]!;
      expect(deepseek).toMatchObject({ ok: true, purpose: 'arena', model: 'deepseek-chat' });
      expect(deepseek.costUsd).toBeGreaterThan(0);

      let rows: { contestant: { id: string }; wins: number }[] = [];
      for (let i = 0; i < 100 && !rows.some((r) => r.contestant.id === a.id); i++) {
        await new Promise((r) => setTimeout(r, 100));
        rows = (await apiCaller(online)('/api/arena/leaderboard?category=coding')).body.data.rows;
      }
      expect(rows.find((r) => r.contestant.id === a.id)).toMatchObject({ wins: 1 });
      expect(rows.find((r) => r.contestant.id === b.id)).toMatchObject({ wins: 0 });
      expect(rows[0]!.contestant.id).toBe(a.id);
    });

    it('a vote cast while the leaderboard is being recomputed still reaches it', async () => {
      // The recompute after earlier votes is running (and has read the votes already), on its last attempt: this
      // vote's enqueue finds it.
      const running = { state: 'running' as const, attempts: 3, maxAttempts: 3, lockedBy: 'elsewhere', lockedUntil: new Date(Date.now() + 3_600_000), startedAt: new Date() };
      await database.db
        .insert(jobs)
        .values({ name: arenaLeaderboardJob.id, key: 'after-vote', payload: {}, ...running })
        .onConflictDoUpdate({ target: [jobs.name, jobs.key], set: running });
      try {
        const created = await create('Write a haiku about quiet libraries', user, online);
        await stream(created.body.data.id, user, online);
        const before = (await apiCaller(online)('/api/arena/leaderboard')).body.data.rows as { contestant: { id: string }; wins: number }[];
        const vote = await apiCaller(online)(`/api/arena/battles/${created.body.data.id}/vote`, { method: 'POST', headers: user.cookie, body: { choice: 'b' } });
        expect(vote.status).toBe(200);
        const winner = vote.body.data.contestants.b.id as string;
        // That run ends without a count of this vote (here its worker is lost, its lease runs out): left at that,
        // the job would be dead until the hourly recompute.
        await database.db
          .update(jobs)
          .set({ lockedUntil: new Date(Date.now() - 1000) })
          .where(and(eq(jobs.name, arenaLeaderboardJob.id), eq(jobs.key, 'after-vote')));
        const winsOf = (rows: { contestant: { id: string }; wins: number }[]) => rows.find((r) => r.contestant.id === winner)?.wins ?? 0;
        let rows = before;
        for (let i = 0; i < 300 && winsOf(rows) === winsOf(before); i++) {
          await new Promise((r) => setTimeout(r, 100));
          rows = (await apiCaller(online)('/api/arena/leaderboard')).body.data.rows;
        }
        expect(winsOf(rows)).toBe(winsOf(before) + 1);
      } finally {
        await database.db.delete(jobs).where(and(eq(jobs.name, arenaLeaderboardJob.id), eq(jobs.key, 'after-vote')));
      }
    });

    it('sends each piece as it arrives, not the answers at the end', async () => {
      // The platform holds both answers after their first word until the visitor has seen a piece (or 10 s have
      // passed, when the site keeps pieces back): a piece seen while the rest is held was sent as it arrived.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = false;
      fake.beforePiece = async (index) => {
        if (index !== 1) return;
        holding = true;
        await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        holding = false;
      };
      try {
        const created = await create('Tell me about three quiet places to read', user, online);
        const res = await online.request(`/api/arena/battles/${created.body.data.id}/stream`, { headers: user.cookie });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        let seenWhileHeld: boolean | undefined;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          if (seenWhileHeld === undefined && text.includes('event: delta')) {
            seenWhileHeld = holding;
            release();
          }
        }
        expect(seenWhileHeld).toBe(true);
        expect(parseEvents(text).at(-1)).toEqual({ type: 'end', status: 'answered' });
      } finally {
        fake.beforePiece = undefined;
        release();
      }
    });
  });
});
