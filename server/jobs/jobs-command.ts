// `npm run jobs` (server/jobs/jobs-cli.ts): counts, lists and re-queues jobs of the PostgreSQL queue
// (JOBS_BACKEND=postgres).
import { settingsOrReport, usageCode, withDatabase, type Command } from '../cli';
import { JOB_STATES, type JobState } from '../db/schema';
import { countJobs, listJobs, retryDeadJob } from './inspect';

const HELP = `usage: npm run jobs -- <command>

  counts             jobs per name and state
  list <state>       the latest 50 jobs in a state: ${JOB_STATES.join(', ')}
  retry <id>         run a dead job again (fresh attempts, now)

Uses the server's settings (DATABASE_URL, else the embedded store under DATA_DIR).
With the embedded store, stop the server first: PGlite allows one process at a time.`;

export const jobsCommand: Command = async ([command, arg], output, source) => {
  const known =
    command === 'counts' ||
    (command === 'list' && JOB_STATES.includes(arg as JobState)) ||
    (command === 'retry' && /^\d+$/.test(arg ?? ''));
  if (!known) return usageCode(command, HELP, output);

  const env = settingsOrReport(source, output);
  if (!env) return 1;
  if (env.JOBS_BACKEND === 'redis') {
    output.err('JOBS_BACKEND=redis: the jobs are in BullMQ (queue "atlas", keys atlas:jobs:atlas:*), not in the database.');
    return 1;
  }
  return withDatabase(env, async (database) => {
    if (command === 'counts') {
      const counts = await countJobs(database.db);
      if (!counts.length) output.out('no jobs');
      for (const c of counts) output.out(`${c.name}\t${c.state}\t${c.count}`);
    } else if (command === 'list') {
      const rows = await listJobs(database.db, arg as JobState);
      if (!rows.length) output.out(`no ${arg} jobs`);
      for (const r of rows) {
        const when = r.finishedAt ?? r.lockedUntil ?? r.runAt;
        output.out(`#${r.id}\t${r.name}\t${r.key ?? '-'}\tattempts ${r.attempts}/${r.maxAttempts}\t${when.toISOString()}${r.lockedBy ? `\t${r.lockedBy}` : ''}`);
        if (r.lastError) output.out(`  ${r.lastError.split('\n').slice(0, 3).join('\n  ')}`);
        if (r.result !== null && r.result !== undefined) {
          const result = JSON.stringify(r.result);
          output.out(`  result ${result.length > 300 ? `${result.slice(0, 300)}…` : result}`);
        }
      }
    } else if (await retryDeadJob(database.db, Number(arg))) {
      output.out(`job #${arg} queued again; a running worker picks it up within a second`);
    } else {
      output.err(`no dead job #${arg}`);
      return 1;
    }
    return 0;
  });
};
