import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prunePageViewMarksJob } from '~/features/analytics/analytics.jobs.server';
import { dbTargets } from '../../tests/fixtures/db';
import { testJobContext } from '../../tests/fixtures/jobs';
import type { Database } from '../db/client';
import { jobs, pageViewMarks } from '../db/schema';
import pino from 'pino';
import { redisReachable, TEST_REDIS_URL } from '../../tests/fixtures/redis';
import { parseEnv } from '../env';
import { createLocalBus } from '../events/change-bus';
import { jobRegistry } from './job';
import { pruneFinishedJobs } from './maintenance';
import { createJobQueue } from './queue';
import { JOBS } from './registry';

describe('job registry', () => {
  it('holds every job defined next to a feature, once, with a well-formed definition', async () => {
    expect(() => jobRegistry(JOBS)).not.toThrow();
    const featuresDir = path.resolve('app/features');
    const defined: string[] = [];
    for (const area of fs.readdirSync(featuresDir)) {
      for (const file of fs.readdirSync(path.join(featuresDir, area)).filter((f) => f.endsWith('.jobs.server.ts'))) {
        const module = (await import(pathToFileURL(path.join(featuresDir, area, file)).href)) as Record<string, unknown>;
        for (const value of Object.values(module)) {
          if (value && typeof value === 'object' && 'handler' in value && 'id' in value) defined.push((value as { id: string }).id);
        }
      }
    }
    expect(defined.length).toBeGreaterThanOrEqual(3);
    const registered = JOBS.map((j) => j.id);
    for (const id of defined) expect(registered).toContain(id);
    expect(registered).toEqual(
      expect.arrayContaining(['analytics.prune-page-view-marks', 'accounts.housekeeping', 'catalogue.import', 'jobs.prune-finished', 'db.analyze-stale-tables']),
    );
    for (const job of JOBS) {
      expect(job.maxAttempts).toBeGreaterThanOrEqual(1);
      expect(job.timeoutMs).toBeGreaterThan(0);
    }
  });
});

describe('job queue of a process', () => {
  it('is the jobs table unless JOBS_BACKEND=redis', async () => {
    const database = await (await dbTargets())[0]!.open({ seed: false });
    const deps = { database, logger: pino({ level: 'silent' }), bus: createLocalBus() };
    try {
      const postgres = createJobQueue({ ...deps, env: parseEnv({ LOG_LEVEL: 'silent' }) });
      expect(postgres.backend).toBe('postgres');
      await postgres.close();
      if (await redisReachable()) {
        const redis = createJobQueue({ ...deps, env: parseEnv({ JOBS_BACKEND: 'redis', REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' }) });
        expect(redis.backend).toBe('redis');
        await redis.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe.each(await dbTargets())('maintenance jobs on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('prunes page-view marks older than the de-duplication window', async () => {
    await database.db.insert(pageViewMarks).values([
      { key: 'old', createdAt: sql`now() - interval '6 minutes'` },
      { key: 'recent', createdAt: sql`now() - interval '1 minute'` },
    ]);
    await prunePageViewMarksJob.handler({}, testJobContext(database));
    expect((await database.db.select({ key: pageViewMarks.key }).from(pageViewMarks)).map((r) => r.key)).toEqual(['recent']);
  });

  it('deletes done jobs after 7 days and dead ones after 30', async () => {
    const row = (name: string, state: 'done' | 'dead' | 'pending', finished: string | null) => ({
      name,
      payload: {},
      maxAttempts: 1,
      state,
      finishedAt: finished ? sql`now() - ${finished}::interval` : null,
    });
    await database.db
      .insert(jobs)
      .values([
        row('t.done-old', 'done', '8 days'),
        row('t.done-new', 'done', '6 days'),
        row('t.dead-old', 'dead', '31 days'),
        row('t.dead-new', 'dead', '8 days'),
        row('t.pending', 'pending', null),
      ]);
    expect(await pruneFinishedJobs(database.db)).toEqual({ done: 1, dead: 1 });
    const names = (await database.db.select({ name: jobs.name }).from(jobs)).map((r) => r.name).sort();
    expect(names).toEqual(['t.dead-new', 't.done-new', 't.pending']);
  });
});
