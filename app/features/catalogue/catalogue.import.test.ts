import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { productTraffic, products } from '../../../server/db/schema';
import { createLocalBus } from '../../../server/events/change-bus';
import { createChangeBusFor } from '../../../server/events/create-change-bus';
import { parseCsv } from '../../lib/csv';
import { formatImportReport, importProducts, parseProductFile } from './catalogue.import.server';
import { CATALOGUE_TOPIC, productSearchFor } from './catalogue.search.server';
import { getProductBySlugOrId } from './catalogue.server';

const targets = await dbTargets();

const CSV = [
  'slug,name,url,category,tags,type,pricing,contentLanguage,popularity,tagline.zh,tagline.en,description.en,traffic.month,traffic.monthlyVisits,traffic.avgVisitSeconds,traffic.pagesPerVisit,traffic.bounceRate,traffic.history',
  `numbat-notes,Numbat Notes,https://numbat.example.com/,writing,writing-assistant|free-plan,commercial,freemium,en,35,笔记写作助手,Meeting notes that write themselves,"Takes <b>notes</b>, ""quietly""<script>steal()</script>",2026-10,123456,240,3.5,0.41,"[{""month"":""2026-09"",""visits"":100000},{""month"":""2026-10"",""visits"":123456}]"`,
  'chatgpt,ChatGPT,https://chatgpt.com/,chatbots,chatbot,commercial,freemium,en,99,新的标语,A new tagline for an old friend,,,,,,,',
  'bad-url,Bad Url,notaurl,writing,,commercial,free,en,10,坏链接,Bad URL,,,,,,,',
  'lost,Lost,https://lost.example.com/,no-such-category,,commercial,free,en,10,迷路,Lost,,,,,,,',
  'tagged,Tagged,https://tagged.example.com/,writing,no-such-tag,commercial,free,en,10,标签,Tagged,,,,,,,',
  ',No Slug,https://noslug.example.com/,writing,,commercial,free,en,10,无,None,,,,,,,',
  'numbat-notes,Numbat Again,https://numbat2.example.com/,writing,,commercial,free,en,10,重复,Again,,,,,,,',
  'claude-copy,Claude Copy,https://claude.ai,chatbots,,commercial,free,en,10,复制,Copy,,,,,,,',
  'weird-type,Weird,https://weird.example.com/,writing,,closed,free,en,10,怪,Weird,,,,,,,',
].join('\r\n');

describe('CSV parsing', () => {
  it('reads quoted cells, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""",z\n\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'z'],
    ]);
  });

  it('turns dotted headers into nested fields and splits tags', () => {
    const [row] = parseProductFile(
      'p.csv',
      'slug,tags,tagline.zh,traffic.sources\nx,a|b; c,你好,"{""direct"":1}"',
    );
    expect(row).toEqual({
      row: 2,
      source: 'line 2',
      value: {
        slug: 'x',
        tags: ['a', 'b', 'c'],
        tagline: { zh: '你好' },
        traffic: { sources: { direct: 1 } },
      },
    });
    expect(() => parseProductFile('p.txt', '')).toThrow(/\.csv or \.json/);
  });
});

describe.each(targets)('product import on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('imports valid rows, reports every rejected row with its reasons, and sanitises text', async () => {
    const report = await importProducts(database.db, parseProductFile('products.csv', CSV));
    expect(report).toMatchObject({ rows: 9, inserted: 1, updated: 1 });
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.source, r.reasons.join('; ')]));
    expect(reasons).toEqual({
      'line 4': 'Please enter a valid URL',
      'line 5': 'unknown category "no-such-category"',
      'line 6': 'unknown tags "no-such-tag"',
      'line 7': 'slug is required',
      'line 8': 'slug "numbat-notes" already given in line 2',
      'line 9': 'same URL as existing product "claude"',
      'line 10': 'type must be one of: commercial, open_source',
    });
    expect(formatImportReport(report)).toMatch(
      /^9 rows: 1 added, 1 updated, 7 rejected\n {2}line 4 \(bad-url\): Please enter a valid URL/,
    );

    const [numbat] = await database.db.select().from(products).where(eq(products.slug, 'numbat-notes'));
    expect(numbat!.description).toEqual({ en: 'Takes notes , "quietly"' });
    expect(numbat!.tagline).toEqual({
      zh: '笔记写作助手',
      tw: '筆記寫作助手',
      en: 'Meeting notes that write themselves',
    });
    const [traffic] = await database.db
      .select()
      .from(productTraffic)
      .where(eq(productTraffic.productId, numbat!.id));
    expect(traffic).toMatchObject({
      isSample: false,
      monthlyVisits: 123456,
      growth: 23456,
      bounceRate: 0.41,
      history: [
        { month: '2026-09', visits: 100000 },
        { month: '2026-10', visits: 123456 },
      ],
    });
    const [chatgpt] = await database.db.select().from(products).where(eq(products.slug, 'chatgpt'));
    expect(chatgpt!.tagline.en).toBe('A new tagline for an old friend');
  });

  it('imports JSON, and the search index finds the rows after the change event', async () => {
    const bus = createLocalBus();
    const search = productSearchFor({ database, bus });
    await search.ready();
    expect((await search.index.search({ q: 'platypus' })).total).toBe(0);
    const json = JSON.stringify([
      {
        slug: 'platypus-paint',
        name: 'Platypus Paint',
        url: 'https://platypus.example.com/',
        category: 'image-generation',
        tags: ['ai-painting'],
        type: 'commercial',
        pricing: 'paid',
        contentLanguage: 'ja',
        tagline: { en: 'Paint with a platypus', ja: '画像を描くカモノハシ' },
      },
    ]);
    const report = await importProducts(database.db, parseProductFile('p.json', json));
    expect(report).toMatchObject({ inserted: 1, rejected: [] });
    await bus.publish(CATALOGUE_TOPIC);
    await search.refresh();
    expect((await search.index.search({ q: 'platypus' })).total).toBe(1);
    expect((await search.index.search({ q: '画像' })).hits.map((h) => h.id)).toContain(report.ids[0]);
    search.close();
    await bus.close();
  });

  it('recomputes the alternatives of the category a product leaves and of the one it joins', async () => {
    const alternatives = async (slug: string) =>
      (await getProductBySlugOrId(database.db, slug, 'en')).alternatives.map((a) => a.slug);
    expect(await alternatives('chatgpt')).toContain('claude');
    const moved = JSON.stringify([
      {
        slug: 'claude',
        name: 'Claude',
        url: 'https://claude.ai/',
        category: 'writing',
        tags: ['writing-assistant'],
        type: 'commercial',
        pricing: 'freemium',
        contentLanguage: 'en',
        tagline: { en: 'Now filed under writing' },
      },
    ]);
    expect(await importProducts(database.db, parseProductFile('moved.json', moved))).toMatchObject({
      updated: 1,
      rejected: [],
    });
    expect(await alternatives('chatgpt')).not.toContain('claude');
    expect(await alternatives('jasper')).toContain('claude');
  });

  it.runIf(target.name === 'postgres')(
    'npm run import: exit codes, report, and a change event for running servers',
    async () => {
      const url = (database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-import-'));
      const bus = await createChangeBusFor({ REDIS_URL: undefined }, { database, logger: pino({ level: 'silent' }) });
      let events = 0;
      bus.subscribe(CATALOGUE_TOPIC, () => events++);
      try {
        const good = path.join(dir, 'good.json');
        fs.writeFileSync(
          good,
          JSON.stringify([
            {
              slug: 'echidna',
              name: 'Echidna',
              url: 'https://echidna.example.com/',
              category: 'writing',
              type: 'commercial',
              pricing: 'free',
              contentLanguage: 'en',
              tagline: { en: 'Spiky prose' },
            },
          ]),
        );
        const bad = path.join(dir, 'bad.csv');
        fs.writeFileSync(bad, 'slug,name\nonly,Two Columns\n');
        const run = (file: string) =>
          spawnSync(process.execPath, ['--import', 'tsx', 'server/db/import.ts', file], {
            env: { ...process.env, DATABASE_URL: url, SEED_ON_START: 'false', LOG_LEVEL: 'silent' },
            encoding: 'utf8',
            timeout: 60_000,
          });
        const ok = run(good);
        expect(ok.stdout).toContain('1 rows: 1 added, 0 updated, 0 rejected');
        expect(ok.status).toBe(0);
        await expect.poll(() => events, { timeout: 5000 }).toBeGreaterThan(0);
        const failed = run(bad);
        expect(failed.status).toBe(1);
        expect(failed.stdout).toMatch(
          /1 rows: 0 added, 0 updated, 1 rejected\n {2}line 2 \(only\): url is required/,
        );
        const usage = run(path.join(dir, 'x.txt'));
        expect(usage.status).toBe(2);
      } finally {
        await bus.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    // Three processes that each load the server's TypeScript: a limit for a stuck run, not a slow machine.
    120_000,
  );
});
