// Leads through the real API over PGlite and PostgreSQL: sign-in first ("请先登录后再提交表单"), every field's
// message in the visitor's language, the kinds and their subjects, the daily limit per user and kind held even by
// parallel submits ("已达到提交限制"), staff told in their notifications, the staff list with its kind and status
// filters, status moves new → contacted → won / lost with notes (who and when), the CSV export that nobody else
// can reach and that a spreadsheet opens safely, and the GEO consultations of before carried over by the migration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../../../server/db/client';
import { leadEvents, leads, navMenuItems, notifications } from '../../../server/db/schema';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import { sampleOffers } from '../../../server/db/seed/compute.seed-data';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets, testPgliteAssets } from '../../../tests/fixtures/db';
import { csvCell } from './leads.server';
import { LEAD_TRANSITIONS } from './leads.constants';

const targets = await dbTargets();
const LIMIT = 3;

// The compute market registers what its offers are called (compute.server.ts); its sample offers are seeded below.
const OFFER = sampleOffers()[0]!;

const valid = (extra: Record<string, unknown> = {}) => ({
  name: '王小明',
  company: '星河科技',
  email: 'Wang@Example.COM',
  phone: '138 0013 8000',
  requirements: '希望在 DeepSeek 和豆包的回答中提高品牌曝光',
  ...extra,
});

describe.each(targets)('leads on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'compute-v1'));
    app = testApp(database, { LEADS_PER_DAY: String(LIMIT) });
    call = apiCaller(app);
    user = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin', displayName: 'Staff' });
  });
  afterAll(async () => {
    await database?.close();
  });

  // The GEO form's older address (kind geo) and the general one.
  const submit = (body: unknown, headers: Record<string, string>, lang = '') =>
    call(`/api/geo/consultations${lang ? `?langType=${lang}` : ''}`, { method: 'POST', headers, body });
  const ask = (body: unknown, headers: Record<string, string>, lang = '') => call(`/api/leads${lang ? `?langType=${lang}` : ''}`, { method: 'POST', headers, body });
  const byField = (body: { data: { issues: { field: string; message: string }[] } }) => Object.fromEntries(body.data.issues.map((i) => [i.field, i.message]));

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
    expect(await database.db.select().from(leads)).toHaveLength(0);
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
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it('stores a request, normalised, and tells every active admin', async () => {
    const other0 = await createTestUser(database.db);
    const byField0 = (body: { data: { issues: { field: string; message: string }[] } }) =>
      Object.fromEntries(body.data.issues.map((i) => [i.field, i.message]));
    const ok = await submit(valid(), user.bearer, 'en');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: { remaining: LIMIT - 1 } });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, ok.body.data.id));
    expect(row).toMatchObject({ userId: user.id, email: 'wang@example.com', phone: '+8613800138000', lang: 'en', status: 'new', company: '星河科技' });
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.map((n) => [n.kind, n.values, n.link])).toEqual([['lead.geo', { company: '星河科技', name: '王小明' }, '/admin#leads']]);
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
    // A NUL byte (which PostgreSQL cannot store) is dropped, never a server error.
    const nul = await submit(valid({ name: 'Nul\u0000Name', requirements: '\u0000' }), other0.bearer);
    expect(nul.status).toBe(400);
    expect(byField0(nul.body)).toEqual({ requirements: '请描述你的需求' });
    const stripped = await submit(valid({ name: 'Nul\u0000Name' }), other0.bearer);
    expect(stripped.status).toBe(200);
    const [kept] = await database.db.select().from(leads).where(eq(leads.id, stripped.body.data.id));
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
    expect(await database.db.select().from(leads).where(eq(leads.userId, busy.id))).toHaveLength(LIMIT);
    const later = await submit(valid(), busy.bearer, 'en');
    expect(later.body.msg).toBe('You have reached the submission limit');
    // Requests older than 24 hours no longer count.
    await database.db.update(leads).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(leads.userId, busy.id));
    expect((await submit(valid(), busy.bearer)).status).toBe(200);
    // Another user's limit is their own.
    const fresh = await createTestUser(database.db);
    expect((await submit(valid(), fresh.bearer)).status).toBe(200);
  });

  it('lists, searches, filters and pages the requests for staff only', async () => {
    for (const who of [{}, user.bearer, user.cookie]) {
      expect((await call('/api/admin/leads', { headers: who })).status).toBe(404);
      expect((await call('/api/admin/leads/export.csv', { headers: who })).status).toBe(404);
    }
    const list = await call('/api/admin/leads', { headers: admin.bearer });
    expect(list.status).toBe(200);
    const all = list.body.data as { total: number; items: { id: number; name: string; company: string; status: string; user: { id: number } }[] };
    expect(all.total).toBe(await database.db.$count(leads));
    expect(all.items[0]!.id).toBeGreaterThan(all.items.at(-1)!.id);

    const [special] = await database.db
      .insert(leads)
      .values({ userId: user.id, name: 'Ada', company: '100%_Acme', email: 'ada@acme.test', phone: '+14155550199', requirements: 'Visibility on ChatGPT', lang: 'en' })
      .returning();
    const search = async (q: string, extra = '') =>
      ((await call(`/api/admin/leads?q=${encodeURIComponent(q)}${extra}`, { headers: admin.bearer })).body.data as typeof all).items.map((i) => i.id);
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
    const changed = await call(`/api/admin/leads/${special!.id}`, { method: 'POST', headers: admin.bearer, body: { status: 'contacted' } });
    expect(changed.body).toMatchObject({ code: 0, data: { id: special!.id, status: 'contacted' } });
    expect(await search('acme', '&status=contacted')).toEqual([special!.id]);
    expect(await search('', '&status=contacted')).toEqual([special!.id]);
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, special!.id));
    expect(stored).toMatchObject({ status: 'contacted', handledBy: admin.id });

    const bad = await call(`/api/admin/leads/${special!.id}`, { method: 'POST', headers: admin.bearer, body: { status: 'closed' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues[0].message).toBe('请选择有效的状态');
    expect((await call('/api/admin/leads/999999', { method: 'POST', headers: admin.bearer, body: { status: 'contacted' } })).status).toBe(404);
    expect((await call(`/api/admin/leads/${special!.id}`, { method: 'POST', headers: user.bearer, body: { status: 'won' } })).status).toBe(404);

    const page2 = await call('/api/admin/leads?page=2', { headers: admin.bearer });
    expect(page2.body.data).toMatchObject({ page: 2, items: [] });
  });

  it('takes every kind at /api/leads, with a subject only where the kind knows it', async () => {
    const asker = await createTestUser(database.db);
    for (const kind of ['training', 'labeling', 'agent', 'consulting', 'hardware', 'deployment', 'geo']) {
      const res = await ask(valid({ kind, company: `Kind ${kind}` }), asker.bearer);
      expect(res.status, kind).toBe(200);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, res.body.data.id));
      expect(row).toMatchObject({ kind, subject: null, status: 'new', company: `Kind ${kind}` });
    }
    const told = await database.db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, 'lead.training')));
    expect(told.map((n) => n.values)).toEqual([{ company: 'Kind training', name: '王小明' }]);

    // A missing or unknown kind is a field message, nothing stored.
    const before = await database.db.$count(leads);
    expect(byField((await ask(valid(), asker.bearer)).body)).toEqual({ kind: '请选择咨询的服务' });
    expect(byField((await ask(valid({ kind: 'geo-check' }), asker.bearer, 'en')).body)).toEqual({ kind: 'Choose the service you are asking about' });
    // The subject must name something the kind knows: an offer that exists, and no subject where none is kept.
    const offer = await ask(valid({ kind: 'compute', subject: OFFER.id }), asker.bearer);
    expect(offer.status).toBe(200);
    const [withSubject] = await database.db.select().from(leads).where(eq(leads.id, offer.body.data.id));
    expect(withSubject).toMatchObject({ kind: 'compute', subject: OFFER.id, subjectLabel: `${OFFER.title} · ${OFFER.provider}` });
    const missing = await ask(valid({ kind: 'compute', subject: 'offer-gone' }), asker.bearer);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('咨询的对象不存在');
    expect(byField(missing.body)).toEqual({ subject: '咨询的对象不存在' });
    expect((await ask(valid({ kind: 'training', subject: OFFER.id }), asker.bearer)).status).toBe(400);
    expect(byField((await ask(valid({ kind: 'compute', subject: '../../etc' }), asker.bearer)).body)).toEqual({ subject: '咨询的对象不存在' });
    expect(byField((await ask(valid({ kind: 'compute', subject: 'x'.repeat(101) }), asker.bearer)).body)).toEqual({ subject: '咨询的对象不存在' });
    expect(await database.db.$count(leads)).toBe(before + 1);
    // Signed out, every kind asks to sign in first.
    const out = await ask(valid({ kind: 'hardware' }), {});
    expect(out.status).toBe(401);
    expect(out.body.msg).toBe('请先登录后再提交表单');
  });

  it('counts the daily limit per kind: a full allowance of one service leaves the others open', async () => {
    const many = await createTestUser(database.db);
    for (let i = 0; i < LIMIT; i++) expect((await ask(valid({ kind: 'agent' }), many.bearer)).status).toBe(200);
    const over = await ask(valid({ kind: 'agent' }), many.bearer);
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('已达到提交限制');
    expect((await ask(valid({ kind: 'labeling' }), many.bearer)).status).toBe(200);
    // An invalid attempt does not use up the allowance.
    const fresh = await createTestUser(database.db);
    for (let i = 0; i < LIMIT + 2; i++) expect((await ask(valid({ kind: 'agent', email: 'nope' }), fresh.bearer)).status).toBe(400);
    expect((await ask(valid({ kind: 'agent' }), fresh.bearer)).status).toBe(200);
  });

  it('moves a lead new → contacted → won / lost, with notes, recording who and when', async () => {
    const other = await createTestUser(database.db, { role: 'admin', displayName: 'Second' });
    const created = await ask(valid({ kind: 'consulting', company: 'Transitions Co' }), user.bearer);
    const id = created.body.data.id as number;
    const post = (body: unknown, who = admin) => call(`/api/admin/leads/${id}`, { method: 'POST', headers: who.bearer, body });

    // Not straight from new to won: contacted comes first.
    const skip = await post({ status: 'won' });
    expect(skip.status).toBe(409);
    expect(skip.body.msg).toBe('该咨询的状态不能这样修改，请刷新后重试');
    // Nothing to do, or a note too long, says so.
    expect(byField((await post({})).body)).toEqual({ note: '请选择状态或填写备注' });
    expect(byField((await post({ note: '   ' })).body)).toEqual({ note: '请选择状态或填写备注' });
    expect(byField((await post({ note: 'n'.repeat(2001) })).body)).toEqual({ note: '备注不能超过 2000 个字符' });

    const contacted = await post({ status: 'contacted', note: 'Called; wants a quote' });
    expect(contacted.body.data).toMatchObject({ status: 'contacted', handledBy: { id: admin.id, displayName: 'Staff' } });
    expect(contacted.body.data.statusChangedAt).toEqual(expect.any(String));
    const noted = await post({ note: '=cmd|quote sent' }, other);
    expect(noted.body.data.status).toBe('contacted');
    expect(noted.body.data.handledBy).toMatchObject({ id: admin.id });
    // The same status again is no change and records nothing.
    expect((await post({ status: 'contacted' })).status).toBe(200);
    const won = await post({ status: 'won' }, other);
    expect(won.body.data).toMatchObject({ status: 'won', handledBy: { id: other.id, displayName: 'Second' } });
    expect((await post({ status: 'lost' })).status).toBe(409);
    // A closed lead can be reopened.
    expect((await post({ status: 'contacted' })).body.data.status).toBe('contacted');
    expect((await post({ status: 'lost' })).body.data.status).toBe('lost');

    const events = won.body.data.events as { staff: { id: number }; fromStatus: string | null; toStatus: string | null; note: string | null }[];
    expect(events.map((e) => [e.staff.id, e.fromStatus, e.toStatus, e.note])).toEqual([
      [admin.id, 'new', 'contacted', 'Called; wants a quote'],
      [other.id, null, null, '=cmd|quote sent'],
      [other.id, 'contacted', 'won', null],
    ]);
    expect(await database.db.$count(leadEvents, eq(leadEvents.leadId, id))).toBe(5);

    // Two staff closing the same lead at once, one as won and one as lost: the first decides, the second is told.
    const racer = await ask(valid({ kind: 'consulting', company: 'Race Co' }), other.bearer);
    const raceId = racer.body.data.id as number;
    await call(`/api/admin/leads/${raceId}`, { method: 'POST', headers: admin.bearer, body: { status: 'contacted' } });
    const moves = await Promise.all([
      call(`/api/admin/leads/${raceId}`, { method: 'POST', headers: admin.bearer, body: { status: 'won' } }),
      call(`/api/admin/leads/${raceId}`, { method: 'POST', headers: other.bearer, body: { status: 'lost' } }),
    ]);
    expect(moves.map((m) => m.status).sort()).toEqual([200, 409]);
    expect(await database.db.$count(leadEvents, eq(leadEvents.leadId, raceId))).toBe(2);

    // Filters by kind and status; the list carries the events.
    const list = await call('/api/admin/leads?kind=consulting&status=lost&q=Transitions', { headers: admin.bearer });
    expect(list.body.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(list.body.data.items[0].events).toHaveLength(5);
    expect((await call('/api/admin/leads?kind=training&q=Transitions', { headers: admin.bearer })).body.data.items).toEqual([]);
    // An unknown filter value is ignored, never an error.
    expect((await call('/api/admin/leads?kind=nope&status=nope', { headers: admin.bearer })).status).toBe(200);
  });

  it('exports the matching requests as CSV that a spreadsheet opens safely', async () => {
    await database.db
      .insert(leads)
      .values({ userId: user.id, name: '=HYPERLINK("http://evil.test")', company: 'Quote "Co", Ltd', email: 'q@co.test', phone: '+8613900139000', requirements: 'line one\nline two', lang: 'zh' });
    const res = await call('/api/admin/leads/export.csv?q=Quote', { headers: admin.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // Read as bytes: decoding as text would drop the byte-order mark.
    const bytes = Buffer.from(await (await app.request('/api/admin/leads/export.csv?q=Quote', { headers: admin.bearer })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFid,createdAt,kind,subject,subjectLabel,status,statusChangedAt,handledBy,name,company,email,phone,requirements,lang,userId,notes\r\n')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain('"Quote ""Co"", Ltd"');
    expect(lines[1]).toContain('"line one\nline two"');
    const everything = (await call('/api/admin/leads/export.csv', { headers: admin.bearer })).body as string;
    expect(everything.trim().split('\r\n')).toHaveLength(1 + (await database.db.$count(leads)));
    const contacted = (await call('/api/admin/leads/export.csv?status=contacted', { headers: admin.bearer })).body as string;
    expect(contacted.trim().split('\r\n')).toHaveLength(1 + (await database.db.$count(leads, eq(leads.status, 'contacted'))));
    // By kind, with its name in the file, the staff's notes in one cell, defused like every other cell.
    const byKind = await call('/api/admin/leads/export.csv?kind=consulting&q=Transitions', { headers: admin.bearer });
    expect(byKind.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-consulting-\d{4}-\d{2}-\d{2}\.csv"$/);
    const row = (byKind.body as string).trim().split('\r\n').slice(1).join('\r\n');
    expect(row).toMatch(/,consulting,,,lost,\d{4}-[^,]+,Staff,/);
    expect(row).toContain('Staff: Called; wants a quote');
    expect(row).toContain('Second: =cmd|quote sent');
    expect(row).not.toMatch(/(^|,)=/);
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
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
  });

  it('lets a closed lead be reopened, and never skips contacted', () => {
    expect(LEAD_TRANSITIONS.new).not.toContain('won');
    expect(LEAD_TRANSITIONS.won).toEqual(['contacted']);
    expect(LEAD_TRANSITIONS.lost).toEqual(['contacted']);
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

describe('the leads migration', () => {
  it('carries the GEO consultations over as leads of kind geo, ids, staff and times kept, closed as lost', async () => {
    // A store migrated up to just before leads, holding GEO consultations as the site kept them then.
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_leads'));
    expect(at).toBeGreaterThan(0);
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-leads-migration-'));
    fs.mkdirSync(path.join(before, 'meta'));
    fs.writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    for (const entry of journal.entries.slice(0, at)) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    // A new cluster (the templates are migrated to the end), from the compiled PGlite the other databases use.
    const database = await openDatabase({ pgliteAssets: await testPgliteAssets() });
    try {
      await migratePglite(database.db as never, { migrationsFolder: before });
      const asker = await createTestUser(database.db);
      const staff = await createTestUser(database.db, { role: 'admin', displayName: 'Old staff' });
      const created = new Date('2026-03-01T02:00:00Z');
      const changed = new Date('2026-03-02T03:00:00Z');
      await database.db.execute(sql`
        insert into geo_consultations (id, user_id, name, company, email, phone, requirements, lang, status, handled_by, created_at, updated_at) values
          (7, ${asker.id}, '甲', '甲公司', 'a@a.test', '+8613800138000', '需求一', 'zh', 'new', null, ${created}, ${created}),
          (8, ${asker.id}, 'B', 'B Co', 'b@b.test', '+14155550100', 'needs two', 'en', 'contacted', ${staff.id}, ${created}, ${changed}),
          (9, ${asker.id}, 'C', 'C Co', 'c@c.test', '+14155550101', 'needs three', 'ja', 'closed', ${staff.id}, ${created}, ${changed})`);
      await database.db.execute(sql`insert into notifications (user_id, kind, values, link) values (${staff.id}, 'geo.consultation', '{"company":"甲公司","name":"甲"}', '/admin#geo-consultations')`);

      await database.migrate();

      const rows = await database.db.select().from(leads).orderBy(asc(leads.id));
      expect(rows.map((r) => [r.id, r.kind, r.status, r.handledBy, r.subject, r.company, r.lang])).toEqual([
        [7, 'geo', 'new', null, null, '甲公司', 'zh'],
        [8, 'geo', 'contacted', staff.id, null, 'B Co', 'en'],
        [9, 'geo', 'lost', staff.id, null, 'C Co', 'ja'],
      ]);
      expect(rows[0]).toMatchObject({ createdAt: created, updatedAt: created, statusChangedAt: null, requirements: '需求一', phone: '+8613800138000' });
      expect(rows[2]).toMatchObject({ createdAt: created, updatedAt: changed, statusChangedAt: changed });
      const [link] = await database.db.select({ link: notifications.link }).from(notifications).where(eq(notifications.userId, staff.id));
      expect(link!.link).toBe('/admin#leads');
      // New leads are numbered after the ones carried over, and the old table is gone.
      const app = testApp(database);
      const res = await apiCaller(app)('/api/geo/consultations', { method: 'POST', headers: asker.bearer, body: valid() });
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(10);
      const tables = await database.db.execute(sql`select to_regclass('geo_consultations') as t`);
      expect((tables as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
    } finally {
      await database.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
    // Two migrations of a fresh store, one of them in full: a busy machine takes longer than Vitest's default limit.
  }, 120_000);
});
