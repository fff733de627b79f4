// GEO consultations through the real API over PGlite and PostgreSQL: sign-in first ("请先登录后再提交表单"), every
// field's message in the visitor's language, the daily limit per user held even by parallel submits
// ("已达到提交限制"), staff told in their notifications, and the staff list, search, status and CSV export that
// nobody else can reach.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { geoConsultations, navMenuItems, notifications } from '../../../server/db/schema';
import { SEED_STEPS } from '../../../server/db/seed';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { csvCell } from './consultations.server';

const targets = await dbTargets();
const LIMIT = 3;

const valid = (extra: Record<string, unknown> = {}) => ({
  name: '王小明',
  company: '星河科技',
  email: 'Wang@Example.COM',
  phone: '138 0013 8000',
  requirements: '希望在 DeepSeek 和豆包的回答中提高品牌曝光',
  ...extra,
});

describe.each(targets)('GEO consultations on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    app = testApp(database, { GEO_CONSULT_PER_DAY: String(LIMIT) });
    call = apiCaller(app);
    user = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin', displayName: 'Staff' });
  });
  afterAll(async () => {
    await database?.close();
  });

  const submit = (body: unknown, headers: Record<string, string>, lang = '') =>
    call(`/api/geo/consultations${lang ? `?langType=${lang}` : ''}`, { method: 'POST', headers, body });

  it('puts both pages in the sitemaps and in llms.txt', async () => {
    const sitemap = (await call('/sitemaps/en.xml')).body as string;
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/geo<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/geo\/tools<\/loc>/);
    const llms = (await call('/llms.txt')).body as string;
    expect(llms).toMatch(/## GEO 服务\n\n- \[GEO 优化服务\]\([^)]*\/geo\): /);
  });

  it('asks a signed-out visitor to sign in first, and stores nothing', async () => {
    const zh = await submit(valid(), {});
    expect(zh.status).toBe(401);
    expect(zh.body.msg).toBe('请先登录后再提交表单');
    const en = await submit(valid(), {}, 'en');
    expect(en.body.msg).toBe('Please sign in before sending the form');
    // A cookie session without the CSRF header is refused before anything is read.
    const noCsrf = await submit(valid(), { Cookie: `token=${user.token}` });
    expect(noCsrf.status).toBe(403);
    expect(await database.db.select().from(geoConsultations)).toHaveLength(0);
  });

  it('says what is wrong with each field, in the visitor’s language', async () => {
    const empty = await submit({}, user.bearer);
    expect(empty.status).toBe(400);
    const byField = (body: { data: { issues: { field: string; message: string }[] } }) =>
      Object.fromEntries(body.data.issues.map((i) => [i.field, i.message]));
    expect(byField(empty.body)).toEqual({
      name: '请输入姓名',
      company: '请输入公司名称',
      email: '请输入邮箱',
      phone: '请输入电话',
      requirements: '请描述你的需求',
    });
    const blank = await submit(valid({ name: '   ', company: '', requirements: '\n' }), user.bearer);
    expect(byField(blank.body)).toEqual({ name: '请输入姓名', company: '请输入公司名称', requirements: '请描述你的需求' });
    const format = await submit(valid({ email: 'wang@', phone: '12345' }), user.bearer);
    expect(byField(format.body)).toEqual({ email: '请输入正确的邮箱地址', phone: '请输入正确的手机号' });
    const long = await submit(valid({ name: 'x'.repeat(51), company: 'y'.repeat(101), requirements: 'z'.repeat(2001) }), user.bearer);
    expect(byField(long.body)).toEqual({
      name: '姓名不能超过 50 个字符',
      company: '公司名称不能超过 100 个字符',
      requirements: '需求描述不能超过 2000 个字符',
    });
    const en = await submit(valid({ name: '', email: 'nope', phone: 'abc' }), user.bearer, 'en');
    expect(byField(en.body)).toEqual({ name: 'Enter your name', email: 'Enter a valid email address', phone: 'Enter a valid phone number' });
    const wrongTypes = await submit({ ...valid(), name: 42, phone: null }, user.bearer);
    expect(byField(wrongTypes.body)).toMatchObject({ name: '请输入姓名', phone: '请输入电话' });
    expect((await submit('not json', user.bearer)).status).toBe(400);
    const nul = await submit(valid({ email: 'a\u0000@b.com', phone: '138\u000000138000' }), user.bearer);
    expect(byField(nul.body)).toEqual({ email: '请输入正确的邮箱地址', phone: '请输入正确的手机号' });
    expect(await database.db.select().from(geoConsultations)).toHaveLength(0);
  });

  it('stores a request, normalised, and tells every active admin', async () => {
    const other0 = await createTestUser(database.db);
    const byField0 = (body: { data: { issues: { field: string; message: string }[] } }) =>
      Object.fromEntries(body.data.issues.map((i) => [i.field, i.message]));
    const ok = await submit(valid(), user.bearer, 'en');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: { remaining: LIMIT - 1 } });
    const [row] = await database.db.select().from(geoConsultations).where(eq(geoConsultations.id, ok.body.data.id));
    expect(row).toMatchObject({ userId: user.id, email: 'wang@example.com', phone: '+8613800138000', lang: 'en', status: 'new', company: '星河科技' });
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.map((n) => [n.kind, n.values, n.link])).toEqual([['geo.consultation', { company: '星河科技', name: '王小明' }, '/admin#geo-consultations']]);
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
    // A NUL byte (which PostgreSQL cannot store) is dropped, never a server error.
    const nul = await submit(valid({ name: 'Nul\u0000Name', requirements: '\u0000' }), other0.bearer);
    expect(nul.status).toBe(400);
    expect(byField0(nul.body)).toEqual({ requirements: '请描述你的需求' });
    const stripped = await submit(valid({ name: 'Nul\u0000Name' }), other0.bearer);
    expect(stripped.status).toBe(200);
    const [kept] = await database.db.select().from(geoConsultations).where(eq(geoConsultations.id, stripped.body.data.id));
    expect(kept!.name).toBe('NulName');
    // Cookie authentication with its CSRF header, as the browser sends it, works the same.
    const other = await createTestUser(database.db);
    expect((await submit(valid({ phone: '+1 415 555 0100' }), other.cookie)).status).toBe(200);
  });

  it('holds the daily limit per user, also when the submits arrive at once', async () => {
    const busy = await createTestUser(database.db);
    const results = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => submit(valid({ name: `并发 ${i}` }), busy.bearer)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body.msg).toBe('已达到提交限制');
    }
    expect(await database.db.select().from(geoConsultations).where(eq(geoConsultations.userId, busy.id))).toHaveLength(LIMIT);
    const later = await submit(valid(), busy.bearer, 'en');
    expect(later.body.msg).toBe('You have reached the submission limit');
    // Requests older than 24 hours no longer count.
    await database.db.update(geoConsultations).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(geoConsultations.userId, busy.id));
    expect((await submit(valid(), busy.bearer)).status).toBe(200);
    // Another user's limit is their own.
    const fresh = await createTestUser(database.db);
    expect((await submit(valid(), fresh.bearer)).status).toBe(200);
  });

  it('lists, searches, filters and pages the requests for staff only', async () => {
    for (const who of [{}, user.bearer, user.cookie]) {
      expect((await call('/api/admin/geo-consultations', { headers: who })).status).toBe(404);
      expect((await call('/api/admin/geo-consultations/export.csv', { headers: who })).status).toBe(404);
    }
    const list = await call('/api/admin/geo-consultations', { headers: admin.bearer });
    expect(list.status).toBe(200);
    const all = list.body.data as { total: number; items: { id: number; name: string; company: string; status: string; user: { id: number } }[] };
    expect(all.total).toBe(await database.db.$count(geoConsultations));
    expect(all.items[0]!.id).toBeGreaterThan(all.items.at(-1)!.id);

    const [special] = await database.db
      .insert(geoConsultations)
      .values({ userId: user.id, name: 'Ada', company: '100%_Acme', email: 'ada@acme.test', phone: '+14155550199', requirements: 'Visibility on ChatGPT', lang: 'en' })
      .returning();
    const search = async (q: string, extra = '') =>
      ((await call(`/api/admin/geo-consultations?q=${encodeURIComponent(q)}${extra}`, { headers: admin.bearer })).body.data as typeof all).items.map((i) => i.id);
    expect(await search('acme')).toEqual([special!.id]);
    expect(await search('100%_')).toEqual([special!.id]);
    expect(await search('%')).toEqual([special!.id]);
    expect(await search('ADA@ACME')).toEqual([special!.id]);
    expect(await search('415 555 0199')).toEqual([special!.id]);
    expect(await search('chatgpt')).toEqual([special!.id]);
    expect(await search(String(special!.id))).toContain(special!.id);
    expect(await search('nothing-matches-this')).toEqual([]);
    expect(await search('\u0000acme')).toEqual([special!.id]);
    expect((await search('星河')).length).toBeGreaterThan(1);

    expect(await search('acme', '&status=contacted')).toEqual([]);
    const changed = await call(`/api/admin/geo-consultations/${special!.id}/status`, { method: 'POST', headers: admin.bearer, body: { status: 'contacted' } });
    expect(changed.body).toMatchObject({ code: 0, data: { id: special!.id, status: 'contacted' } });
    expect(await search('acme', '&status=contacted')).toEqual([special!.id]);
    expect(await search('', '&status=contacted')).toEqual([special!.id]);
    const [stored] = await database.db.select().from(geoConsultations).where(eq(geoConsultations.id, special!.id));
    expect(stored).toMatchObject({ status: 'contacted', handledBy: admin.id });

    const bad = await call(`/api/admin/geo-consultations/${special!.id}/status`, { method: 'POST', headers: admin.bearer, body: { status: 'won' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues[0].message).toBe('请选择有效的状态');
    expect((await call('/api/admin/geo-consultations/999999/status', { method: 'POST', headers: admin.bearer, body: { status: 'closed' } })).status).toBe(404);
    expect((await call(`/api/admin/geo-consultations/${special!.id}/status`, { method: 'POST', headers: user.bearer, body: { status: 'closed' } })).status).toBe(404);

    const page2 = await call('/api/admin/geo-consultations?page=2', { headers: admin.bearer });
    expect(page2.body.data).toMatchObject({ page: 2, items: [] });
  });

  it('exports the matching requests as CSV that a spreadsheet opens safely', async () => {
    await database.db
      .insert(geoConsultations)
      .values({ userId: user.id, name: '=HYPERLINK("http://evil.test")', company: 'Quote "Co", Ltd', email: 'q@co.test', phone: '+8613900139000', requirements: 'line one\nline two', lang: 'zh' });
    const res = await call('/api/admin/geo-consultations/export.csv?q=Quote', { headers: admin.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="geo-consultations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // Read as bytes: decoding as text would drop the byte-order mark.
    const bytes = Buffer.from(await (await app.request('/api/admin/geo-consultations/export.csv?q=Quote', { headers: admin.bearer })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFid,createdAt,status,name,company,email,phone,requirements,lang,userId\r\n')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain('"Quote ""Co"", Ltd"');
    expect(lines[1]).toContain('"line one\nline two"');
    const everything = (await call('/api/admin/geo-consultations/export.csv', { headers: admin.bearer })).body as string;
    expect(everything.trim().split('\r\n')).toHaveLength(1 + (await database.db.$count(geoConsultations)));
    const contacted = (await call('/api/admin/geo-consultations/export.csv?status=contacted', { headers: admin.bearer })).body as string;
    expect(contacted.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('csvCell', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('+1 415')).toBe("'+1 415");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});

describe.each(targets)('the GEO menu on $name', (target) => {
  it('gains "GEO tools" after "GEO services" on both editions, once', async () => {
    const database = await target.open();
    try {
      const step = SEED_STEPS.find((s) => s.id === 'navigation-v4-geo-tools')!;
      await database.db.transaction((tx) => step.run(tx));
      const tops = await database.db.select().from(navMenuItems).where(and(eq(navMenuItems.url, '/geo'), isNull(navMenuItems.parentId)));
      expect(tops.map((t) => t.siteId).sort()).toEqual([1, 2]);
      for (const top of tops) {
        const children = await database.db.select().from(navMenuItems).where(eq(navMenuItems.parentId, top.id)).orderBy(asc(navMenuItems.sort));
        expect(children.map((c) => c.url)).toEqual(['/geo', '/geo/tools', '/tools/geo', '/tools/trackers']);
        expect(children[1]!.name).toMatchObject({ zh: 'GEO工具', en: 'GEO tools' });
      }
    } finally {
      await database.close();
    }
  });
});
