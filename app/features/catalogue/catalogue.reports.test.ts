// "Report a problem" through the real API over PGlite and PostgreSQL: no sign-in needed, the spec-style messages for
// bad input, a hidden field that stores nothing, a limit per address, and the staff queue whose decisions reach a
// signed-in reporter as a notification, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { notifications, productReports } from '../../../server/db/schema';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import { REPORTS_PER_HOUR } from './catalogue.reports.server';

const targets = await dbTargets();

describe.each(targets)('product reports on $name', (target) => {
  let database: Database;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;
  let admin: TestUser;
  let ip = 0;
  // Each case reports from its own address, so the hourly limit is tested where it is meant to be.
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    call = apiCaller(testApp(database, { TRUST_PROXY: 'true' }));
    user = await createTestUser(database.db);
    admin = await createTestUser(database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await database?.close();
  });

  const report = (slug: string, body: Record<string, unknown>, headers: Record<string, string> = from()) =>
    call(`/api/products/${slug}/report`, { method: 'POST', headers, body });

  it('takes a report from a visitor, and says what is missing in the visitor’s language', async () => {
    const ok = await report('chatgpt', { reason: 'dead_link', text: 'The site answers 404 since Monday', email: 'A@Example.com' });
    expect(ok.body).toMatchObject({ code: 0, data: { received: true } });
    const [row] = await database.db.select().from(productReports).orderBy(productReports.id);
    expect(row).toMatchObject({ reason: 'dead_link', email: 'a@example.com', userId: null, status: 'new' });

    const missing = await report('chatgpt', { text: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('请选择问题类型');
    const badEmail = await call('/api/products/chatgpt/report?langType=en', { method: 'POST', headers: from(), body: { reason: 'other', text: 'Something is off here', email: 'nope' } });
    expect(badEmail.body.msg).toContain('Enter a valid e-mail address');
    expect((await report('no-such-product', { reason: 'other', text: 'Something is off here' })).status).toBe(404);
  });

  it('stores nothing from a bot that fills the hidden field, yet answers as if it did', async () => {
    const before = (await database.db.select().from(productReports)).length;
    const bot = await report('claude', { reason: 'spam', text: 'Buy cheap things now', website: 'http://spam.example' });
    expect(bot.body).toMatchObject({ code: 0, data: { received: true } });
    expect((await database.db.select().from(productReports)).length).toBe(before);
  });

  it('limits the reports of one address per hour', async () => {
    const headers = from();
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      expect((await report('midjourney', { reason: 'other', text: `Report number ${i}` }, headers)).status).toBe(200);
    }
    const over = await report('midjourney', { reason: 'other', text: 'One too many' }, headers);
    expect(over.status).toBe(429);
  });

  it('puts reports in the staff queue; a decision is made once and reaches a signed-in reporter', async () => {
    await report('ollama', { reason: 'wrong_info', text: 'The licence is MIT, not Apache' }, { ...from(), ...user.bearer });
    expect((await call('/api/admin/reports', { headers: user.bearer })).status).toBe(404);
    const queue = await call('/api/admin/reports', { headers: admin.bearer });
    const item = (queue.body.data as { id: number; product: { slug: string }; signedIn: boolean }[]).find((r) => r.product.slug === 'ollama')!;
    expect(item.signedIn).toBe(true);

    const decided = await call(`/api/admin/reports/${item.id}/decision`, { method: 'POST', headers: admin.bearer, body: { decision: 'accepted', note: 'Licence fixed' } });
    expect(decided.body).toMatchObject({ code: 0, data: { status: 'accepted' } });
    const again = await call(`/api/admin/reports/${item.id}/decision`, { method: 'POST', headers: admin.bearer, body: { decision: 'dismissed' } });
    expect(again.status).toBe(409);
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.kind)).toEqual(['report.accepted']);
    expect(told[0]!.link).toBe('/details/ollama');
    const open = await call('/api/admin/reports', { headers: admin.bearer });
    expect((open.body.data as { id: number }[]).some((r) => r.id === item.id)).toBe(false);
    const accepted = await call('/api/admin/reports?status=accepted', { headers: admin.bearer });
    expect((accepted.body.data as { id: number; staffNote: string }[]).find((r) => r.id === item.id)?.staffNote).toBe('Licence fixed');
  });
});
