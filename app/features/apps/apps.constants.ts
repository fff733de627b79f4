// The app rankings' constants: no zod here, so the ranking pages do not ship the validation library
// (apps.schema.ts re-exports them with the schemas).

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type TAppPlatform = (typeof APP_PLATFORMS)[number];

/**
 * App categories, in the order the filter lists them. No slug may start with "com": a path containing `/com` after
 * /best-ai-apps/android is refused (SPEC §2.1), and categories are path segments.
 */
export const APP_CATEGORIES = [
  'chat',
  'characters',
  'image',
  'video',
  'writing',
  'education',
  'productivity',
  'search',
  'translation',
  'audio',
] as const;
export type TAppCategory = (typeof APP_CATEGORIES)[number];

export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MAX_APP_PAGE_SIZE = 100;
export const APP_PAGE_SIZE = 20;
