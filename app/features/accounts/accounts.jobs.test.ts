import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/fixtures/accounts';
import { dbTargets } from '../../../tests/fixtures/db';
import { testJobContext } from '../../../tests/fixtures/jobs';
import type { Database } from '../../../server/db/client';
import { loginTickets, rateLimits, sessions, sliderChallenges, verificationCodes } from '../../../server/db/schema';
import { accountsHousekeepingJob } from './accounts.jobs.server';
import { sha256 } from './sessions.server';

const targets = await dbTargets();
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

describe.each(targets)('accounts.housekeeping on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes sessions, tickets, codes, challenges and rate-limit windows that can no longer be used', async () => {
    const db = database.db;
    const user = await createTestUser(db);
    await db.insert(sessions).values([
      { tokenHash: 'expired', userId: user.id, expiresAt: ago('2 days') },
      { tokenHash: 'revoked', userId: user.id, expiresAt: ahead('20 days'), revokedAt: ago('2 days') },
      { tokenHash: 'just-expired', userId: user.id, expiresAt: ago('1 hour') },
    ]);
    await db.insert(loginTickets).values([
      { ticketHash: 'old', userId: user.id, expiresAt: ago('2 days') },
      { ticketHash: 'fresh', userId: user.id, expiresAt: ahead('5 minutes') },
    ]);
    await db.insert(verificationCodes).values([
      { target: '+8613800000000', scene: 'login', codeHash: 'a', expiresAt: ago('2 days') },
      { target: '+8613800000000', scene: 'login', codeHash: 'b', expiresAt: ahead('5 minutes') },
    ]);
    await db.insert(sliderChallenges).values([
      { id: 'old', targetX: 100, y: 20, expiresAt: ago('2 hours') },
      { id: 'fresh', targetX: 100, y: 20, expiresAt: ahead('2 minutes') },
    ]);
    await db.insert(rateLimits).values([
      { key: 'ended', count: 3, resetAt: ago('1 second') },
      { key: 'running', count: 3, resetAt: ahead('1 hour') },
    ]);

    const result = await accountsHousekeepingJob.handler({}, testJobContext(database));
    expect(result).toEqual({ sessions: 2, loginTickets: 1, verificationCodes: 1, sliderChallenges: 1, rateLimits: 1 });

    const hashes = (await db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h).sort();
    expect(hashes).toEqual(['just-expired', sha256(user.token)].sort());
    expect((await db.select({ h: loginTickets.ticketHash }).from(loginTickets)).map((r) => r.h)).toEqual(['fresh']);
    expect((await db.select({ c: verificationCodes.codeHash }).from(verificationCodes)).map((r) => r.c)).toEqual(['b']);
    expect((await db.select({ id: sliderChallenges.id }).from(sliderChallenges)).map((r) => r.id)).toEqual(['fresh']);
    expect((await db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k)).toEqual(['running']);

    // Nothing left to do: a second run deletes nothing.
    expect(await accountsHousekeepingJob.handler({}, testJobContext(database))).toEqual({
      sessions: 0,
      loginTickets: 0,
      verificationCodes: 0,
      sliderChallenges: 0,
      rateLimits: 0,
    });
  });
});
