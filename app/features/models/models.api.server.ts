// /api/models: the library with filters, one model, a comparison, the cost table and the provider icons. Public
// reads, cacheable by browsers and proxies for a minute.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { parseOrThrow } from '../../../server/http/validate';
import { ZCompareIds, ZCostQuery, ZModelListQuery } from './models.schema';
import { compareModels, estimateModelCosts, getModel, listModels } from './models.server';
import { MODEL_PROVIDERS } from './models.providers';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('models');

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

/** The query with repeated keys kept as arrays (`ids=a&ids=b`). */
function query(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

const single = (q: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

// Icons: the package's files, read once, served with a year's cache (the URL carries the package version).
const require = createRequire(import.meta.url);
export const ICONS_VERSION: string = (require('@lobehub/icons-static-svg/package.json') as { version: string }).version;
const iconDir = path.join(path.dirname(require.resolve('@lobehub/icons-static-svg/package.json')), 'icons');
const ICON_FILES = new Map(MODEL_PROVIDERS.filter((p) => p.icon).map((p) => [p.id, p.icon!]));
const icons = new Map<string, string>();

export const modelsApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'The model library, filtered and sorted', query: ZModelListQuery }), async (c) => {
    const filters = parseOrThrow(ZModelListQuery, single(query(c)), c.get('lang'));
    const deps = c.get('deps');
    return ok(c, await listModels(deps, filters, c.get('lang'), deps.env.USD_CNY_RATE), { headers: PUBLIC_CACHE });
  })
  .get('/compare', doc({ summary: 'Models side by side', query: { ids: ZCompareIds } }), async (c) => {
    const ids = parseOrThrow(ZCompareIds, query(c).ids ?? [], c.get('lang'));
    const deps = c.get('deps');
    return ok(c, await compareModels(deps, ids, c.get('lang'), deps.env.USD_CNY_RATE), { headers: PUBLIC_CACHE });
  })
  .get('/cost', doc({ summary: 'What a workload costs on each model', query: ZCostQuery }), async (c) => {
    const q = query(c);
    const { ids, provider, ...input } = parseOrThrow(ZCostQuery, { ...single(q), ids: q.ids }, c.get('lang'));
    const deps = c.get('deps');
    const result = await estimateModelCosts(deps, input, { ids, provider }, c.get('lang'), deps.env.USD_CNY_RATE);
    return ok(c, { input, ...result }, { headers: PUBLIC_CACHE });
  })
  .get('/icons/:file', doc({ summary: "A provider's icon (SVG)", description: 'The file is the provider id with or without `.svg`.', response: { description: 'The icon, cached for a year.', content: { 'image/svg+xml': { type: 'string' } } }, errors: { 404: 'No icon for that provider.' } }), async (c) => {
    const provider = c.req.param('file').replace(/\.svg$/, '');
    const file = ICON_FILES.get(provider);
    if (!file) throw new AppError('NOT_FOUND');
    let svg = icons.get(file);
    if (svg === undefined) {
      svg = await fs.readFile(path.join(iconDir, `${file}.svg`), 'utf8');
      icons.set(file, svg);
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .get('/:id', doc({ summary: 'One model', errors: { 404: 'No such model.' } }), async (c) => {
    return ok(c, await getModel(c.get('deps'), c.req.param('id'), c.get('lang')), { headers: PUBLIC_CACHE });
  });
