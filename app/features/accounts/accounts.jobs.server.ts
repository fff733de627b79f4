// Jobs of the accounts area: rows that can no longer be used — sessions, tickets, codes, slider challenges and
// rate-limit windows past their end — are deleted once an hour.
import { pruneRateLimits } from '../../../server/http/rate-limit';
import { defineRecurringJob } from '../../../server/jobs/job';
import { pruneLoginTickets, pruneVerificationCodes } from './accounts.server';
import { pruneSessions } from './sessions.server';
import { pruneSliderChallenges } from './slider.server';

export const accountsHousekeepingJob = defineRecurringJob({
  id: 'accounts.housekeeping',
  every: 60 * 60_000,
  maxAttempts: 3,
  timeoutMs: 10 * 60_000,
  handler: async (ctx) => ({
    sessions: await pruneSessions(ctx.db),
    loginTickets: await pruneLoginTickets(ctx.db),
    verificationCodes: await pruneVerificationCodes(ctx.db),
    sliderChallenges: await pruneSliderChallenges(ctx.db),
    rateLimits: await pruneRateLimits(ctx.db),
  }),
});
