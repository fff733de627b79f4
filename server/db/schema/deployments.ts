// One-click deployments (docs/decisions/036): a signed-in user's deployment of an open-source product, from
// "deploying" to "deployed" or "failed", and "expired" 24 hours after it was asked for (SPEC §3, §4, §9). The
// runner (a sandbox on the site, or a container platform's API) keeps its own id of the app.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

export const deployments = pgTable(
  'deployments',
  {
    /** Random, unguessable: the sandbox's access address carries it. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** 'deploying' | 'deployed' | 'failed' | 'expired' (deployments.constants.ts DEPLOYMENT_STATES) */
    status: text('status').notNull().default('deploying'),
    /** 'sandbox' | 'http': the runner that holds the app, so expiry deletes it where it is. */
    runner: text('runner').notNull(),
    /** The runner's id of the app, once it was created there. */
    externalId: text('external_id'),
    /** Where the deployed app answers (http or https). */
    accessUrl: text('access_url'),
    /** Why it failed, for staff (the user sees a localised message). */
    error: text('error'),
    /** Deploy time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    /** Deploy time + DEPLOY_TTL_MS (24 hours). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it failed or expired. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('deployments_user_idx').on(t.userId, t.createdAt), index('deployments_due_idx').on(t.status, t.expiresAt)],
);
