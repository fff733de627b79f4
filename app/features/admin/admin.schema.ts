// Shapes of the staff console: user search, disabling, points adjustments and the audit trail (docs/decisions/009).
import { z } from 'zod';
import { ZHttpUrl } from '../catalogue/catalogue.schema';
import { REPORT_STATUSES } from '../catalogue/catalogue.schema';

export const ADMIN_PAGE_SIZE = 20;
const MAX_ID = Number.MAX_SAFE_INTEGER;

const ZPage = z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 500));

/** GET /api/admin/users?q&page: q matches e-mail, phone, display name or the id. */
export const ZAdminUserQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
  page: ZPage,
});
export type TAdminUserQuery = z.output<typeof ZAdminUserQuery>;

export const ZAdminAuditQuery = z.object({ page: ZPage });

/** A user id in a path: digits only (no 1e3, no signs), within the safe integer range. */
export const ZAdminUserId = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID)),
});

/** A product id in a path: the same digits-only rule. */
export const ZAdminProductId = ZAdminUserId;

/** POST /api/admin/health/:id/decision: what staff do with a product whose site failed its checks. */
export const ZAdminHealthDecision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep') }),
  z.object({ action: z.literal('hide') }),
  z.object({ action: z.literal('close') }),
  z.object({ action: z.literal('fix'), url: ZHttpUrl }),
]);

/** POST /api/admin/products/:id/status: hide a product from every list, search and page, or publish it again. */
export const ZAdminProductStatus = z.object({
  status: z.enum(['published', 'hidden']),
  reason: z.string().trim().max(500).optional(),
});
export type TAdminProductStatus = z.output<typeof ZAdminProductStatus>;

/** POST /api/admin/users/:id/status */
export const ZAdminUserStatus = z.object({
  status: z.enum(['active', 'disabled']),
  reason: z.string().trim().max(500).optional(),
});
export type TAdminUserStatus = z.output<typeof ZAdminUserStatus>;

/** POST /api/admin/users/:id/points: a signed, non-zero amount with the reason the user will read. */
export const ZAdminPointsAdjust = z.object({
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'accounts.error.amountZero'),
  note: z.string().trim().min(1, 'accounts.error.noteRequired').max(500),
});
export type TAdminPointsAdjust = z.output<typeof ZAdminPointsAdjust>;

export interface TAdminUser {
  id: number;
  displayName: string;
  email: string | null;
  phone: string | null;
  role: 'user' | 'admin';
  status: 'active' | 'disabled';
  points: number;
  createdAt: string;
}

export interface TAdminUserPage {
  total: number;
  page: number;
  pageSize: number;
  items: TAdminUser[];
}

export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.disable',
  'user.enable',
  'points.adjust',
  'product.hide',
  'product.publish',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export interface TAuditEntry {
  id: number;
  /** Who acted (e-mail, phone or name of the staff member); null for the command line. */
  actor: string | null;
  action: string;
  targetUserId: number | null;
  /** E-mail, phone or name of the user acted on. */
  target: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface TAuditPage {
  total: number;
  page: number;
  pageSize: number;
  items: TAuditEntry[];
}

/** GET /api/admin/reports: the moderation queue (new) or what was decided. */
export const ZAdminReportQuery = z.object({ status: z.enum(REPORT_STATUSES).default('new') });
