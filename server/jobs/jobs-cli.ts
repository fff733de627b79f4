// `npm run jobs`: counts, lists and re-queues jobs of the PostgreSQL queue (server/jobs/jobs-command.ts).
import { runFromShell } from '../cli';
import { jobsCommand } from './jobs-command';

await runFromShell(jobsCommand);
