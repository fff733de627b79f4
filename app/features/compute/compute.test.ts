// The compute market on real databases (PGlite, and PostgreSQL when reachable): the GPU facts and sample offers of
// the seed, listing with every filter and sort, one offer and one GPU, the assistant's offers, the API with its
// localised validation errors, the import that replaces the samples, and the sitemap.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import { GPUS_SEED, sampleOffers } from '../../../server/db/seed/compute.seed-data';
import { publicConfig, parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { languageSitemapXml } from '~/features/seo/seo.server';
import { COMPUTE_AVAILABILITY, COMPUTE_REGIONS, COMPUTE_SECTIONS, ZComputeListQuery, ZEstimateQuery } from './compute.schema';
import { importOffers, parseOfferFile } from './compute.import.server';
import { estimateWithOffers, getGpu, getOffer, listGpus, listOffers } from './compute.server';

const targets = await dbTargets();
const query = (q: Record<string, string>) => ZComputeListQuery.parse(q);

describe('the seed', () => {
  it('holds the GPUs the market names, each with figures and a source', () => {
    const slugs = GPUS_SEED.map((g) => g.slug);
    for (const slug of ['h100-sxm', 'h100-pcie', 'h200', 'h20', 'b200', 'a100-40g', 'a100-80g', 'a800', 'h800', 'l40s', 'l20', 'l4', 'a10', 't4', 'rtx-4090', 'rtx-5090', 'rtx-3090', 'mi300x', 'mi325x', 'ascend-910b', 'gaudi-3']) {
      expect(slugs, slug).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const g of GPUS_SEED) {
      expect(g.memoryGb, g.slug).toBeGreaterThan(0);
      expect(g.bandwidthGbs, g.slug).toBeGreaterThan(100);
      expect(g.fp16Tflops, g.slug).toBeGreaterThan(10);
      expect(g.fp8Tflops === null || g.fp8Tflops >= g.fp16Tflops, g.slug).toBe(true);
      expect(g.source, g.slug).toMatch(/^https:\/\//);
      expect(g.year, g.slug).toBeGreaterThanOrEqual(2018);
    }
  });

  it('makes the same sample offers every time, in every section, each with a known GPU and sane prices', () => {
    const offers = sampleOffers();
    expect(offers).toEqual(sampleOffers());
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    for (const section of COMPUTE_SECTIONS) expect(offers.filter((o) => o.section === section).length, section).toBeGreaterThanOrEqual(8);
    for (const o of offers) {
      expect(GPUS_SEED.some((g) => g.slug === o.gpu), o.id).toBe(true);
      expect(COMPUTE_REGIONS, o.id).toContain(o.region);
      expect(COMPUTE_AVAILABILITY, o.id).toContain(o.availability);
      expect(o.pricePerMonth, o.id).toBeGreaterThan(o.pricePerHour * 500);
      expect(o.provider, o.id).toMatch(/^Sample Cloud [A-E]$/);
    }
  });
});

describe.each(targets)('the compute market on $name', (target) => {
  let database: Database;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'compute-v1'));
    call = apiCaller(testApp(database));
  });
  afterAll(() => database?.close());

  it('lists every offer as a sample, and filters by section, GPU, memory, count, region, provider, availability and price', async () => {
    const all = await listOffers(database.db, query({ pageSize: '100' }));
    expect(all.total).toBe(sampleOffers().length);
    expect(all.hasSamples).toBe(true);
    expect(all.items.every((o) => o.isSample)).toBe(true);
    const prices = all.items.map((o) => o.pricePerHour);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const servers = await listOffers(database.db, query({ section: 'servers', pageSize: '100' }));
    expect(servers.items.every((o) => o.section === 'servers')).toBe(true);
    expect(servers.total).toBeLessThan(all.total);

    const h100 = await listOffers(database.db, query({ gpu: 'h100-sxm' }));
    expect(h100.total).toBeGreaterThan(0);
    expect(h100.items.every((o) => o.gpu.slug === 'h100-sxm' && o.totalMemoryGb === o.gpuCount * 80)).toBe(true);

    const big = await listOffers(database.db, query({ memory: '640', pageSize: '100' }));
    expect(big.items.every((o) => o.totalMemoryGb >= 640)).toBe(true);
    const eight = await listOffers(database.db, query({ count: '8', pageSize: '100' }));
    expect(eight.items.every((o) => o.gpuCount === 8)).toBe(true);
    const region = all.items[0]!.region;
    expect((await listOffers(database.db, query({ region, pageSize: '100' }))).items.every((o) => o.region === region)).toBe(true);
    const provider = await listOffers(database.db, query({ provider: 'Sample Cloud B', pageSize: '100' }));
    expect(provider.items.every((o) => o.provider === 'Sample Cloud B')).toBe(true);
    expect(all.providers).toContain('Sample Cloud B');
    const limited = await listOffers(database.db, query({ availability: 'limited', pageSize: '100' }));
    expect(limited.items.every((o) => o.availability === 'limited')).toBe(true);
    const range = await listOffers(database.db, query({ priceMin: '5', priceMax: '20', pageSize: '100' }));
    expect(range.total).toBeGreaterThan(0);
    expect(range.items.every((o) => o.pricePerHour >= 5 && o.pricePerHour <= 20)).toBe(true);

    const byMonth = (await listOffers(database.db, query({ sort: 'price-month', pageSize: '100' }))).items.map((o) => o.pricePerMonth);
    expect(byMonth).toEqual([...byMonth].sort((a, b) => a - b));
    const byMemory = (await listOffers(database.db, query({ sort: 'memory', pageSize: '100' }))).items.map((o) => o.totalMemoryGb);
    expect(byMemory).toEqual([...byMemory].sort((a, b) => b - a));
    const newest = (await listOffers(database.db, query({ sort: 'newest', pageSize: '100' }))).items.map((o) => o.listedAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const page2 = await listOffers(database.db, query({ page: '2', pageSize: '10' }));
    expect(page2.items.map((o) => o.id)).toEqual(all.items.slice(10, 20).map((o) => o.id));
  });

  it('reads one offer with its GPU and similar offers, one GPU with its offers; unknown ids are not found', async () => {
    const id = sampleOffers().find((o) => o.gpu === 'h200')!.id;
    const { offer, gpu, similar } = await getOffer(database.db, id);
    expect(offer).toMatchObject({ id, isSample: true, currency: 'CNY' });
    expect(gpu).toMatchObject({ slug: 'h200', memoryGb: 141, memoryType: 'HBM3e', bandwidthGbs: 4800, sourceDate: '2026-11-27' });
    expect(similar.every((o) => o.gpu.slug === 'h200' && o.id !== id)).toBe(true);
    await expect(getOffer(database.db, 'no-such-offer')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getOffer(database.db, '../etc\u0000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const h20 = await getGpu(database.db, 'h20');
    expect(h20.gpu.fp16Tflops).toBe(148);
    expect(h20.offers.length).toBe(h20.gpu.offerCount);
    await expect(getGpu(database.db, 'rtx-9999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listGpus(database.db)).length).toBe(GPUS_SEED.length);
  });

  it('finds the offers that hold an estimate, cheapest per month first, and only FP8-capable GPUs for FP8', async () => {
    const r70 = await estimateWithOffers(database.db, ZEstimateQuery.parse({ params: '70', precision: 'fp16' }));
    expect(r70.memory.weightsGb).toBe(140);
    expect(r70.matching).toBeGreaterThan(0);
    expect(r70.offers.every((o) => o.totalMemoryGb >= r70.memory.totalGb)).toBe(true);
    const months = r70.offers.map((o) => o.pricePerMonth);
    expect(months).toEqual([...months].sort((a, b) => a - b));
    const fp8 = await estimateWithOffers(database.db, ZEstimateQuery.parse({ params: '8', precision: 'fp8' }), 1000);
    expect(fp8.offers.some((o) => o.gpu.slug === 'a100-80g')).toBe(false);
    expect(fp8.offers.some((o) => o.gpu.slug === 'h100-sxm')).toBe(true);
    const huge = await estimateWithOffers(database.db, ZEstimateQuery.parse({ params: '2000', workload: 'training', precision: 'fp32' }));
    expect(huge.offers).toEqual([]);
  });

  it('serves the API, refusing bad input with messages in the asked language (never a 500)', async () => {
    const list = await call('/api/compute/offers?section=leasing&sort=price-month');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toMatch(/public/);
    expect(list.body.data.items.every((o: { section: string; isSample: boolean }) => o.section === 'leasing' && o.isSample)).toBe(true);
    for (const bad of ['section=shop', 'sort=random', 'page=0', 'count=3', 'priceMin=-1', 'memory=abc', 'pageSize=1000', 'gpu=%3Cscript%3E']) {
      const res = await call(`/api/compute/offers?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).not.toBe(0);
    }
    expect((await call('/api/compute/gpus')).body.data.length).toBe(GPUS_SEED.length);
    expect((await call('/api/compute/gpus/b200')).body.data.gpu).toMatchObject({ memoryGb: 180, fp8Tflops: 4500 });
    expect((await call('/api/compute/gpus/nope')).status).toBe(404);
    expect((await call(`/api/compute/offers/${sampleOffers()[0]!.id}`)).status).toBe(200);
    expect((await call('/api/compute/offers/nope')).status).toBe(404);

    const estimate = await call('/api/compute/estimate?workload=full-finetune&params=7&precision=bf16&context=4096&batch=1');
    expect(estimate.status).toBe(200);
    const m = estimate.body.data.memory;
    expect(m.weightsGb + m.gradientsGb + m.optimiserGb).toBe(112);
    expect(estimate.body.data.offers.length).toBeGreaterThan(0);

    const zh = await call('/api/compute/estimate?workload=training&precision=int4');
    expect(zh.status).toBe(400);
    expect(zh.body.data.issues[0]).toMatchObject({ field: 'precision', message: '全参数训练与微调仅支持 FP32、BF16 或 FP16；量化模型请选择 LoRA 微调' });
    const en = await call('/api/compute/estimate?params=-3&langType=en');
    expect(en.status).toBe(400);
    expect(en.body.data.issues[0]).toMatchObject({ field: 'params', message: 'Parameters must be between 0.1 and 2,000 billion' });
    for (const bad of ['context=12', 'batch=0', 'batch=1.5', 'workload=dance', 'attention=x', 'params=1e400', 'context=%00']) {
      const res = await call(`/api/compute/estimate?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.data.issues.length, bad).toBeGreaterThan(0);
    }
  });

  it('takes an inquiry about an offer as a compute lead naming it, after sign-in; an unknown offer is refused', async () => {
    const body = (subject: string) => ({ kind: 'compute', subject, name: '李雷', company: '云帆智能', email: 'li@example.com', phone: '13800138000', requirements: '需要 8 卡 H100 训练 70B 模型，约三个月' });
    const signedOut = await call('/api/leads', { method: 'POST', body: body(sampleOffers()[0]!.id) });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.msg).toBe('请先登录后再提交表单');
    const user = await createTestUser(database.db);
    const offer = sampleOffers().find((o) => o.id === 'servers-h100-sxm-8x-1')!;
    const sent = await call('/api/leads', { method: 'POST', headers: user.bearer, body: body(offer.id) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.code).toBe(0);
    const gone = await call('/api/leads?langType=en', { method: 'POST', headers: user.bearer, body: body('no-such-offer') });
    expect(gone.status).toBe(400);
    const admin = await createTestUser(database.db, { role: 'admin' });
    const list = await call('/api/admin/leads?kind=compute', { headers: admin.bearer });
    expect(list.body.data.items[0]).toMatchObject({ kind: 'compute', subject: offer.id, subjectLabel: `${offer.title} · ${offer.provider}` });
  });

  it('lists the market, its sections, GPUs and offers in the sitemaps', async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const deps = { env, database, logger: pino({ level: 'silent' }), bus: createLocalBus() };
    const xml = await languageSitemapXml(deps, publicConfig(env), 'en');
    for (const path of ['/en/compute', '/en/compute/leasing', '/en/compute/gpus/h100-sxm', '/en/compute/assistant', `/en/compute/offers/${sampleOffers()[0]!.id}`]) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });

  it('imports real offers from CSV: the samples go, bad rows are reported, and a second run writes the same state', async () => {
    const csv = [
      'id,section,title,gpu,gpuCount,cpuCores,ramGb,storageGb,region,provider,availability,pricePerHour,pricePerMonth,listedAt',
      'acme-h100-8x,servers,"8× H100 SXM, InfiniBand",h100-sxm,8,192,2048,15360,cn-east,Acme Compute,available,150.5,98000,2026-11-01',
      'acme-4090-1x,leasing,1× RTX 4090,rtx-4090,1,16,64,,cn-south,Acme Compute,limited,2.1,1200,',
      'bad-gpu,leasing,1× Nothing,rtx-9999,1,8,32,0,cn-south,Acme,available,1,500,',
      'bad-price,leasing,1× L4,l4,1,8,32,0,cn-south,Acme,available,-1,500,',
      'acme-4090-1x,leasing,dup,rtx-4090,1,16,64,,cn-south,Acme Compute,limited,2.1,1200,',
    ].join('\n');
    const rows = parseOfferFile('offers.csv', csv);
    expect(rows).toHaveLength(5);
    const first = await importOffers(database.db, rows);
    expect(first).toMatchObject({ created: 2, updated: 0, samplesRemoved: sampleOffers().length });
    expect(first.rejected.map((r) => r.row)).toEqual([3, 4, 5]);
    expect(first.rejected[0]!.reasons[0]).toMatch(/rtx-9999/);
    expect(first.rejected[1]!.reasons[0]).toMatch(/pricePerHour/);
    const list = await listOffers(database.db, query({}));
    expect(list.total).toBe(2);
    expect(list.hasSamples).toBe(false);
    const { offer } = await getOffer(database.db, 'acme-h100-8x');
    expect(offer).toMatchObject({ title: '8× H100 SXM, InfiniBand', isSample: false, totalMemoryGb: 640, pricePerMonth: 98000, listedAt: '2026-11-01T00:00:00.000Z' });

    const again = await importOffers(database.db, parseOfferFile('offers.json', JSON.stringify({ offers: rows.slice(0, 2) })));
    expect(again).toMatchObject({ created: 0, updated: 2, samplesRemoved: 0, rejected: [] });
    expect((await listOffers(database.db, query({}))).total).toBe(2);
    // A file with nothing valid writes nothing.
    expect(await importOffers(database.db, [{ id: 'x' }])).toMatchObject({ created: 0, updated: 0, samplesRemoved: 0 });
    expect(() => parseOfferFile('offers.json', '{"nope": 1}')).toThrow(/array/);
  });
});
