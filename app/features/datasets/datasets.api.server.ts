// /api/datasets: the dataset library with filters, and one dataset. Public reads, cacheable for a minute.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { routeDoc } from '../../../server/http/openapi';
import { parseOrThrow } from '../../../server/http/validate';
import { ZDatasetListQuery } from './datasets.schema';
import { getDataset, listDatasets } from './datasets.server';

const doc = routeDoc('datasets');
const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

export const datasetsApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'The dataset library, filtered and sorted', query: ZDatasetListQuery }), async (c) => {
    const query = parseOrThrow(ZDatasetListQuery, c.req.query(), c.get('lang'));
    return ok(c, await listDatasets(c.get('deps'), query, c.get('lang')), { headers: PUBLIC_CACHE });
  })
  .get('/:slug', doc({ summary: 'One dataset', errors: { 404: 'No such dataset.' } }), async (c) => {
    return ok(c, await getDataset(c.get('deps'), c.req.param('slug'), c.get('lang')), { headers: PUBLIC_CACHE });
  });
