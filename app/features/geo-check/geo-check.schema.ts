// The GEO check's input schemas, shared by the server and the page's form (docs/decisions/024).
import { z } from 'zod';
import {
  GEO_EXPORT_FORMATS,
  GEO_KEYWORD_MAX_LENGTH,
  GEO_KEYWORD_PATTERN,
  GEO_KEYWORDS_MAX,
  GEO_QUESTION_MAX,
} from './geo-check.constants';

export * from './geo-check.constants';

export const ZGeoKeyword = z
  .string()
  .trim()
  .min(1, 'geo.error.keywordEmpty')
  .max(GEO_KEYWORD_MAX_LENGTH, 'geo.error.keywordLong')
  .regex(GEO_KEYWORD_PATTERN, 'geo.error.keywordInvalid');

export const ZGeoCheckInput = z.object({
  question: z.string({ error: 'geo.error.questionRequired' }).trim().min(1, 'geo.error.questionRequired').max(GEO_QUESTION_MAX, 'geo.error.questionLong'),
  keywords: z
    .array(ZGeoKeyword, { error: 'geo.error.keywordsRequired' })
    .min(1, 'geo.error.keywordsRequired')
    .max(GEO_KEYWORDS_MAX, 'geo.error.keywordsMax')
    .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, 'geo.error.keywordDuplicate'),
  platforms: z
    .array(z.string().regex(/^[a-z][a-z0-9-]{1,39}$/), { error: 'geo.error.platformsRequired' })
    .min(1, 'geo.error.platformsRequired')
    .max(20)
    .refine((list) => new Set(list).size === list.length, 'geo.error.platformsRequired'),
});
export type TGeoCheckInput = z.input<typeof ZGeoCheckInput>;

export const ZGeoId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);

export const ZGeoExportQuery = z.object({ format: z.enum(GEO_EXPORT_FORMATS).catch('xlsx').default('xlsx') });

export const ZGeoHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1).default(1) });

export const ZGeoKeywordQuery = z.object({ q: z.string().trim().max(100).catch('').default('') });
