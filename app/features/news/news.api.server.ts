// /api/news (the published news list, an article, a day's digest) and the editors' calls mounted under
// /api/admin/news: list, create, edit, preview, link products, schedule, publish, unpublish (docs/decisions/029).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { requireAdmin } from '../../../server/http/session';
import { routeDoc } from '../../../server/http/openapi';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ARTICLE_SLUG_PATTERN, isNewsDay, ZAdminArticleQuery, ZArticleId, ZArticleInput, ZDigestInput, ZNewsQuery, ZPreview, ZProductSearch, ZSchedule } from './news.schema';
import { getArticle, getDigest, listNews, renderArticleMarkdown } from './news.server';
import { newsPublishDueJob } from './news.jobs.server';
import {
  createArticle,
  draftArticle,
  getAdminArticle,
  listAdminArticles,
  listAdminDigests,
  saveDigest,
  publishArticle,
  scheduleArticle,
  searchLinkableProducts,
  unpublishArticle,
  updateArticle,
} from './news.write.server';

const doc = routeDoc('news');
const ZSlug = z.object({ slug: z.string().describe('The article slug (a-z, 0-9, hyphens).') });
const ZDay = z.object({ day: z.string().describe('The day, yyyy-mm-dd.') });

export const newsApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Published news, newest first, by tag and day or month', query: ZNewsQuery }), async (c) =>
    ok(c, await listNews(c.get('deps').database.db, parseQuery(c, ZNewsQuery), c.get('lang'))),
  )
  .get('/daily/:day', doc({ summary: "A day's digest and the news it links", params: ZDay, errors: { 404: 'No digest for that day.' } }), async (c) => {
    const day = c.req.param('day');
    if (!isNewsDay(day)) throw new AppError('NOT_FOUND');
    return ok(c, await getDigest(c.get('deps').database.db, day, c.get('lang')));
  })
  .get('/:slug', doc({ summary: 'One published article with its rendered body, sources and products', params: ZSlug, errors: { 404: 'No published article with that slug.' } }), async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (!ARTICLE_SLUG_PATTERN.test(slug)) throw new AppError('NOT_FOUND');
    return ok(c, await getArticle(c.get('deps').database.db, slug, c.get('lang')));
  });

const idOf = (c: Context<AppEnv>) => parseOrThrow(ZArticleId, { id: c.req.param('id') }, c.get('lang')).id;

export const newsAdminApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get('/', doc({ summary: 'Articles in every status, searchable', auth: 'admin', query: ZAdminArticleQuery }), async (c) =>
    ok(c, await listAdminArticles(c.get('deps').database.db, parseQuery(c, ZAdminArticleQuery), c.get('lang'))),
  )
  .post('/', doc({ summary: 'Create an article (a draft)', auth: 'admin', body: ZArticleInput, errors: { 409: 'The slug is taken.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const input = await parseJson(c, ZArticleInput);
    const deps = c.get('deps');
    return ok(c, await createArticle(deps.database.db, deps.bus, input, admin.id));
  })
  .post('/preview', doc({ summary: 'Render Markdown as the reading page will (sanitised HTML)', auth: 'admin', body: ZPreview }), async (c) => {
    const { markdown } = await parseJson(c, ZPreview);
    return ok(c, { html: renderArticleMarkdown(markdown) });
  })
  .get('/products', doc({ summary: 'Products to link, by slug or name', auth: 'admin', query: ZProductSearch }), async (c) => {
    const { q } = parseQuery(c, ZProductSearch);
    return ok(c, await searchLinkableProducts(c.get('deps').database.db, q, c.get('lang')));
  })
  .get('/digests', doc({ summary: 'The daily digests, newest first, with every language\'s title and introduction', auth: 'admin' }), async (c) =>
    ok(c, await listAdminDigests(c.get('deps').database.db)),
  )
  .put('/digests/:day', doc({ summary: "Write a day's digest title and introduction (created when the day has none)", auth: 'admin', params: ZDay, body: ZDigestInput, errors: { 404: 'Not a calendar day.' } }), async (c) => {
    await requireAdmin(c);
    const day = c.req.param('day');
    if (!isNewsDay(day)) throw new AppError('NOT_FOUND');
    const input = await parseJson(c, ZDigestInput);
    const deps = c.get('deps');
    return ok(c, await saveDigest(deps.database.db, deps.bus, day, input));
  })
  .get('/:id', doc({ summary: 'One article in every language, for editing', auth: 'admin', params: ZArticleId, errors: { 404: 'No such article.' } }), async (c) =>
    ok(c, await getAdminArticle(c.get('deps').database.db, idOf(c))),
  )
  .put('/:id', doc({ summary: 'Save an article (its status is unchanged; a published one changes on the site)', auth: 'admin', params: ZArticleId, body: ZArticleInput, errors: { 404: 'No such article.', 409: 'The slug is taken.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const id = idOf(c);
    const input = await parseJson(c, ZArticleInput);
    const deps = c.get('deps');
    return ok(c, await updateArticle(deps.database.db, deps.bus, id, input, admin.id));
  })
  .post('/:id/schedule', doc({ summary: 'Schedule publishing at a time (a past time publishes at the next run)', auth: 'admin', params: ZArticleId, body: ZSchedule, errors: { 404: 'No such article.', 409: 'It is published already.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const id = idOf(c);
    const { publishAt } = await parseJson(c, ZSchedule);
    const deps = c.get('deps');
    const article = await scheduleArticle(deps.database.db, deps.bus, id, publishAt, admin.id);
    // The run at the set time; the job's minutely run catches anything this one misses.
    await deps.jobs?.enqueue(newsPublishDueJob, { articleId: id }, { key: `article:${id}:${publishAt.getTime()}`, runAt: publishAt });
    return ok(c, article);
  })
  .post('/:id/publish', doc({ summary: 'Publish now', auth: 'admin', params: ZArticleId, errors: { 404: 'No such article.', 409: 'It is published already.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const deps = c.get('deps');
    return ok(c, await publishArticle(deps.database.db, deps.bus, idOf(c), admin.id));
  })
  .post('/:id/unpublish', doc({ summary: 'Take a published or scheduled article off the site', auth: 'admin', params: ZArticleId, errors: { 404: 'No such article.', 409: 'It is not published or scheduled.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const deps = c.get('deps');
    return ok(c, await unpublishArticle(deps.database.db, deps.bus, idOf(c), admin.id));
  })
  .post('/:id/draft', doc({ summary: 'Turn a scheduled or unpublished article back into a draft', auth: 'admin', params: ZArticleId, errors: { 404: 'No such article.', 409: 'It is a draft or published.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const deps = c.get('deps');
    return ok(c, await draftArticle(deps.database.db, deps.bus, idOf(c), admin.id));
  });
