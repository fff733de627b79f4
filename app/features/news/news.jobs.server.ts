// Scheduled publishing (docs/decisions/029): scheduling an article queues a run of this job at its time; the same
// job also runs every minute, so an article whose run was lost (or whose time was moved) is published within one.
import { z } from 'zod';
import { defineJob } from '../../../server/jobs/job';
import { publishDueArticles } from './news.write.server';

export const newsPublishDueJob = defineJob({
  id: 'news.publish-due',
  payload: z.object({ articleId: z.number().int().positive().optional() }),
  every: 60_000,
  maxAttempts: 3,
  timeoutMs: 60_000,
  handler: async (_payload, ctx) => {
    const published = await publishDueArticles(ctx.db, ctx.bus);
    if (published.length) ctx.logger.info({ jobId: ctx.jobId, published }, 'scheduled articles published');
    return { published };
  },
});
