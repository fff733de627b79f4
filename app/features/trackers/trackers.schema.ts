// The brand tracker's input schemas, shared by the server and the page's form (docs/decisions/027).
import { z } from 'zod';
import { ZPhone, ZSmsCode } from '~/features/accounts/accounts.schema';
import {
  TRACKER_BRAND_MAX,
  TRACKER_COMPETITORS_MAX,
  TRACKER_DESCRIPTION_MAX,
  TRACKER_DESCRIPTION_MIN,
  TRACKER_PRODUCTS_MAX,
  TRACKER_PRODUCTS_MIN,
  TRACKER_TAG_MAX_LENGTH,
  TRACKER_TAG_PATTERN,
  TRACKER_TOPICS_MAX,
  TRACKER_URL_MAX,
  TRACKER_URL_PATTERN,
} from './trackers.constants';

export * from './trackers.constants';

const unique = (list: readonly string[]) => new Set(list.map((v) => v.toLowerCase())).size === list.length;

export const ZTrackerTag = z
  .string()
  .trim()
  .min(1, 'tracker.error.tagEmpty')
  .max(TRACKER_TAG_MAX_LENGTH, 'tracker.error.tagLong')
  .regex(TRACKER_TAG_PATTERN, 'tracker.error.tagInvalid');

const tags = (max: number, min = 0, minMessage = 'tracker.error.productsMin') =>
  z
    .array(ZTrackerTag)
    .min(min, minMessage)
    .max(max, 'tracker.error.tagsMax')
    .refine(unique, 'tracker.error.tagDuplicate');

export const ZTrackerUrl = z
  .string()
  .trim()
  .max(TRACKER_URL_MAX, 'tracker.error.url')
  .regex(TRACKER_URL_PATTERN, 'tracker.error.url');

export const ZTrackerInput = z.object({
  brand: z.string({ error: 'tracker.error.brand' }).trim().min(1, 'tracker.error.brand').max(TRACKER_BRAND_MAX, 'tracker.error.brandLong'),
  description: z
    .string({ error: 'tracker.error.descriptionShort' })
    .trim()
    .min(TRACKER_DESCRIPTION_MIN, 'tracker.error.descriptionShort')
    .max(TRACKER_DESCRIPTION_MAX, 'tracker.error.descriptionLong'),
  products: tags(TRACKER_PRODUCTS_MAX, TRACKER_PRODUCTS_MIN),
  websiteUrl: z.union([z.literal(''), ZTrackerUrl]).nullish().transform((v) => v || null),
  competitors: tags(TRACKER_COMPETITORS_MAX).default([]),
  topics: tags(TRACKER_TOPICS_MAX).default([]),
  platforms: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{1,39}$/), { error: 'tracker.error.platforms' })
    .min(1, 'tracker.error.platforms')
    .max(20)
    .refine((list) => new Set(list).size === list.length, 'tracker.error.platforms'),
});
export type TTrackerInput = z.input<typeof ZTrackerInput>;

export const ZTrackerId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);

export const ZSiteQuery = z.object({ url: ZTrackerUrl });

export const ZNotifySend = z.object({ phone: ZPhone });
export const ZNotifyConfirm = z.object({ phone: ZPhone, code: ZSmsCode });
