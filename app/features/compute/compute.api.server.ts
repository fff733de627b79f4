// /api/compute: offers with filters, one offer, the GPUs, one GPU, and the assistant's estimate. Public reads,
// cacheable for a minute; bad input is a localised validation error.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { routeDoc } from '../../../server/http/openapi';
import { parseOrThrow } from '../../../server/http/validate';
import { ZComputeListQuery, ZEstimateQuery } from './compute.schema';
import { estimateWithOffers, getGpu, getOffer, listGpus, listOffers } from './compute.server';

const doc = routeDoc('compute');
const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

export const computeApi = new Hono<AppEnv>()
  .get('/offers', doc({ summary: 'Compute offers (sample prices until imported), filtered and sorted', query: ZComputeListQuery }), async (c) => {
    const query = parseOrThrow(ZComputeListQuery, c.req.query(), c.get('lang'));
    return ok(c, await listOffers(c.get('deps'), query), { headers: PUBLIC_CACHE });
  })
  .get('/offers/:id', doc({ summary: 'One compute offer with its GPU', errors: { 404: 'No such offer.' } }), async (c) => {
    return ok(c, await getOffer(c.get('deps'), c.req.param('id')), { headers: PUBLIC_CACHE });
  })
  .get('/gpus', doc({ summary: 'GPU specifications with their sources' }), async (c) => {
    return ok(c, await listGpus(c.get('deps')), { headers: PUBLIC_CACHE });
  })
  .get('/gpus/:slug', doc({ summary: 'One GPU with its offers', errors: { 404: 'No such GPU.' } }), async (c) => {
    return ok(c, await getGpu(c.get('deps'), c.req.param('slug')), { headers: PUBLIC_CACHE });
  })
  .get('/estimate', doc({ summary: 'Memory a workload needs, broken down, and the offers that hold it', query: ZEstimateQuery }), async (c) => {
    const query = parseOrThrow(ZEstimateQuery, c.req.query(), c.get('lang'));
    return ok(c, await estimateWithOffers(c.get('deps'), query), { headers: PUBLIC_CACHE });
  });
