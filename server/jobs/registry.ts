// Every background job of the application, in one list: queues enqueue and workers run only these.
import { arenaLeaderboardJob } from '~/features/arena/arena.jobs.server';
import { accountsHousekeepingJob } from '~/features/accounts/accounts.jobs.server';
import { prunePageViewMarksJob } from '~/features/analytics/analytics.jobs.server';
import { geoDetectJob } from '~/features/geo-check/geo-check.jobs.server';
import { catalogueHealthJob, catalogueImportJob, catalogueScreenshotsJob } from '~/features/catalogue/catalogue.jobs.server';
import { trackerAskJob, trackerScheduleJob } from '~/features/trackers/trackers.jobs.server';
import { newsPublishDueJob } from '~/features/news/news.jobs.server';
import { deployExpireJob, deployStartJob, deploySweepJob } from '~/features/deployments/deployments.jobs.server';
import { ordersReconcileJob } from '~/features/orders/orders.jobs.server';
import { rankingsComputeJob, rankingsScheduleJob } from '~/features/rankings/rankings.jobs.server';
import type { AnyJobDefinition } from './job';
import { analyzeStaleTablesJob, pruneFinishedJobsJob } from './maintenance';

export const JOBS: readonly AnyJobDefinition[] = [
  prunePageViewMarksJob,
  accountsHousekeepingJob,
  catalogueImportJob,
  catalogueHealthJob,
  catalogueScreenshotsJob,
  rankingsScheduleJob,
  rankingsComputeJob,
  ordersReconcileJob,
  arenaLeaderboardJob,
  geoDetectJob,
  trackerAskJob,
  trackerScheduleJob,
  newsPublishDueJob,
  deployStartJob,
  deployExpireJob,
  deploySweepJob,
  pruneFinishedJobsJob,
  analyzeStaleTablesJob,
];
