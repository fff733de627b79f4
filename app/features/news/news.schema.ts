// The news area's schemas (docs/decisions/029): the public list's query, and what editors send — an article's
// text per language, sources, tags, products and the workflow moves. Messages are catalogue keys.
import { z } from 'zod';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_KINDS,
  ARTICLE_PRODUCTS_MAX,
  ARTICLE_SLUG_PATTERN,
  ARTICLE_SOURCES_MAX,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  DIGEST_INTRO_MAX,
  DIGEST_TITLE_MAX,
  isNewsDay,
} from './news.constants';

export * from './news.constants';

/** NUL cannot be stored in a PostgreSQL text column and is never meant: it is dropped. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');
const text = (max: number, tooLong: string) => z.string().transform(withoutNul).pipe(z.string().trim().max(max, { error: tooLong }));

export const ZNewsQuery = z.object({
  tag: z.string().transform(withoutNul).pipe(z.string().trim().max(40)).optional().catch(undefined),
  /** One day (yyyy-mm-dd) or one month (yyyy-mm). */
  date: z
    .string()
    .refine((v) => isNewsDay(v) || (/^\d{4}-\d{2}$/.test(v) && isNewsDay(`${v}-01`)))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 500)),
});
export type TNewsQuery = z.output<typeof ZNewsQuery>;

const ZLocalized = (max: number, tooLong: string) =>
  z.object({ zh: text(max, tooLong).optional(), en: text(max, tooLong).optional(), tw: text(max, tooLong).optional(), ja: text(max, tooLong).optional() });

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000, { error: 'news.admin.error.url' })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, { error: 'news.admin.error.url' });

export const ZArticleInput = z
  .object({
    slug: z.string({ error: 'news.admin.error.slug' }).trim().toLowerCase().regex(ARTICLE_SLUG_PATTERN, { error: 'news.admin.error.slug' }),
    kind: z.enum(ARTICLE_KINDS).default('news'),
    title: ZLocalized(ARTICLE_TITLE_MAX, 'news.admin.error.titleLong'),
    summary: ZLocalized(ARTICLE_SUMMARY_MAX, 'news.admin.error.summaryLong'),
    body: ZLocalized(ARTICLE_BODY_MAX, 'news.admin.error.bodyLong'),
    sources: z
      .array(z.object({ url: ZHttpUrl, name: text(80, 'news.admin.error.sourceName') }))
      .max(ARTICLE_SOURCES_MAX, { error: 'news.admin.error.sources' })
      .default([]),
    coverUrl: z.union([z.literal(''), ZHttpUrl]).nullish().transform((v) => v || null),
    tags: z
      .array(z.string().transform(withoutNul).pipe(z.string().trim().min(1).max(40, { error: 'news.admin.error.tag' })))
      .max(ARTICLE_TAGS_MAX, { error: 'news.admin.error.tags' })
      .default([])
      .transform((tags) => [...new Set(tags)]),
    productIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(ARTICLE_PRODUCTS_MAX, { error: 'news.admin.error.products' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  // An article needs its Chinese or English title and body: the other languages fall back to them.
  .refine((a) => !!(a.title.zh || a.title.en), { error: 'news.admin.error.title', path: ['title'] })
  .refine((a) => !!(a.body.zh || a.body.en), { error: 'news.admin.error.body', path: ['body'] });
export type TArticleInput = z.output<typeof ZArticleInput>;

export const ZArticleId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZSchedule = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'news.admin.error.publishAt' }).transform((v) => new Date(v)),
});
export const ZPreview = z.object({ markdown: z.string().max(ARTICLE_BODY_MAX, { error: 'news.admin.error.bodyLong' }) });
export const ZAdminArticleQuery = z.object({
  q: z.string().transform(withoutNul).pipe(z.string().trim().max(100)).catch(''),
  status: z.enum(ARTICLE_STATUSES).optional().catch(undefined),
  kind: z.enum(ARTICLE_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 1000)),
});
export const ZProductSearch = z.object({ q: z.string().transform(withoutNul).pipe(z.string().trim().min(1).max(60)) });

/** A daily digest's title and introduction: Chinese or English required, the others fall back to them. */
export const ZDigestInput = z
  .object({
    title: ZLocalized(DIGEST_TITLE_MAX, 'news.admin.error.titleLong'),
    intro: ZLocalized(DIGEST_INTRO_MAX, 'news.admin.error.introLong'),
  })
  .refine((d) => !!(d.title.zh || d.title.en), { error: 'news.admin.error.title', path: ['title'] })
  .refine((d) => !!(d.intro.zh || d.intro.en), { error: 'news.admin.error.intro', path: ['intro'] });
export type TDigestInput = z.output<typeof ZDigestInput>;
