// Shapes of in-site notifications: a kind (its text is the catalogue key `notification.<kind>`), values and
// an optional link, so every reader sees them in their own language.
import { z } from 'zod';

/** The kinds the site sends; each has a `notification.<kind>` message in every catalogue. */
export const NOTIFICATION_KINDS = [
  'points.adjusted',
  'order.inReview',
  'order.fulfilled',
  'order.rejected',
  'order.refunded',
  'invoice.issued',
  'report.accepted',
  'report.dismissed',
  'mcp.approved',
  'mcp.rejected',
  /** Sent before service requests had kinds (docs/decisions/026); older notifications still use it. */
  'geo.consultation',
  'lead.geo',
  'lead.training',
  'lead.labeling',
  'lead.agent',
  'lead.consulting',
  'lead.hardware',
  'lead.compute',
  'lead.deployment',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface TNotification {
  id: number;
  kind: string;
  values: Record<string, string | number>;
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/notifications */
export interface TNotificationPage {
  total: number;
  unread: number;
  page: number;
  pageSize: number;
  items: TNotification[];
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const ZNotificationQuery = z.object({
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 500)),
  pageSize: z.coerce
    .number()
    .int()
    .catch(NOTIFICATIONS_PAGE_SIZE)
    .transform((n) => Math.min(Math.max(n, 1), 50)),
});
export type TNotificationQuery = z.output<typeof ZNotificationQuery>;

export const ZNotificationId = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
