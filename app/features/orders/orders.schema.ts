// Shapes of the orders area (SPEC §2.2 submission page, §3 "Ad slot order" / "Submission form", §4 payment and
// review, §5 promote / ad / update rules, §9 ad positions): the three order forms shared by the browser and the
// API, the price list, and the order as the user center shows it.
import { z } from 'zod';

export const ORDER_KINDS = ['submission', 'ad', 'update'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

/** Submission packages (SPEC-NOTES "Review time"): standard review in 1–2 working days; fast track within 24 h. */
export const SUBMISSION_PACKAGES = ['standard', 'fast'] as const;
export type TSubmissionPackage = (typeof SUBMISSION_PACKAGES)[number];

/** The six ad positions of SPEC §9, in the order the page lists them. */
export const AD_POSITIONS = ['home_banner', 'home_recommend', 'library_home', 'mcp_home', 'models_home', 'news_reading'] as const;
export type TAdPosition = (typeof AD_POSITIONS)[number];
/**
 * Positions whose page the site has today: a slot on a page that does not exist is not sold (every area's position
 * opened when its page shipped; the news reading page with docs/decisions/029).
 */
export const OPEN_AD_POSITIONS: readonly TAdPosition[] = ['home_banner', 'home_recommend', 'library_home', 'mcp_home', 'models_home', 'news_reading'];

/** SPEC §9: an ad runs 30 × 24 h from approval (SPEC-NOTES "Ad slot length"). */
export const AD_DAYS = 30;

export const PAYMENT_METHODS = ['wechat', 'alipay', 'stripe', 'sandbox'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export type TCurrency = 'CNY' | 'USD';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in_review',
  'fulfilled',
  'rejected',
  'refunding',
  'refunded',
  'expired',
  'cancelled',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** The price of every package, in minor units of one currency. */
export interface TPriceList {
  currency: TCurrency;
  submission: Record<TSubmissionPackage, number>;
  update: number;
  ad: Record<TAdPosition, number>;
}

/**
 * SPEC §5 URL pattern: http, https, ftp or ftps, a host with at least one dot, an optional port, path or query.
 * The host part allows letters of any script (IDN).
 */
export const URL_PATTERN = /^(?:https?|ftps?):\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/u;

const text = (max: number) => z.string().trim().max(max);
const ZContactEmail = z
  .string({ error: 'orders.error.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'orders.error.emailRequired')
  .max(254)
  .pipe(z.email('orders.error.email'));
const ZMethod = z.enum(PAYMENT_METHODS, { error: 'orders.error.method' });
/** The product an ad or update is for: chosen from existing ones (SPEC §5). */
const ZProductRef = z.coerce
  .number({ error: 'orders.error.productMissing' })
  .int('orders.error.productMissing')
  .positive('orders.error.productMissing');

export const ZWebsiteUrl = z
  .string({ error: 'orders.error.urlRequired' })
  .trim()
  .min(1, 'orders.error.urlRequired')
  .max(2048, 'orders.error.url')
  .regex(URL_PATTERN, 'orders.error.url');

export const ZSubmissionForm = z.object({
  name: z.string({ error: 'orders.error.nameRequired' }).trim().min(1, 'orders.error.nameRequired').max(60),
  websiteUrl: ZWebsiteUrl,
  package: z.enum(SUBMISSION_PACKAGES, { error: 'orders.error.package' }),
  categorySlug: z.string({ error: 'orders.error.category' }).trim().min(1, 'orders.error.category').max(64),
  /** One line under the name on cards. */
  tagline: text(120).min(1, 'orders.error.tagline'),
  description: text(2000).optional().default(''),
  type: z.enum(['commercial', 'open_source']).default('commercial'),
  pricing: z.enum(['free', 'freemium', 'paid', 'open_source']).default('freemium'),
  contactEmail: ZContactEmail,
  method: ZMethod,
});
export type TSubmissionForm = z.input<typeof ZSubmissionForm>;

export const ZAdOrderForm = z.object({
  productId: ZProductRef,
  contactEmail: ZContactEmail,
  position: z.enum(AD_POSITIONS, { error: 'orders.error.position' }),
  /** SPEC §3: the duration is 1 month; the only value. */
  months: z.literal(1).default(1),
  method: ZMethod,
});
export type TAdOrderForm = z.input<typeof ZAdOrderForm>;

/** The fields an update may change; at least one. */
export const ZProductChanges = z
  .object({
    name: text(60).optional(),
    websiteUrl: ZWebsiteUrl.optional(),
    tagline: text(120).optional(),
    description: text(2000).optional(),
    categorySlug: text(64).optional(),
    pricing: z.enum(['free', 'freemium', 'paid', 'open_source']).optional(),
  })
  .transform((changes) => Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined && v !== '')))
  .refine((changes) => Object.keys(changes).length > 0, 'orders.error.noChanges');

export const ZUpdateOrderForm = z.object({
  productId: ZProductRef,
  contactEmail: ZContactEmail,
  changes: ZProductChanges,
  method: ZMethod,
});
export type TUpdateOrderForm = z.input<typeof ZUpdateOrderForm>;

export const ZOrderInput = z.discriminatedUnion('kind', [
  ZSubmissionForm.extend({ kind: z.literal('submission') }),
  ZAdOrderForm.extend({ kind: z.literal('ad') }),
  ZUpdateOrderForm.extend({ kind: z.literal('update') }),
]);
export type TOrderInput = z.output<typeof ZOrderInput>;

/** The client names each form submission once (a UUID made when the form opens): a double submit is one order. */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const ZOrderNo = z.string().regex(/^AT\d{8}[A-Z0-9]{8}$/);

export const ZInvoiceRequest = z.object({
  title: z.string({ error: 'orders.error.invoiceTitle' }).trim().min(1, 'orders.error.invoiceTitle').max(120),
  /** Chinese unified social credit codes are 18 characters; other tax ids vary. */
  taxId: z
    .string({ error: 'orders.error.taxId' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,30}$/, 'orders.error.taxId'),
  email: ZContactEmail,
});
export type TInvoiceRequest = z.input<typeof ZInvoiceRequest>;

export const ZReviewDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, 'orders.error.reason').max(500),
    /** A rejection under the listing policy refunds in full (SPEC §9); any other rejection does not. */
    policy: z.boolean().default(true),
  }),
]);

export interface TOrderEvent {
  from: TOrderStatus | null;
  to: TOrderStatus;
  cause: 'user' | 'callback' | 'staff' | 'system';
  note: string | null;
  at: string;
}

export interface TPaymentAttempt {
  reference: string;
  method: TPaymentMethod;
  /** The QR code as an SVG document, when the method pays by scanning. */
  qrSvg: string | null;
  redirectUrl: string | null;
  /**
   * The sandbox's tester page (what its QR code holds), so a tester at a desktop can pay without a phone; null for
   * real gateways, whose codes only their apps open.
   */
  payUrl: string | null;
  expiresAt: string;
  status: 'open' | 'paid' | 'failed' | 'closed' | 'refunded';
}

export interface TOrder {
  orderNo: string;
  kind: TOrderKind;
  package: string;
  status: TOrderStatus;
  amountMinor: number;
  currency: TCurrency;
  method: TPaymentMethod;
  details: Record<string, unknown>;
  product: { id: number; slug: string; name: string; live: boolean } | null;
  rejectReason: string | null;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string;
  events: TOrderEvent[];
  attempt: TPaymentAttempt | null;
  ad: { position: TAdPosition; startsAt: string; endsAt: string; status: string; impressions: number; clicks: number } | null;
  invoice: { id: number; status: 'requested' | 'issued'; title: string; issuedAt: string | null } | null;
  refund: { status: string; amountMinor: number; at: string } | null;
}

export interface TOrderSummary {
  orderNo: string;
  kind: TOrderKind;
  package: string;
  status: TOrderStatus;
  amountMinor: number;
  currency: TCurrency;
  title: string;
  createdAt: string;
  invoice: 'requested' | 'issued' | null;
}
