// The dataset library on real databases (PGlite, and PostgreSQL when reachable): the seed facts (count, unique
// slugs, sources, descriptions per language), the licence reading, size formatting, listing with filters and
// sorts, one dataset, the API and its validation, and the sitemap.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import { DATASETS_SEED } from '../../../server/db/seed/datasets.seed-data';
import { publicConfig, parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { languageSitemapXml } from '~/features/seo/seo.server';
import { DATASET_MODALITIES, DATASET_TASKS, DATASET_UNITS, ZDatasetListQuery } from './datasets.schema';
import { formatDatasetSize } from './datasets.format';
import { licenceKind } from './datasets.licence';
import { getDataset, listDatasets, relatedDatasets } from './datasets.server';

const targets = await dbTargets();
const query = (q: Record<string, string>) => ZDatasetListQuery.parse(q);

describe('the seed facts', () => {
  it('hold at least 150 public datasets, each slug once and well formed, in the vocabularies', () => {
    expect(DATASETS_SEED.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DATASETS_SEED.map((d) => d.slug)).size).toBe(DATASETS_SEED.length);
    for (const d of DATASETS_SEED) {
      expect(d.slug, d.slug).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
      expect(DATASET_TASKS, d.slug).toContain(d.task);
      expect(DATASET_MODALITIES, d.slug).toContain(d.modality);
      expect(DATASET_UNITS, d.slug).toContain(d.unit);
      expect(d.url, d.slug).toMatch(/^https?:\/\/[^/]+\./);
      expect(d.source, d.slug).toMatch(/^https?:\/\//);
      expect(d.year, d.slug).toBeGreaterThanOrEqual(1998);
      expect(d.year, d.slug).toBeLessThanOrEqual(2026);
      expect(d.size === null || d.size > 0, d.slug).toBe(true);
      expect(d.description.zh, d.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(d.description.en, d.slug).toMatch(/^[^\u4e00-\u9fff]+[.?]$/);
    }
  });

  it('cover every task of the vocabulary, and Chinese datasets', () => {
    const tasks = new Set(DATASETS_SEED.map((d) => d.task));
    for (const task of DATASET_TASKS) expect(tasks.has(task), task).toBe(true);
    expect(DATASETS_SEED.filter((d) => d.languages.includes('zh')).length).toBeGreaterThanOrEqual(20);
  });
});

describe('licence reading', () => {
  it('tells commercial-use licences from non-commercial and custom terms', () => {
    expect(licenceKind('CC-BY-4.0')).toBe('open');
    expect(licenceKind('ODC-BY-1.0')).toBe('open');
    expect(licenceKind('Apache-2.0')).toBe('open');
    expect(licenceKind('CC0-1.0')).toBe('open');
    expect(licenceKind('CC-BY-NC-4.0')).toBe('noncommercial');
    expect(licenceKind('CC-BY-NC-SA-4.0')).toBe('noncommercial');
    expect(licenceKind('Apache-2.0 (metadata); audio non-commercial')).toBe('noncommercial');
    expect(licenceKind('ImageNet terms (non-commercial)')).toBe('noncommercial');
    expect(licenceKind('Research use')).toBe('noncommercial');
    expect(licenceKind('Common Crawl Terms of Use')).toBe('custom');
    expect(licenceKind(null)).toBe('unknown');
  });
});

describe('sizes', () => {
  it('are written in each language’s compact notation, bytes in decimal units, small counts in full', () => {
    expect(formatDatasetSize(15e12, 'tokens', 'en')).toBe('15T');
    expect(formatDatasetSize(15e12, 'tokens', 'zh')).toBe('15万亿');
    expect(formatDatasetSize(1281167, 'images', 'zh')).toBe('128.1万');
    expect(formatDatasetSize(1281167, 'images', 'tw')).toBe('128.1萬');
    expect(formatDatasetSize(825e9, 'bytes', 'en')).toBe('825 GB');
    expect(formatDatasetSize(67.5e12, 'bytes', 'zh')).toBe('67.5 TB');
    expect(formatDatasetSize(1616, 'tasks', 'en')).toBe('1,616');
    expect(formatDatasetSize(null, 'documents', 'en')).toBeNull();
  });
});

describe.each(targets)('the dataset library on $name', (target) => {
  let database: Database;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    database = await target.open({ seed: false });
    await seedDatabase(database.db, SEED_STEPS.filter((s) => s.id === 'datasets-v1'));
    call = apiCaller(testApp(database));
  });
  afterAll(() => database?.close());

  it('stores every seed dataset with its description in zh, en and tw (ja reads en)', async () => {
    const en = await listDatasets(database.db, { pageSize: 1000 }, 'en');
    expect(en.total).toBe(DATASETS_SEED.length);
    const tw = await getDataset(database.db, 'wenetspeech', 'tw');
    // Traditional characters: 語音 (speech), not 语音.
    expect(tw.description).toContain('語音');
    const ja = await getDataset(database.db, 'wenetspeech', 'ja');
    expect(ja.description).toBe((await getDataset(database.db, 'wenetspeech', 'en')).description);
    const coco = await getDataset(database.db, 'COCO', 'zh');
    expect(coco).toMatchObject({ name: 'COCO', task: 'object-detection', licenceKind: 'open', sourceDate: '2026-11-27' });
  });

  it('filters by search, task, modality, licence and language, and sorts', async () => {
    const speech = await listDatasets(database.db, query({ task: 'speech-recognition' }), 'en');
    expect(speech.total).toBeGreaterThanOrEqual(5);
    expect(speech.items.every((d) => d.task === 'speech-recognition')).toBe(true);

    const chinese = await listDatasets(database.db, query({ language: 'zh', pageSize: '100' }), 'zh');
    expect(chinese.items.map((d) => d.slug)).toEqual(expect.arrayContaining(['c-eval', 'dureader', 'aishell-1']));
    expect(chinese.items.every((d) => d.languages.includes('zh'))).toBe(true);

    const nc = await listDatasets(database.db, query({ licence: 'noncommercial', pageSize: '100' }), 'en');
    expect(nc.items.map((d) => d.slug)).toContain('imagenet');
    expect(nc.items.every((d) => d.licenceKind === 'noncommercial')).toBe(true);

    const video = await listDatasets(database.db, query({ modality: 'video', pageSize: '100' }), 'en');
    expect(video.items.every((d) => d.modality === 'video')).toBe(true);

    // Searches name, publisher and the description in the page's language.
    expect((await listDatasets(database.db, query({ q: 'eleuther' }), 'en')).items.map((d) => d.slug)).toEqual(['the-pile']);
    expect((await listDatasets(database.db, query({ q: '高考' }), 'zh')).items.map((d) => d.slug)).toEqual(expect.arrayContaining(['gaokao-bench', 'agieval']));

    const newest = await listDatasets(database.db, query({ pageSize: '100' }), 'en');
    const years = newest.items.map((d) => d.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const oldest = await listDatasets(database.db, query({ sort: 'oldest' }), 'en');
    expect(oldest.items[0]!.slug).toBe('mnist');

    const bySize = await listDatasets(database.db, query({ sort: 'size', task: 'pretraining', pageSize: '100' }), 'en');
    const tokens = bySize.items.filter((d) => d.unit === 'tokens').map((d) => d.size ?? -1);
    expect(tokens).toEqual([...tokens].sort((a, b) => b - a));

    const page2 = await listDatasets(database.db, query({ page: '2', pageSize: '10' }), 'en');
    expect(page2.items.map((d) => d.slug)).toEqual(newest.items.slice(10, 20).map((d) => d.slug));
    expect(newest.tasks.reduce((n, t) => n + t.count, 0)).toBe(DATASETS_SEED.length);
  });

  it('reads one dataset (unknown or malformed slugs are not found) and its neighbours by task', async () => {
    await expect(getDataset(database.db, 'no-such-dataset', 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getDataset(database.db, '../etc\u0000', 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const gsm = await getDataset(database.db, 'gsm8k', 'en');
    const related = await relatedDatasets(database.db, gsm, 'en');
    expect(related.length).toBeGreaterThan(2);
    expect(related.every((d) => d.task === 'reasoning-math' && d.slug !== 'gsm8k')).toBe(true);
  });

  it('serves the API with validation and a public cache, in the asked language', async () => {
    const list = await call('/api/datasets?task=code&sort=name', { headers: { 'Accept-Language': 'en' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toMatch(/public/);
    const names = list.body.data.items.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    for (const bad of ['task=cooking', 'sort=random', 'page=0', 'licence=free', 'pageSize=1000']) {
      const res = await call(`/api/datasets?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe(400);
    }
    const one = await call('/api/datasets/squad');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ slug: 'squad', publisher: 'Stanford University', year: 2016 });
    expect((await call('/api/datasets/no-such')).status).toBe(404);
  });

  it('lists the library and every dataset in the sitemaps', async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const deps = { env, database, logger: pino({ level: 'silent' }), bus: createLocalBus() };
    const xml = await languageSitemapXml(deps, publicConfig(env), 'en');
    expect(xml).toContain('/en/datasets</loc>');
    expect(xml).toContain('/en/datasets/fineweb</loc>');
  });
});
