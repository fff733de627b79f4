// `npm run jobs`: counts, lists and re-queues jobs of the PostgreSQL queue (JOBS_BACKEND=postgres).
import { exitUnlessKnown, withDatabase } from '../cli';
import { parseEnvOrExit } from '../env';
import { JOB_STATES, type JobState } from '../db/schema';
import { countJobs, listJobs, retryDeadJob } from './inspect';

const HELP = `usage: npm run jobs -- <command>

  counts             jobs per name and state
  list <state>       the latest 50 jobs in a state: ${JOB_STATES.join(', ')}
  retry <id>         run a dead job again (fresh attempts, now)

Uses the server's settings (DATABASE_URL, else the embedded store under DATA_DIR).
With the embedded store, stop the server first: PGlite allows one process at a time.`;

const [command, arg] = process.argv.slice(2);
const known =
  command === 'counts' ||
  (command === 'list' && JOB_STATES.includes(arg as JobState)) ||
  (command === 'retry' && /^\d+$/.test(arg ?? ''));
exitUnlessKnown(known, command, HELP);

const env = parseEnvOrExit();
if (env.JOBS_BACKEND === 'redis') {
  console.error('JOBS_BACKEND=redis: the jobs are in BullMQ (queue "atlas", keys atlas:jobs:atlas:*), not in the database.');
  process.exit(1);
}
const code = await withDatabase(env, async (database) => {
  if (command === 'counts') {
    const counts = await countJobs(database.db);
    if (!counts.length) console.log('no jobs');
    for (const c of counts) console.log(`${c.name}\t${c.state}\t${c.count}`);
  } else if (command === 'list') {
    const rows = await listJobs(database.db, arg as JobState);
    if (!rows.length) console.log(`no ${arg} jobs`);
    for (const r of rows) {
      const when = r.finishedAt ?? r.lockedUntil ?? r.runAt;
      console.log(`#${r.id}\t${r.name}\t${r.key ?? '-'}\tattempts ${r.attempts}/${r.maxAttempts}\t${when.toISOString()}${r.lockedBy ? `\t${r.lockedBy}` : ''}`);
      if (r.lastError) console.log(`  ${r.lastError.split('\n').slice(0, 3).join('\n  ')}`);
      if (r.result !== null && r.result !== undefined) {
        const result = JSON.stringify(r.result);
        console.log(`  result ${result.length > 300 ? `${result.slice(0, 300)}…` : result}`);
      }
    }
  } else if (await retryDeadJob(database.db, Number(arg))) {
    console.log(`job #${arg} queued again; a running worker picks it up within a second`);
  } else {
    console.error(`no dead job #${arg}`);
    return 1;
  }
  return 0;
});
process.exit(code);
