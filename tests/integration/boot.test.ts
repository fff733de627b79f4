import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getPageViews, recordPageView } from '~/features/analytics/analytics.server';
import { openDatabase } from '../../server/db/client';
import { SEED_STEPS, seedDatabase } from '../../server/db/seed';
import { navMenuItems } from '../../server/db/schema';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('embedded database on disk', () => {
  it('seeds on first open, only migrates on the next, and keeps data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-boot-'));
    dirs.push(dataDir);

    // The catalogue step has its own test (catalogue.seed.test.ts); it takes seconds.
    const steps = SEED_STEPS.filter((s) => !s.bulk);
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedDatabase(first.db, steps)).toEqual(['navigation-v1', 'navigation-v2-android-com', 'navigation-v3-mcp', 'navigation-v4-geo-tools', 'navigation-v5-news', 'datasets-v1', 'navigation-v6-datasets', 'compute-v1', 'navigation-v7-compute', 'navigation-v8-services', 'guides-v1', 'navigation-v9-agents']);
    const menuCount = (await first.db.select().from(navMenuItems)).length;
    await recordPageView(first.db, { id: 'kept', type: 'product' }, 'visitor');
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedDatabase(second.db, steps)).toEqual([]);
    expect((await second.db.select().from(navMenuItems)).length).toBe(menuCount);
    expect(await getPageViews(second.db, 'product', 'kept')).toBe(1);
    await second.close();
    // Two opens of an embedded store on disk, migrated and seeded: a limit for a stuck run, not a slow machine.
  }, 120_000);
});

describe('server start with bad configuration', () => {
  it('exits with a message naming the bad variable and no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT:/);
    expect(result.stderr).toMatch(/DATABASE_URL:/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
