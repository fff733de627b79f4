// The arena's job: the leaderboard recomputed from every vote after votes arrive (enqueued by each vote, one
// pending run at a time).
import { defineRecurringJob } from '../../../server/jobs/job';
import { refreshLeaderboard } from './arena.leaderboard.server';

export const arenaLeaderboardJob = defineRecurringJob({
  id: 'arena.leaderboard',
  // Also hourly, so a leaderboard survives a vote whose enqueue was lost with its process.
  every: 60 * 60_000,
  maxAttempts: 3,
  timeoutMs: 10 * 60_000,
  handler: async (ctx) => ({ votes: await refreshLeaderboard({ db: ctx.db, bus: ctx.bus, rounds: ctx.env.ARENA_BOOTSTRAP_ROUNDS }) }),
});
