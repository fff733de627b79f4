// `npm run rankings -- compute <weekly|monthly|quarterly> [--at date]` and `npm run rankings -- catch-up`: the
// rankings' scheduled work run by an operator. `compute` stores the latest period of that kind due at the date (a
// day in RANKINGS_TZ, default today); `catch-up` every due period lacking snapshots. Existing snapshots are kept
// (computing twice changes nothing); running servers are told on the deployment's change bus.
import { catchUp, computePeriod, type ComputeResult } from '~/features/rankings/rankings.compute.server';
import { publishRankingChanges } from '~/features/rankings/rankings.jobs.server';
import { dueAt, latestDuePeriod, PERIOD_KINDS, startOfDay, type TPeriodKind } from '~/features/rankings/rankings.periods';
import { exitUnlessKnown, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';

const HELP = `usage: npm run rankings -- <command>

  compute <weekly|monthly|quarterly> [--at YYYY-MM-DD]
                     the latest period of that kind due on that day (default: today) in RANKINGS_TZ
  catch-up           every due period (12 weeks, 12 months, 4 quarters) that has no snapshot yet

Schedule (RANKINGS_TZ): weeks on Wednesday 00:00, months and quarters on the 8th 00:00 (docs/operations.md).`;

const args = process.argv.slice(2);
const [command, kind] = args;
const atIndex = args.indexOf('--at');
const at = atIndex >= 0 ? args[atIndex + 1] : undefined;
const known =
  (command === 'compute' && PERIOD_KINDS.includes(kind as TPeriodKind) && (atIndex < 0 || /^\d{4}-\d{2}-\d{2}$/.test(at ?? ''))) ||
  (command === 'catch-up' && args.length === 1);
exitUnlessKnown(known, command, HELP);

const env = parseEnvOrExit();
const timeZone = env.RANKINGS_TZ;

const code = await withDatabase(env, async (database, changes) => {
  let results: ComputeResult[];
  if (command === 'compute') {
    // The end of the given day, so that a period due that day counts.
    const now = at ? new Date(startOfDay(at, timeZone).getTime() + 86_399_000) : new Date();
    const period = latestDuePeriod(kind as TPeriodKind, now, timeZone);
    // A snapshot is final: a period whose figures are not complete yet is never stored.
    if (dueAt(period, timeZone) > new Date()) {
      console.error(`${kind} ${period.key} is not due until ${dueAt(period, timeZone).toISOString()}: its figures are not complete yet`);
      return 1;
    }
    results = [await computePeriod(database.db, period, { timeZone })];
  } else results = await catchUp(database.db, { timeZone });
  for (const r of results) {
    console.log(`${r.period.kind} ${r.period.key}: ${r.created ? `${r.created} snapshots stored in ${r.ms} ms` : 'already computed, kept as it was'}`);
  }
  if (!results.length) console.log('nothing due: every kept period has its snapshots');
  if (!results.some((r) => r.created)) return 0;
  try {
    console.log(await changes.publish((bus) => publishRankingChanges(bus, results)));
    return 0;
  } catch (error) {
    console.error(`the rankings are saved, but running servers could not be told (${(error as Error).message}): their pages refresh within PAGE_CACHE_TTL_S.`);
    return 1;
  }
});
process.exit(code);
