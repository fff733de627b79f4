// The brand tracker through its API on PGlite and PostgreSQL, with the real job queue, a fake OpenAI-compatible
// platform, the offline engine, fake web sites and a fake Twilio: validation, the run end to end (queries asked as
// jobs, the report), ownership, website pre-fill and its SSRF refusals, scheduled re-runs and the trend, and the
// notification opt-in with its SMS failure path.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { brandTrackers, trackerAnswers, trackerRuns, verificationCodes } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { AppError } from '../../../server/http/errors';
import type { JobQueue } from '../../../server/jobs/job';
import { createPostgresJobQueue } from '../../../server/jobs/postgres-queue';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, type ApiCallInit } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/openai-compatible';
import { startFakeSites, type FakeSites } from '../../../tests/fakes/sites';
import { startFakeTwilio, type FakeTwilio } from '../../../tests/fakes/twilio';
import type { TTracker, TTrackerListItem } from './trackers.constants';
import { trackerAskJob, trackerScheduleJob } from './trackers.jobs.server';
import { schedulerPass } from './trackers.server';
import { fetchSitePrefill } from './trackers.site.server';

const targets = await dbTargets();
const KEY = 'sk-tracker-test';
const ANSWER = ['The best options:', '', '1. Otter — popular', '2. Lumen Notes — excellent and reliable', '3. Fireflies', '', 'See https://lumen.example.com.'].join('\n');
const TWILIO = { accountSid: 'AC123', authToken: 'tw-secret' };

let fake: FakeOpenAi;
let sites: FakeSites;
let twilio: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  fake.reply = () => ANSWER;
  fake.chunkMs = 0;
  sites = await startFakeSites();
  twilio = await startFakeTwilio(TWILIO);
});
afterAll(async () => {
  await fake?.close();
  await sites?.close();
  await twilio?.close();
});

const good = {
  brand: 'Lumen Notes',
  description: 'Meeting notes that write themselves, for busy remote teams.',
  products: ['AI meeting notes', 'Meeting summaries'],
  competitors: ['Otter', 'Fireflies'],
  topics: ['remote work'],
  platforms: ['deepseek', 'offline-relevance'],
};

describe.each(targets)('brand tracker on $name', (target) => {
  let database: Database;
  let queue: JobQueue;
  let app: ReturnType<typeof createApp>;
  let user: TestUser;
  let other: TestUser;
  const logger = pino({ level: 'silent' });
  let env: ReturnType<typeof parseEnv>;
  const settings = () => parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LLM_DEEPSEEK_API_KEY: KEY,
    LLM_DEEPSEEK_BASE_URL: fake.url,
    LLM_MAX_RETRIES: '0',
    TRACKER_REPORT_WINDOW_MS: '0',
    TRACKER_MAX_QUERIES: '4',
    TRACKER_MAX_PER_USER: '5',
    SMS_PROVIDER: 'twilio',
    SMS_API_BASE: twilio.url,
    SMS_ACCOUNT_SID: TWILIO.accountSid,
    SMS_AUTH_TOKEN: TWILIO.authToken,
    SMS_FROM: '+15005550006',
    SSRF_ALLOW_HOSTS: sites.allowHosts.join(','),
  });

  beforeAll(async () => {
    env = settings();
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    const bus = createLocalBus();
    queue = createPostgresJobQueue({ deps: { env, database, logger, bus }, jobs: [trackerAskJob, trackerScheduleJob], concurrency: 2, leaseMs: 2000, pollMs: 25 });
    app = createApp({ env, logger, database, bus, jobs: queue });
    await queue.start();
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
  });
  afterAll(async () => {
    await queue?.close();
    await database?.close();
  });

  const call = (path: string, init?: ApiCallInit) => apiCaller(app)(path, init);
  const create = (body: unknown, who: TestUser = user) => call('/api/trackers', { method: 'POST', headers: who.cookie, body });
  const read = async (id: string, who: TestUser = user) => (await call(`/api/trackers/${id}`, { headers: who.cookie })).body.data as TTracker;
  async function until(id: string, done: (t: TTracker) => boolean) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const tracker = await read(id);
      if (done(tracker) || Date.now() > deadline) return tracker;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('checks the input and says what is wrong in the reader’s language', async () => {
    const cases: [unknown, string][] = [
      [{ ...good, description: '太短的描述' }, '描述至少需要 20 个字'],
      [{ ...good, products: ['AI meeting notes'] }, '请至少添加 2 个产品/服务'],
      [{ ...good, products: ['Notes', 'notes'] }, '标签不能重复'],
      [{ ...good, products: ['Notes', ''] }, '标签不能为空，请填写完整'],
      [{ ...good, websiteUrl: 'not a url' }, '请输入正确URL地址'],
      [{ ...good, platforms: [] }, '请至少选择一个平台'],
      [{ ...good, platforms: ['qwen'] }, 'Qwen 暂不可用'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const en = await call('/api/trackers?langType=en', { method: 'POST', headers: user.cookie, body: { ...good, description: 'short' } });
    expect(en.body.msg).toContain('The description needs at least 20 characters');
    const signedOut = await create(good, { cookie: {} } as TestUser);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.msg).toBe('请先登录');
  });

  it('runs the analysis as jobs and completes the report with per-platform scores and competitors', async () => {
    const created = await create(good);
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const first = created.body.data as TTracker;
    expect(first.run).toMatchObject({ seq: 1, status: 'generating', total: 8 });
    expect(first.run!.queries.map((q) => q.intent)).toEqual(['recommendation', 'comparison', 'informational', 'transactional']);
    expect(first.slowReports).toBe(false);
    const done = await until(first.id, (t) => t.run?.status === 'completed');
    expect(done.run).toMatchObject({ status: 'completed', done: 8, step: 'report' });
    const report = done.run!.report!;
    const deepseek = report.platforms.find((p) => p.platform === 'deepseek')!;
    // The fake platform lists the brand second in every answer.
    expect(deepseek).toMatchObject({ answers: 4, mentioned: 4, visibility: 100, exposure: 4, recommended: 4, avgListRank: 2, offline: false });
    expect(report.platforms.find((p) => p.platform === 'offline-relevance')).toMatchObject({ offline: true, answers: 4 });
    expect(report.comparison.map((c) => [c.name, c.own])).toEqual([['Lumen Notes', true], ['Otter', false], ['Fireflies', false]]);
    expect(report.comparison[1]!.avgListRank).toBe(1);
    expect(report.queries).toHaveLength(4);
    expect(done.trend).toHaveLength(1);
    // Each answer was asked once.
    const answers = await database.db.select().from(trackerAnswers);
    expect(answers.filter((a) => a.status === 'completed').length).toBeGreaterThanOrEqual(8);

    const list = (await call('/api/trackers', { headers: user.cookie })).body.data as TTrackerListItem[];
    expect(list.find((t) => t.id === first.id)).toMatchObject({ status: 'completed', overall: report.overall.score });
  });

  it('keeps trackers private: another user gets 404, and the list is one’s own', async () => {
    const mine = (await create({ ...good, brand: 'Private Brand' })).body.data as TTracker;
    const theirs = await call(`/api/trackers/${mine.id}`, { headers: other.cookie });
    expect(theirs.status).toBe(404);
    expect((await call(`/api/trackers/${mine.id}/notify/code`, { method: 'POST', headers: other.cookie, body: { phone: '13800138000' } })).status).toBe(404);
    expect((await call(`/api/trackers/${mine.id}`, { method: 'DELETE', headers: other.cookie })).status).toBe(404);
    expect(((await call('/api/trackers', { headers: other.cookie })).body.data as unknown[]).length).toBe(0);
    expect((await call('/api/trackers/not-an-id', { headers: user.cookie })).status).toBe(400);
  });

  it('re-runs on schedule, one run per tracker however many passes, and builds the trend', async () => {
    const tracker = (await create({ ...good, brand: 'Scheduled', platforms: ['deepseek'] })).body.data as TTracker;
    await until(tracker.id, (t) => t.run?.status === 'completed');
    await database.db.update(brandTrackers).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(brandTrackers.id, tracker.id));
    const deps = { env, logger, database, bus: createLocalBus() };
    const passes = await Promise.all([schedulerPass(deps, { maxAnswers: 0 }), schedulerPass(deps, { maxAnswers: 0 })]);
    expect(passes.reduce((n, p) => n + p.started, 0)).toBe(1);
    const runs = await database.db.select().from(trackerRuns).where(eq(trackerRuns.trackerId, tracker.id));
    expect(runs.map((r) => r.seq).sort()).toEqual([1, 2]);
    // The scheduler asks the re-run's answers itself.
    await schedulerPass(deps);
    const done = await until(tracker.id, (t) => t.run?.seq === 2 && t.run.status === 'completed');
    expect(done.trend.map((p) => p.seq)).toEqual([1, 2]);
    expect(done.trend[1]!.scores.deepseek).toBe(done.run!.report!.platforms[0]!.score);
    const [row] = await database.db.select().from(brandTrackers).where(eq(brandTrackers.id, tracker.id));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('takes over an answer left processing by a process that stopped, and completes the run once', async () => {
    const tracker = (await create({ ...good, brand: 'Stranded', platforms: ['offline-relevance'] })).body.data as TTracker;
    const done = await until(tracker.id, (t) => t.run?.status === 'completed');
    const runId = done.run!.id;
    const [answer] = await database.db.select().from(trackerAnswers).where(eq(trackerAnswers.runId, runId)).limit(1);
    await database.db.update(trackerRuns).set({ status: 'generating', report: null, finishedAt: null }).where(eq(trackerRuns.id, runId));
    await database.db.update(trackerAnswers).set({ status: 'processing', claim: 'dead-worker:1', startedAt: new Date(Date.now() - 86_400_000) }).where(eq(trackerAnswers.id, answer!.id));
    const pass = await schedulerPass({ env, logger, database, bus: createLocalBus() });
    expect(pass.asked).toBe(1);
    const [again] = await database.db.select().from(trackerAnswers).where(eq(trackerAnswers.id, answer!.id));
    expect(again).toMatchObject({ status: 'completed' });
    expect(again!.claim).toMatch(/^schedule:/);
    expect((await read(tracker.id)).run).toMatchObject({ id: runId, status: 'completed' });
  });

  it('pre-fills from a website and refuses private addresses with a clear message', async () => {
    const ok = await call(`/api/trackers/site?url=${encodeURIComponent(`${sites.base}/brand`)}`, { headers: user.cookie });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      brand: 'Lumen Notes',
      description: 'Lumen Notes records meetings, writes the notes and summaries, and sends the action items to your team.',
      keywords: ['AI meeting notes', 'meeting summaries', 'transcription'],
    });
    const refused = '出于安全原因，不能读取内网、本机或云平台元数据地址（包括跳转到这些地址的网站）';
    for (const url of ['http://10.0.0.8/', 'http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1/', `${sites.base}/brand-metadata`, `${sites.base}/private`]) {
      const res = await call(`/api/trackers/site?url=${encodeURIComponent(url)}`, { headers: user.cookie });
      expect(res.status, url).toBe(400);
      expect(res.body.msg, url).toBe(refused);
    }
    const en = await call(`/api/trackers/site?url=${encodeURIComponent('http://10.1.1.1/')}&langType=en`, { headers: user.cookie });
    expect(en.body.msg).toContain('private-network');
    expect((await call('/api/trackers/site?url=localhost', { headers: user.cookie })).body.msg).toContain('请输入正确URL地址');
    expect((await call(`/api/trackers/site?url=${encodeURIComponent(`${sites.base}/gone`)}`, { headers: user.cookie })).body.msg).toContain('HTTP 404');
  });

  it('refuses [::1] and names that resolve to private addresses', async () => {
    const deps = { env: parseEnv({ NODE_ENV: 'test' }), logger };
    const refusal = async (url: string, lookup?: (host: string) => Promise<{ address: string }[]>) => {
      try {
        await fetchSitePrefill(deps, url, lookup ? { lookup } : {});
        return 'fetched';
      } catch (error) {
        return error instanceof AppError ? error.messageKey : String(error);
      }
    };
    expect(await refusal('http://[::1]/')).toBe('tracker.site.refused');
    expect(await refusal('http://brand.example.com/', async () => [{ address: '10.2.3.4' }])).toBe('tracker.site.refused');
    expect(await refusal('http://brand.example.com/', async () => [{ address: '169.254.169.254' }])).toBe('tracker.site.refused');
    expect(await refusal('ftp://files.example.com/')).toBe('tracker.site.scheme');
  });

  it('enables notifications with a 6-digit code sent by SMS, stored hashed; a provider failure says so', async () => {
    const tracker = (await create({ ...good, brand: 'Notified', platforms: ['offline-relevance'] })).body.data as TTracker;
    expect(tracker.notifyState).toBe('unsubmitted');
    const path = `/api/trackers/${tracker.id}/notify`;
    twilio.mode = 'error';
    const failed = await call(`${path}/code`, { method: 'POST', headers: user.cookie, body: { phone: '13800138000' } });
    expect(failed.status).toBe(503);
    expect(failed.body.msg).toBe('验证码发送失败，请重试');
    expect((await read(tracker.id)).notifyState).toBe('unsubmitted');
    twilio.mode = 'ok';
    const sent = await call(`${path}/code`, { method: 'POST', headers: user.cookie, body: { phone: '13800138000' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ state: 'submitted', phone: '138****8000' });
    const message = twilio.messages.at(-1)!;
    expect(message.to).toBe('+8613800138000');
    const code = /(\d{6})/.exec(message.body)![1]!;
    const stored = await database.db.select().from(verificationCodes).where(eq(verificationCodes.scene, 'tracker'));
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);
    // One code a minute per phone.
    expect((await call(`${path}/code`, { method: 'POST', headers: user.cookie, body: { phone: '13800138000' } })).status).toBe(429);
    const wrong = await call(path, { method: 'POST', headers: user.cookie, body: { phone: '13800138000', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('验证码错误或已过期');
    expect((await call(path, { method: 'POST', headers: user.cookie, body: { phone: '13800138000', code: '12' } })).body.msg).toContain('请输入 6 位数字验证码');
    const enabled = await call(path, { method: 'POST', headers: user.cookie, body: { phone: '13800138000', code } });
    expect(enabled.body.data).toMatchObject({ state: 'enabled', phone: '138****8000' });
    // A spent code does not work twice.
    expect((await call(path, { method: 'POST', headers: user.cookie, body: { phone: '13800138000', code } })).status).toBe(400);
    // The next completed report is sent to the phone.
    await database.db.update(brandTrackers).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(brandTrackers.id, tracker.id));
    await until(tracker.id, (t) => t.run?.status === 'completed');
    await schedulerPass({ env, logger, database, bus: createLocalBus(), jobs: queue });
    await schedulerPass({ env, logger, database, bus: createLocalBus() });
    const after = await until(tracker.id, (t) => t.run?.seq === 2 && t.run.status === 'completed');
    expect(after.notifyState).toBe('enabled');
    expect(twilio.messages.at(-1)!.body).toContain('Notified');
    const off = await call(path, { method: 'DELETE', headers: user.cookie });
    expect(off.body.data).toEqual({ state: 'unsubmitted', phone: null });
  });

  it('limits the trackers per user and deletes one with its runs', async () => {
    const fresh = await createTestUser(database.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await create({ ...good, brand: `Brand ${i}`, platforms: ['offline-relevance'] }, fresh)).body.data as TTracker).id);
    const sixth = await create({ ...good, platforms: ['offline-relevance'] }, fresh);
    expect(sixth.status).toBe(409);
    expect(sixth.body.msg).toBe('最多可追踪 5 个品牌');
    expect((await call(`/api/trackers/${ids[0]}`, { method: 'DELETE', headers: fresh.cookie })).status).toBe(200);
    expect((await call(`/api/trackers/${ids[0]}`, { headers: fresh.cookie })).status).toBe(404);
    expect(await database.db.select().from(trackerRuns).where(eq(trackerRuns.trackerId, ids[0]!))).toHaveLength(0);
  });
});
