// One-click deployment through the real API and the real runner adapters over PGlite and PostgreSQL: the deployable
// list; starting one signed in, once however often it is pressed, within the per-user limit; bad input answered in
// the visitor's language with nothing saved; deploying → deployed on the sandbox (whose preview page says so) and on
// a container platform's HTTP API (a fake on 127.0.0.1); failures; and expiry 24 hours after deploy time, driven by
// a controllable clock, deleting the app through the adapter.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/client';
import { deployments, leads } from '../../../server/db/schema';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { startFakeDeployPlatform, type FakeDeployPlatform } from '../../../tests/fakes/deploy-platform';
import { createHttpRunner } from '../../../server/integrations/deploy/http';
import { expireDeployment, expireDueDeployments, runDeployment, startDeployment } from './deployments.server';

const targets = await dbTargets();
const DAY = 24 * 3_600_000;
const FAST = { DEPLOY_POLL_MS: '50', WWW_URL: 'https://www.example.test' };

describe.each(targets)('one-click deployment on $name', (target) => {
  let database: Database;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;
  let other: TestUser;
  let fake: FakeDeployPlatform;

  const deps = (overrides: Record<string, string> = {}) => ({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', HEALTH_CHECKS: 'false', SCREENSHOTS: 'false', ...FAST, ...overrides }),
    logger: pino({ level: 'silent' }),
    database,
    bus: createLocalBus(),
  });
  const rows = (userId: number) => database.db.select().from(deployments).where(eq(deployments.userId, userId));

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedFixtureCatalogue(database.db);
    call = apiCaller(testApp(database, FAST));
    user = await createTestUser(database.db);
    other = await createTestUser(database.db);
    fake = await startFakeDeployPlatform();
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  it('lists the published open-source products of the deployable set, with their images', async () => {
    const res = await call('/api/deployments/products?langType=en');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { slug: string }) => d.slug).sort()).toEqual(['ollama', 'open-webui']);
    const webui = res.body.data.find((d: { slug: string }) => d.slug === 'open-webui');
    expect(webui).toMatchObject({ name: 'Open WebUI', image: 'ghcr.io/open-webui/open-webui:main', kind: 'image', licence: 'BSD-3-Clause' });
  });

  it('asks a signed-out visitor to sign in, and refuses bad input in the visitor’s language, saving nothing', async () => {
    const signedOut = await call('/api/deployments', { method: 'POST', body: { product: 'ollama' } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.msg).toBe('请先登录');
    expect((await call('/api/deployments?langType=en', { method: 'POST', body: { product: 'ollama' } })).body.msg).toBe('Please sign in first');
    // A cookie session without the CSRF header is refused before anything is read.
    expect((await call('/api/deployments', { method: 'POST', headers: { Cookie: `token=${user.token}` }, body: { product: 'ollama' } })).status).toBe(403);

    const empty = await call('/api/deployments', { method: 'POST', headers: user.bearer, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data.issues).toEqual([{ field: 'product', message: '该产品不支持一键部署' }]);
    for (const product of ['chatgpt', 'no-such-product', 'claude', 'x'.repeat(500), 42, null]) {
      const res = await call('/api/deployments?langType=en', { method: 'POST', headers: user.bearer, body: { product } });
      expect(res.status, String(product)).toBe(400);
      expect(res.body.msg).toContain('cannot be deployed');
    }
    const broken = await call('/api/deployments', { method: 'POST', headers: user.bearer, raw: '{"product":' });
    expect(broken.status).toBe(400);
    expect(await rows(user.id)).toHaveLength(0);
    // Someone else's deployment, or an id that is not one, is not found; never a 500.
    expect((await call('/api/deployments/not-an-id!', { headers: user.bearer })).status).toBe(400);
    expect((await call('/api/deployments/AAAAAAAAAAAAAAAAAAAAAA', { headers: user.bearer })).status).toBe(404);
  });

  it('starts one deployment however often it is pressed, and runs it on the sandbox', async () => {
    const presses = await Promise.all([1, 2, 3].map(() => call('/api/deployments', { method: 'POST', headers: user.bearer, body: { product: 'open-webui' } })));
    expect(presses.map((p) => p.status)).toEqual([200, 200, 200]);
    const ids = new Set(presses.map((p) => p.body.data.id));
    expect(ids.size).toBe(1);
    expect(presses.filter((p) => p.body.data.created)).toHaveLength(1);
    const [id] = [...ids] as string[];
    expect(await rows(user.id)).toHaveLength(1);

    const started = presses[0]!.body.data;
    expect(started.product).toMatchObject({ slug: 'open-webui', name: 'Open WebUI' });
    expect(new Date(started.expiresAt).getTime() - new Date(started.createdAt).getTime()).toBe(DAY);

    // In progress, then deployed: the sandbox's access address is a preview page on the site.
    await vi.waitFor(async () => expect((await call(`/api/deployments/${id}`, { headers: user.bearer })).body.data.status).toBe('deployed'), { timeout: 10_000, interval: 50 });
    const deployed = (await call(`/api/deployments/${id}`, { headers: user.bearer })).body.data;
    expect(deployed.accessUrl).toBe(`https://www.example.test/deployment/sandbox/${id}`);
    const preview = await call(`/deployment/sandbox/${id}?lang=en`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(preview.body).toContain('Open WebUI (sandbox preview)');
    expect(preview.body).toContain('no real Open WebUI instance is running');
    // The owner sees it; nobody else does.
    expect((await call(`/api/deployments/${id}`, { headers: other.bearer })).status).toBe(404);
    expect((await call('/api/deployments', { headers: user.bearer })).body.data.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await call('/api/deployments', { headers: other.bearer })).body.data).toEqual([]);
  });

  it('keeps each user to DEPLOY_MAX_ACTIVE deployments at once', async () => {
    const limited = apiCaller(testApp(database, { ...FAST, DEPLOY_MAX_ACTIVE: '1' }));
    const first = await limited('/api/deployments', { method: 'POST', headers: other.bearer, body: { product: 'ollama' } });
    expect(first.status).toBe(200);
    const second = await limited('/api/deployments', { method: 'POST', headers: other.bearer, body: { product: 'open-webui' } });
    expect(second.status).toBe(429);
    expect(second.body.msg).toBe('同时最多运行 1 个部署，请等待已有部署到期');
    expect(await rows(other.id)).toHaveLength(1);
  });

  it('expires 24 hours after the deploy time (a controllable clock), once, and the preview is gone', async () => {
    const [row] = await rows(user.id);
    const d = deps();
    const due = row!.expiresAt;
    expect(await expireDueDeployments(d, new Date(due.getTime() - 1000))).toEqual([]);
    expect(await expireDeployment(d, row!.id, new Date(due.getTime() - 1000))).toBeNull();
    const expired = await expireDueDeployments(d, due);
    expect(expired).toContain(row!.id);
    expect(await expireDueDeployments(d, new Date(due.getTime() + DAY))).not.toContain(row!.id);
    const after = (await call(`/api/deployments/${row!.id}`, { headers: user.bearer })).body.data;
    expect(after.status).toBe('expired');
    expect(after.accessUrl).toBeNull();
    expect((await call(`/deployment/sandbox/${row!.id}`)).status).toBe(404);
    // An expired deployment frees its place: the same product starts anew.
    const again = await call('/api/deployments', { method: 'POST', headers: user.bearer, body: { product: 'open-webui' } });
    expect(again.body.data.created).toBe(true);
    expect(again.body.data.id).not.toBe(row!.id);
  });

  it('stores a custom deployment request as a lead of kind deployment, after checking every field', async () => {
    const send = (body: unknown, headers: Record<string, string>, lang = '') =>
      call(`/api/deployments/requests${lang ? `?langType=${lang}` : ''}`, { method: 'POST', headers, body });
    const valid = { company: '星河科技', name: 'Mary-Jane Li', contact: '138 0013 8000', requirements: '在内网部署 Open WebUI，约 200 人使用', product: 'open-webui' };
    const signedOut = await send(valid, {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.msg).toBe('请先登录');

    const byField = (body: { data: { issues: { field: string; message: string }[] } }) => Object.fromEntries(body.data.issues.map((i) => [i.field, i.message]));
    const empty = await send({}, user.bearer);
    expect(empty.status).toBe(400);
    expect(byField(empty.body)).toEqual({ company: '请输入公司名称', name: '请输入姓名', contact: '请输入手机号或邮箱', requirements: '请描述你的需求' });
    const bad = await send({ ...valid, name: 'R2-D2', contact: 'mary at example' }, user.bearer, 'en');
    expect(bad.status).toBe(400);
    expect(byField(bad.body)).toEqual({ name: 'The name may contain only letters, spaces and hyphens', contact: 'Please enter a valid phone number or e-mail address' });
    for (const body of [{ ...valid, company: 42 }, { ...valid, requirements: 'x'.repeat(2001) }, [], 'text', null]) {
      expect((await send(body, user.bearer)).status).toBe(400);
    }
    expect(await database.db.select().from(leads)).toHaveLength(0);

    const phone = await send(valid, user.bearer);
    expect(phone.status).toBe(200);
    const mail = await send({ ...valid, contact: 'Mary@Example.COM', product: 'chatgpt' }, user.bearer);
    expect(mail.status).toBe(200);
    const stored = await database.db.select().from(leads).where(eq(leads.userId, user.id));
    expect(stored.map((l) => [l.kind, l.subject, l.subjectLabel, l.phone, l.email, l.name]).sort()).toEqual(
      [
        ['deployment', 'open-webui', 'Open WebUI', '+8613800138000', '', 'Mary-Jane Li'],
        // A product outside the deployable set is not the request's subject.
        ['deployment', null, null, '', 'mary@example.com', 'Mary-Jane Li'],
      ].sort(),
    );
  });

  describe('on a container platform (DEPLOY_RUNNER=http)', () => {
    const http = () => deps({ DEPLOY_RUNNER: 'http', DEPLOY_API_URL: fake.url, DEPLOY_API_TOKEN: fake.token });
    let owner: TestUser;
    beforeAll(async () => {
      owner = await createTestUser(database.db);
    });

    it('creates the app once (bearer token, idempotency key), follows it to running, and deletes it at expiry', async () => {
      const d = http();
      const { deployment } = await startDeployment({ ...d, jobs: { enqueue: async () => '1' } as never }, owner.id, 'ollama', 'zh');
      expect(deployment.status).toBe('deploying');
      fake.startPolls = 2;
      expect(await runDeployment(d, deployment.id, { attempt: 1, maxAttempts: 5 })).toBe('deployed');
      const creates = fake.calls.filter((c) => c.method === 'POST');
      expect(creates).toHaveLength(1);
      expect(creates[0]).toMatchObject({ idempotencyKey: deployment.id, authorized: true });
      const [app] = [...fake.apps.values()].filter((a) => a.labels['atlas.deployment'] === deployment.id);
      expect(app).toMatchObject({ image: 'ollama/ollama:latest', port: 11434 });
      const [row] = await database.db.select().from(deployments).where(eq(deployments.id, deployment.id));
      expect(row).toMatchObject({ status: 'deployed', runner: 'http', externalId: app!.id, accessUrl: `https://${app!.id}.apps.example.test/` });
      // A second run (the job after a crash) neither creates another app nor changes the state.
      expect(await runDeployment(d, deployment.id, { attempt: 2, maxAttempts: 5 })).toBe('deployed');
      expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      // The create call is idempotent on our id at the platform too.
      const again = await createHttpRunner(d.env).create({ deploymentId: deployment.id, product: 'ollama', image: 'ollama/ollama:latest', port: 11434, expiresAt: row!.expiresAt });
      expect(again.externalId).toBe(app!.id);

      expect(await expireDeployment(d, deployment.id, row!.expiresAt)).toBe('expired');
      expect(app!.deleted).toBe(true);
      expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/apps/${app!.id}`, authorized: true });
    });

    it('fails a deployment the platform refuses, or whose app fails to start (deleting it)', async () => {
      const d = http();
      const queue = { ...d, jobs: { enqueue: async () => '1' } as never };
      fake.createStatus = 422;
      const refused = await startDeployment(queue, owner.id, 'ollama', 'zh');
      expect(await runDeployment(d, refused.deployment.id, { attempt: 1, maxAttempts: 5 })).toBe('failed');

      fake.failImage = 'ghcr.io/open-webui/open-webui:main';
      const broken = await startDeployment(queue, owner.id, 'open-webui', 'zh');
      expect(await runDeployment(d, broken.deployment.id, { attempt: 1, maxAttempts: 5 })).toBe('failed');
      fake.failImage = null;
      const [app] = [...fake.apps.values()].filter((a) => a.labels['atlas.deployment'] === broken.deployment.id);
      expect(app!.deleted).toBe(true);
      const [row] = await database.db.select().from(deployments).where(eq(deployments.id, broken.deployment.id));
      expect(row).toMatchObject({ status: 'failed', error: 'image failed to start' });
      // A failed deployment is finished: expiry leaves it alone.
      expect(await expireDeployment(d, broken.deployment.id, new Date(Date.now() + 2 * DAY))).toBeNull();
    });

    it('retries a platform that is down, and fails on the last attempt', async () => {
      const d = http();
      const { deployment } = await startDeployment({ ...d, jobs: { enqueue: async () => '1' } as never }, owner.id, 'ollama', 'zh');
      fake.createStatus = 503;
      await expect(runDeployment(d, deployment.id, { attempt: 1, maxAttempts: 2 })).rejects.toThrow(/503/);
      expect((await database.db.select().from(deployments).where(eq(deployments.id, deployment.id)))[0]!.status).toBe('deploying');
      fake.createStatus = 503;
      expect(await runDeployment(d, deployment.id, { attempt: 2, maxAttempts: 2 })).toBe('failed');
      // A platform that answers with the wrong token is a refusal too.
      const wrong = deps({ DEPLOY_RUNNER: 'http', DEPLOY_API_URL: fake.url, DEPLOY_API_TOKEN: 'wrong' });
      const next = await startDeployment({ ...wrong, jobs: { enqueue: async () => '1' } as never }, owner.id, 'ollama', 'zh');
      expect(await runDeployment(wrong, next.deployment.id, { attempt: 1, maxAttempts: 5 })).toBe('failed');
    });
  });
});
