// The GEO check through its API on PGlite and PostgreSQL, with a fake OpenAI-compatible platform and the real job
// queue: validation, the job flow (queue → progress → done), platform failures, retry, export, history ownership.
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { geoDetections, jobs, llmCalls } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import type { JobQueue } from '../../../server/jobs/job';
import { createPostgresJobQueue } from '../../../server/jobs/postgres-queue';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/openai-compatible';
import { geoDetectJob } from './geo-check.jobs.server';
import { levelFor } from './geo-check.keywords.server';
import type { TGeoCheck } from './geo-check.constants';

const targets = await dbTargets();
const KEY = 'sk-geo-test';
const ANSWER = [
  'Here are the best AI directories:',
  '',
  '1. Product Hunt — launches',
  '2. AI Atlas — a multilingual directory, reliable and easy to use',
  '3. Futurepedia',
  '',
  'See https://atlas.example.com/tools and [the list](https://ph.example.com/ai).',
].join('\n');

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  fake.reply = () => ANSWER;
});
afterAll(async () => {
  await fake?.close();
});

describe.each(targets)('GEO check API on $name', (target) => {
  let database: Database;
  let queue: JobQueue;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;
  let other: TestUser;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LLM_DEEPSEEK_API_KEY: KEY,
      LLM_DEEPSEEK_BASE_URL: fake.url,
      LLM_KIMI_API_KEY: KEY,
      LLM_KIMI_BASE_URL: fake.url,
      LLM_MAX_RETRIES: '0',
      LLM_RETRY_BASE_MS: '10',
      GEO_CHECKS_PER_HOUR: '8',
    });
    const bus = createLocalBus();
    queue = createPostgresJobQueue({ deps: { env, database, logger, bus }, jobs: [geoDetectJob], concurrency: 2, leaseMs: 2000, pollMs: 25 });
    app = createApp({ env, logger, database, bus, jobs: queue });
    await queue.start();
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
  });
  afterAll(async () => {
    await queue?.close();
    await database?.close();
  });
  beforeEach(() => {
    fake.script.length = 0;
    fake.chunkMs = 0;
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const create = (body: unknown, who: TestUser = user) => call('/api/geo-check/checks', { method: 'POST', headers: who.cookie, body });
  const read = async (id: string, who: TestUser = user) => (await call(`/api/geo-check/checks/${id}`, { headers: who.cookie })).body.data as TGeoCheck;
  /** Polls the check as the page does, keeping every state seen, until it has finished. */
  async function follow(id: string) {
    const seen: TGeoCheck[] = [];
    const deadline = Date.now() + 20_000;
    for (;;) {
      const check = await read(id);
      seen.push(check);
      if (check.finished || Date.now() > deadline) return { check, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('lists every platform, those without a key unavailable', async () => {
    const res = await call('/api/geo-check/platforms');
    const byId = Object.fromEntries((res.body.data as { id: string; available: boolean; offline: boolean }[]).map((p) => [p.id, p]));
    expect(byId.deepseek).toMatchObject({ available: true, offline: false });
    expect(byId.qwen).toMatchObject({ available: false });
    expect(byId['offline-relevance']).toMatchObject({ available: true, offline: true });
  });

  it('checks the input and says what is wrong in the reader’s language', async () => {
    const good = { question: 'Which AI directories are best?', keywords: ['AI Atlas'], platforms: ['deepseek'] };
    const cases: [unknown, string][] = [
      [{ ...good, question: '   ' }, '请输入要检测的问题'],
      [{ ...good, keywords: [] }, '请至少添加一个品牌关键词'],
      [{ ...good, keywords: ['Atlas', 'atlas'] }, '关键词不能重复'],
      [{ ...good, keywords: ['<script>'] }, '关键词包含无效字符'],
      [{ ...good, keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) }, '关键词已达上限'],
      [{ ...good, platforms: [] }, '请至少选择一个平台'],
      [{ ...good, platforms: ['qwen'] }, 'Qwen 暂不可用'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const en = await call('/api/geo-check/checks?langType=en', { method: 'POST', headers: user.cookie, body: { ...good, keywords: [] } });
    expect(en.body.msg).toContain('Add at least one brand keyword');
    const signedOut = await call('/api/geo-check/checks', { method: 'POST', body: good });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.msg).toBe('请先登录');
    for (const path of ['/api/geo-check/checks', '/api/geo-check/keywords?q=x']) expect((await call(path)).status).toBe(401);
  });

  it('queues one detection per platform, with the people ahead, and refuses export until all have finished', async () => {
    await queue.stop();
    const created = await create({ question: 'Which AI directories are best?', keywords: ['AI Atlas'], platforms: ['deepseek', 'kimi', 'offline-relevance'] });
    expect(created.status).toBe(200);
    const check = created.body.data as TGeoCheck;
    expect(check.detections.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    expect(check.detections.map((d) => d.tasksAhead).sort()).toEqual([0, 1, 2]);
    const refused = await call(`/api/geo-check/checks/${check.id}/export?format=xlsx`, { headers: user.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('请等待所有检测完成后再导出');
    await queue.start();
    const { check: done } = await follow(check.id);
    expect(done.detections.map((d) => d.status)).toEqual(['completed', 'completed', 'completed']);
  });

  it('runs a check end to end: progress while answering, then the analysis of each answer', async () => {
    fake.chunkMs = 60;
    const created = await create({ question: 'Which AI directories are best?', keywords: ['AI Atlas', 'Atlas'], platforms: ['deepseek', 'offline-relevance'] });
    const { check, seen } = await follow(created.body.data.id);
    expect(check.finished).toBe(true);
    const progress = seen.flatMap((c) => c.detections.filter((d) => d.platform === 'deepseek' && d.status === 'processing').map((d) => d.progress));
    expect(progress.some((p) => p > 10 && p < 100)).toBe(true);
    const deepseek = check.detections.find((d) => d.platform === 'deepseek')!;
    expect(deepseek).toMatchObject({ status: 'completed', progress: 100, model: 'deepseek-chat', tasksAhead: null, error: null });
    expect(deepseek.analysis).toMatchObject({
      mentioned: true,
      // "AI Atlas" in the list, and "atlas" in the cited address.
      exposureCount: 2,
      listPosition: { rank: 2, of: 3 },
      recommended: true,
      sentiment: 'positive',
      citedUrls: ['https://atlas.example.com/tools', 'https://ph.example.com/ai'],
    });
    expect(deepseek.answerHtml).toContain('<ol>');
    expect(deepseek.answerHtml).toContain('rel="nofollow noopener noreferrer ugc"');
    const offline = check.detections.find((d) => d.platform === 'offline-relevance')!;
    expect(offline.status).toBe('completed');
    expect(offline.answerHtml).toContain('离线引擎');
    const calls = await database.db.select().from(llmCalls).where(eq(llmCalls.purpose, 'geo'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('renders answers safely: no raw HTML, no script links, no images', async () => {
    fake.reply = () => 'AI Atlas <script>alert(1)</script> [x](javascript:alert(1)) ![p](https://t.example.com/p.png) <img src=x onerror=alert(1)>';
    try {
      const created = await create({ question: 'xss?', keywords: ['AI Atlas'], platforms: ['deepseek'] });
      const { check } = await follow(created.body.data.id);
      const html = check.detections[0]!.answerHtml!;
      expect(html).not.toMatch(/<script|<img|href="javascript/i);
      expect(html).toContain('&lt;script&gt;');
    } finally {
      fake.reply = () => ANSWER;
    }
  });

  it('asks again after a platform error (the job’s retry), and a refused request fails until retried', async () => {
    fake.script.push('server_error');
    const again = await create({ question: 'Which AI directories are best?', keywords: ['AI Atlas'], platforms: ['deepseek'] });
    const { check: recovered } = await follow(again.body.data.id);
    expect(recovered.detections[0]!.status).toBe('completed');
    const [row] = await database.db.select().from(geoDetections).where(eq(geoDetections.id, recovered.detections[0]!.id));
    expect(row!.runs).toBe(2);

    fake.script.push('unauthorized');
    const created = await create({ question: 'Which AI directories are best?', keywords: ['AI Atlas'], platforms: ['deepseek'] });
    const { check } = await follow(created.body.data.id);
    const failed = check.detections[0]!;
    expect(failed).toMatchObject({ status: 'failed', error: '平台拒绝了请求', analysis: null });

    // Only the owner may retry, only a failed detection, and only once.
    expect((await call(`/api/geo-check/detections/${failed.id}/retry`, { method: 'POST', headers: other.cookie })).status).toBe(404);
    const [first, second] = await Promise.all([
      call(`/api/geo-check/detections/${failed.id}/retry`, { method: 'POST', headers: user.cookie }),
      call(`/api/geo-check/detections/${failed.id}/retry`, { method: 'POST', headers: user.cookie }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.msg).toBe('只有失败的检测可以重试');
    const { check: retried } = await follow(check.id);
    expect(retried.detections[0]).toMatchObject({ status: 'completed', error: null });
    const jobRows = await database.db.select().from(jobs).where(eq(jobs.key, `detection:${failed.id}`));
    expect(jobRows).toHaveLength(1);
  });

  it('a retry asked while the failed run’s job is still finishing runs all the same', async () => {
    fake.script.push('unauthorized');
    const created = await create({ question: 'Which AI directories are best?', keywords: ['AI Atlas'], platforms: ['deepseek'] });
    const { check } = await follow(created.body.data.id);
    const failed = check.detections[0]!;
    expect(failed.status).toBe('failed');
    // The moment between the run writing its failure and the queue releasing the job's row (held here by a worker
    // on the job's last attempt).
    await queue.stop();
    const key = eq(jobs.key, `detection:${failed.id}`);
    await database.db.update(jobs).set({ state: 'running', attempts: sql`${jobs.maxAttempts}`, lockedUntil: new Date(Date.now() + 3_600_000) }).where(key);
    await queue.start();
    const retry = await call(`/api/geo-check/detections/${failed.id}/retry`, { method: 'POST', headers: user.cookie });
    expect(retry.status).toBe(200);
    // That run ends (here its worker is lost): without the retry's booking, the job would be dead and the
    // detection pending for good.
    await database.db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(key);
    const { check: retried } = await follow(check.id);
    expect(retried.detections[0]).toMatchObject({ status: 'completed', error: null });
  });

  it('exports a finished check as CSV and XLSX', async () => {
    const created = await create({ question: '=HYPERLINK("x") best directories?', keywords: ['AI Atlas'], platforms: ['deepseek', 'offline-relevance'] });
    const { check } = await follow(created.body.data.id);
    const csv = await call(`/api/geo-check/checks/${check.id}/export?format=csv`, { headers: user.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await (await app.request(`/api/geo-check/checks/${check.id}/export?format=csv`, { headers: user.cookie })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body).toContain('平台,模型,状态,问题');
    expect(csv.body).toContain(`'=HYPERLINK`);

    const res = await app.request(`/api/geo-check/checks/${check.id}/export?format=xlsx&langType=en`, { headers: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="geo-check-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Platform');
    expect(sheet.getCell('A2').value).toBe('DeepSeek');
    expect(sheet.getCell('F2').value).toBe('Yes');
    expect(sheet.getCell('J2').value).toBe('2/3');
    expect(String(sheet.getCell('M2').value)).toContain('AI Atlas');
    expect(sheet.getCell('D2').value).toBe(`'=HYPERLINK("x") best directories?`);
  });

  it('keeps each user’s history to themselves', async () => {
    const created = await create({ question: 'Mine only', keywords: ['AI Atlas'], platforms: ['offline-relevance'] });
    const id = created.body.data.id as string;
    const mine = await call('/api/geo-check/checks', { headers: user.cookie });
    expect(mine.body.data.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(mine.body.data.items[0]).toMatchObject({ id, question: 'Mine only', total: 1 });
    const theirs = await call('/api/geo-check/checks', { headers: other.cookie });
    expect(theirs.body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await call(`/api/geo-check/checks/${id}`, { headers: other.cookie })).status).toBe(404);
    expect((await call(`/api/geo-check/checks/${id}/export?format=csv`, { headers: other.cookie })).status).toBe(404);
    expect((await call('/api/geo-check/checks/not-an-id', { headers: user.cookie })).status).toBe(400);
    await follow(id);
  });

  it('recommends keywords with heat and difficulty from the site’s own data', async () => {
    const res = await call('/api/geo-check/keywords?q=chat', { headers: user.cookie });
    expect(res.status).toBe(200);
    const rows = res.body.data as { keyword: string; heat: number; difficulty: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(['high', 'medium', 'low']).toContain(row.difficulty);
    expect(rows.map((r) => r.heat)).toEqual([...rows.map((r) => r.heat)].sort((a, b) => b - a));
    expect([levelFor(0), levelFor(11), levelFor(12), levelFor(39), levelFor(40)]).toEqual(['low', 'low', 'medium', 'medium', 'high']);
  });

  it('limits checks per user and hour', async () => {
    let last = 200;
    for (let i = 0; i < 10 && last === 200; i++) last = (await create({ question: 'limit', keywords: ['x'], platforms: ['offline-relevance'] }, other)).status;
    expect(last).toBe(429);
  });
});
