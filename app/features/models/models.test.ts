// The model library on real databases (PGlite, and PostgreSQL when reachable): the seed (count, sources, ids that
// never shadow a page, descriptions per language), listing with filters and sorts, compare, the cost table, the API
// and its validation, the provider icons, and the sitemap.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import SEED_DATA from '../../../server/db/seed/models.seed-data.json';
import { CN_MODELS } from '../../../server/db/seed/models.cn-data';
import { modelSeedRows } from '../../../server/db/seed/models.seed';
import { languageSitemapXml } from '~/features/seo/seo.server';
import { publicConfig, parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import pino from 'pino';
import { canonicalCompareQuery, RESERVED_MODEL_IDS, ZModelListQuery } from './models.schema';
import { compareModels, getModel, getModelsByIds, listModels } from './models.server';
import { CN_PRICES_AS_OF, ICONS_VERSION, MODEL_PACKAGES } from './models.sources';
import { MODEL_PROVIDERS } from './models.providers';

const targets = await dbTargets();
const RATE = 7.1;
const filters = (q: Record<string, string>) => ZModelListQuery.parse(q);

describe('the seed data', () => {
  const rows = modelSeedRows();

  it('holds at least 300 models, each id once, none of them a page under /models', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((m) => m.id)).size).toBe(rows.length);
    for (const reserved of RESERVED_MODEL_IDS) expect(rows.some((m) => m.id === reserved)).toBe(false);
    for (const m of rows) expect(m.id, m.id).toMatch(/^[a-z0-9][a-z0-9.-]{0,79}$/);
  });

  it('records where every price came from, and the pages name the same package versions', () => {
    expect(SEED_DATA.sources.map((s) => [s.package, s.version, s.published])).toEqual(MODEL_PACKAGES.map((p) => [p.name, p.version, p.published]));
    for (const m of rows) {
      expect(m.priceSource.name, m.id).toBeTruthy();
      expect(m.priceSource.date, m.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(CN_MODELS.every((m) => m.currency === 'CNY' && m.priceSource.date === CN_PRICES_AS_OF && m.priceSource.url?.startsWith('https://'))).toBe(true);
  });

  it('covers the Chinese providers the packages lack', () => {
    const providers = new Set(rows.map((m) => m.provider));
    for (const p of ['qwen', 'doubao', 'ernie', 'hunyuan', 'zhipu', 'moonshot', 'minimax', 'deepseek']) expect(providers.has(p), p).toBe(true);
    // Every provider has a display name (and an icon or an initial).
    const known = new Set(MODEL_PROVIDERS.map((p) => p.id));
    for (const p of providers) expect(known.has(p), p).toBe(true);
  });

  it('keeps tiers ordered and priced', () => {
    for (const m of rows) {
      const aboves = m.tiers.map((t) => t.above);
      expect(aboves, m.id).toEqual([...aboves].sort((a, b) => a - b));
      for (const t of m.tiers) expect(t.input ?? t.output, m.id).not.toBeNull();
    }
  });

  it('pins the icon package version the URLs carry', async () => {
    const file = createRequire(import.meta.url).resolve('@lobehub/icons-static-svg/package.json');
    expect(ICONS_VERSION).toBe((JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version);
  });
});

describe.each(targets)('the model library on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'models-v1'));
    app = testApp(database, { USD_CNY_RATE: String(RATE) });
    call = apiCaller(app);
  });
  afterAll(() => database?.close());

  it('stores every seed model with descriptions in zh, en and tw, and ja for the top 100', async () => {
    const all = await listModels(database.db, { sort: 'importance', page: 1, pageSize: 1000 }, 'ja', RATE);
    expect(all.total).toBe(modelSeedRows().length);
    const zh = await listModels(database.db, { sort: 'importance', page: 1, pageSize: 1000 }, 'zh', RATE);
    const tw = await listModels(database.db, { sort: 'importance', page: 1, pageSize: 1000 }, 'tw', RATE);
    const en = await listModels(database.db, { sort: 'importance', page: 1, pageSize: 1000 }, 'en', RATE);
    expect(zh.items.every((m) => /[\u4e00-\u9fff]/.test(m.description))).toBe(true);
    expect(en.items.every((m) => m.description.startsWith(m.name))).toBe(true);
    // Traditional characters: 模態 (modality), not 模态.
    expect(tw.items[0]!.description).toMatch(/輸入支援|模型/);
    expect(tw.items.some((m) => m.description.includes('态'))).toBe(false);
    // Japanese for the 100 most important; the rest read English.
    expect(all.items.slice(0, 100).every((m) => /[\u3040-\u30ff]/.test(m.description))).toBe(true);
    expect(all.items.slice(100).every((m) => !/[\u3040-\u30ff]/.test(m.description))).toBe(true);
    expect(all.items.map((m) => m.importance)).toEqual(all.items.map((_, i) => i + 1));
  });

  it('filters by provider, modality, open weights, context and price (CNY converted), and sorts', async () => {
    const qwen = await listModels(database.db, filters({ provider: 'qwen' }), 'zh', RATE);
    expect(qwen.total).toBeGreaterThan(10);
    expect(qwen.items.every((m) => m.provider === 'qwen' && m.providerName === '通义千问（阿里云）')).toBe(true);

    const images = await listModels(database.db, filters({ input: 'image', pageSize: '100' }), 'en', RATE);
    expect(images.total).toBeGreaterThan(0);
    expect(images.items.every((m) => m.modalitiesIn.includes('image'))).toBe(true);

    const open = await listModels(database.db, filters({ open: 'yes', pageSize: '100' }), 'en', RATE);
    expect(open.items.every((m) => m.openWeights === true)).toBe(true);
    const closed = await listModels(database.db, filters({ open: 'no', pageSize: '100' }), 'en', RATE);
    expect(closed.items.every((m) => m.openWeights === false)).toBe(true);

    const long = await listModels(database.db, filters({ minContext: '1000000', pageSize: '100' }), 'en', RATE);
    expect(long.items.every((m) => (m.contextWindow ?? 0) >= 1_000_000)).toBe(true);

    // ¥0.8 per million is $0.11 at 7.1: under a $0.5 ceiling; ¥6 ($0.85) is not.
    const cheap = await listModels(database.db, filters({ maxPrice: '0.5', provider: 'qwen', pageSize: '100' }), 'en', RATE);
    expect(cheap.items.map((m) => m.id)).toContain('qwen-plus');
    expect(cheap.items.map((m) => m.id)).not.toContain('qwen3-max');

    const byPrice = await listModels(database.db, filters({ sort: 'price', pageSize: '100' }), 'en', RATE);
    const usd = byPrice.items.map((m) => (m.currency === 'CNY' ? m.priceInput! / RATE : m.priceInput!));
    expect(usd).toEqual([...usd].sort((a, b) => a - b));

    const byContext = await listModels(database.db, filters({ sort: 'context', pageSize: '50' }), 'en', RATE);
    expect(byContext.items[0]!.contextWindow).toBeGreaterThanOrEqual(byContext.items[49]!.contextWindow ?? 0);

    const search = await listModels(database.db, filters({ q: 'claude' }), 'en', RATE);
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((m) => /claude/i.test(m.name + m.id))).toBe(true);

    const page2 = await listModels(database.db, filters({ page: '2', pageSize: '10' }), 'en', RATE);
    expect(page2.items[0]!.importance).toBe(11);
  });

  it('reads models by id in the order asked, and compares 2–4 of them', async () => {
    expect((await getModelsByIds(database.db, ['qwen-plus', 'no-such', 'GPT-4O'], 'en')).map((m) => m.id)).toEqual(['qwen-plus', 'gpt-4o']);
    await expect(getModel(database.db, 'no-such-model', 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const cmp = await compareModels(database.db, 'qwen-plus,gpt-4o,deepseek-chat', 'en', RATE);
    expect(cmp.models.map((m) => m.id)).toEqual(['qwen-plus', 'gpt-4o', 'deepseek-chat']);
    expect(cmp.differences).toEqual(expect.arrayContaining(['provider', 'priceInput']));
    // ¥0.8 = $0.11 per million input is the cheapest of the three.
    expect(cmp.cheapest.input).toBe('qwen-plus');

    await expect(compareModels(database.db, 'qwen-plus', 'en', RATE)).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(compareModels(database.db, 'a,b,c,d,e', 'en', RATE)).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(compareModels(database.db, 'qwen-plus,no-such', 'en', RATE)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(canonicalCompareQuery(['qwen-plus', 'gpt-4o', 'deepseek-chat'])).toBe('ids=deepseek-chat,gpt-4o,qwen-plus');
  });

  describe('the API', () => {
    it('lists with filters, in the envelope, cacheable', async () => {
      const res = await call('/api/models?provider=doubao&sort=price&langType=en');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.data.items.length).toBeGreaterThan(3);
      expect(res.body.data.items.every((m: { provider: string }) => m.provider === 'doubao')).toBe(true);
      expect(res.headers.get('cache-control')).toMatch(/public/);
    });

    it('refuses bad filters with a localised validation error', async () => {
      const zh = await call('/api/models?sort=cheapest');
      expect(zh.status).toBe(400);
      expect(zh.body.code).not.toBe(0);
      expect(zh.body.data.issues[0].field).toBe('sort');
      expect((await call('/api/models?minContext=-5')).status).toBe(400);
      expect((await call('/api/models?provider=%3Cscript%3E')).status).toBe(400);
    });

    it('answers one model, and 404 for an unknown one', async () => {
      const res = await call('/api/models/qwen3-max?langType=en');
      expect(res.body.data).toMatchObject({ id: 'qwen3-max', currency: 'CNY', priceInput: 6, tiers: [{ above: 32_768, input: 10, output: 40 }, { above: 131_072, input: 15, output: 60 }] });
      expect(res.body.data.priceSource.url).toMatch(/^https:\/\/help\.aliyun\.com\//);
      expect((await call('/api/models/no-such-model')).status).toBe(404);
    });

    it('compares with comma or repeated ids; fewer than two or more than four is a 400', async () => {
      const comma = await call('/api/models/compare?ids=gpt-4o,qwen-plus');
      expect(comma.body.data.models.map((m: { id: string }) => m.id)).toEqual(['gpt-4o', 'qwen-plus']);
      const repeated = await call('/api/models/compare?ids=gpt-4o&ids=qwen-plus');
      expect(repeated.body.data.models.map((m: { id: string }) => m.id)).toEqual(['gpt-4o', 'qwen-plus']);
      expect((await call('/api/models/compare?ids=gpt-4o')).status).toBe(400);
      expect((await call('/api/models/compare?ids=a,b,c,d,e')).status).toBe(400);
      expect((await call('/api/models/compare?ids=gpt-4o,no-such')).status).toBe(404);
    });

    it('estimates costs with the shared maths, cheapest first, in both currencies', async () => {
      const res = await call('/api/models/cost?ids=gpt-4o,qwen-plus&input=1000&output=1000&requestsPerDay=100');
      expect(res.status).toBe(200);
      const rows = res.body.data.rows as { id: string; monthly: { USD: number; CNY: number } }[];
      expect(rows.map((r) => r.id)).toEqual(['qwen-plus', 'gpt-4o']);
      // qwen-plus: (1000 × ¥0.8 + 1000 × ¥2) / 1e6 × 3000 requests = ¥8.4
      expect(rows[0]!.monthly.CNY).toBeCloseTo(8.4, 9);
      expect(rows[0]!.monthly.USD).toBeCloseTo(8.4 / RATE, 9);
      expect(res.body.data.rate).toBe(RATE);

      const budget = await call('/api/models/cost?ids=qwen-plus&input=1000&output=1000&mode=budget&budget=28&currency=CNY');
      expect(budget.body.data.rows[0].budgetRequests).toBe(10_000);

      const provider = await call('/api/models/cost?provider=zhipu');
      expect(provider.body.data.rows.every((r: { provider: string }) => r.provider === 'zhipu')).toBe(true);

      for (const bad of ['input=-1', 'cachedPercent=101', 'unit=pages', 'mode=yearly', 'requestsPerDay=abc', 'currency=EUR']) {
        expect((await call(`/api/models/cost?${bad}`)).status, bad).toBe(400);
      }
    });

    it('serves provider icons as SVG with a year-long cache, and nothing else', async () => {
      const res = await app.request(`/api/models/icons/qwen.svg?v=${ICONS_VERSION}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The site's policy applies: an SVG opened on its own could run no inline script.
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toMatch(/^<svg/);
      expect((await app.request('/api/models/icons/..%2F..%2Fpackage.json')).status).toBe(404);
      expect((await app.request('/api/models/icons/writer.svg')).status).toBe(404);
    });
  });

  it('lists the library, the calculator and every model in the sitemaps', async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const deps = { env, database, logger: pino({ level: 'silent' }), bus: createLocalBus() };
    const xml = await languageSitemapXml(deps, publicConfig(env), 'en');
    expect(xml).toContain('/en/models</loc>');
    expect(xml).toContain('/en/models/calculator</loc>');
    expect(xml).toContain('/en/models/qwen3-max</loc>');
    expect(xml).not.toContain('/models/compare</loc>');
  });
});
