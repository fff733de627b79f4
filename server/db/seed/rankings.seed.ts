// The rankings of a fresh store: every period the schedule keeps (12 weeks, 12 months, 4 quarters) computed from
// the catalogue's sample figures, so ranking pages and their sparklines have data at the first start. The recurring
// job computes later periods as they fall due. Timing is kept in app_meta for inspection.
import { catchUp } from '~/features/rankings/rankings.compute.server';
import type { Db } from '../client';
import { appMeta } from '../schema';

/** The seed runs before the settings reach it (no env in a seed step): RANKINGS_TZ is read as server/env.ts does. */
const timeZone = () => process.env.RANKINGS_TZ || 'Asia/Shanghai';

export async function runRankingsSeed(db: Db): Promise<void> {
  const started = performance.now();
  const results = await catchUp(db, { timeZone: timeZone() });
  const report = { periods: results.length, snapshots: results.reduce((n, r) => n + r.created, 0), ms: Math.round(performance.now() - started) };
  await db
    .insert(appMeta)
    .values({ key: 'seed:rankings-v1:report', value: report })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: report, updatedAt: new Date() } });
}
