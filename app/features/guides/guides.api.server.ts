// /api/guides: the published guides by topic and order, and one guide with its rendered body, table of contents
// and related products (docs/decisions/031). Editors write guides through /api/admin/news with kind 'guide'.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { routeDoc } from '../../../server/http/openapi';
import { parseQuery } from '../../../server/http/validate';
import { ARTICLE_SLUG_PATTERN } from '~/features/news/news.constants';
import { ZGuideQuery } from './guides.schema';
import { getGuide, listGuides } from './guides.server';

const doc = routeDoc('guides');
const ZSlug = z.object({ slug: z.string().describe('The guide slug (a-z, 0-9, hyphens).') });

export const guidesApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Published guides by topic, newest or most read first', query: ZGuideQuery }), async (c) =>
    ok(c, await listGuides(c.get('deps').database.db, parseQuery(c, ZGuideQuery), c.get('lang'))),
  )
  .get('/:slug', doc({ summary: 'One published guide: rendered body, table of contents, reading time, sources, products', params: ZSlug, errors: { 404: 'No published guide with that slug.' } }), async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (!ARTICLE_SLUG_PATTERN.test(slug)) throw new AppError('NOT_FOUND');
    return ok(c, await getGuide(c.get('deps').database.db, slug, c.get('lang')));
  });
