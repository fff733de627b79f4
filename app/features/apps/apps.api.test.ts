// /api/apps over the real app and database: the envelope, downloads, the China-edition rule for iOS, and the
// localised 400 for every bad filter value (never a 500).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { parseEnv } from '../../../server/env';
import { createLocalBus } from '../../../server/events/change-bus';
import { dbTargets } from '../../../tests/fixtures/db';
import { testApp } from '../../../tests/fixtures/app';
import type { Database } from '../../../server/db/client';
import { APPS_SEED } from '../../../server/db/seed/apps.seed-data';
import { parseCsv } from '~/lib/csv';
import { ZAppRankingQuery } from './apps.schema';
import { APPS_TOPIC, listAppRankings } from './apps.server';
import { importAppFigures, parseAppFile, seedApps } from './apps.write.server';

const targets = await dbTargets();

describe.each(targets)('/api/apps on $name', (target) => {
  let database: Database;
  let intl: ReturnType<typeof testApp>;
  let cn: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open();
    // A small store keeps the file fast: the first ten apps of each platform.
    await seedApps(database.db, [
      ...APPS_SEED.filter((a) => a.platform === 'android').slice(0, 10),
      ...APPS_SEED.filter((a) => a.platform === 'ios').slice(0, 10),
    ]);
    intl = testApp(database);
    cn = testApp(database, { IS_CN: 'true' });
  }, 60_000);
  afterAll(() => database?.close());

  const get = async (app: ReturnType<typeof testApp>, path: string) => {
    const res = await app.request(path);
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
    };
  };

  it('answers the envelope { platform, period, isSample, total, items }', async () => {
    const { status, body } = await get(
      intl,
      '/api/apps/rankings?platform=android&region=us&pageSize=5&langType=en',
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      platform: 'android',
      period: '2026-10',
      region: 'us',
      isSample: true,
      total: 10,
      page: 1,
      pageSize: 5,
    });
    expect(body.data.items).toHaveLength(5);
    expect(body.data.items[0]).toMatchObject({ rank: 1, app: { platform: 'android' } });
    expect(['up', 'down', 'same', 'new']).toContain(body.data.items[0].change.kind);
  });

  it('lists the stored months', async () => {
    const { body } = await get(intl, '/api/apps/months?platform=android');
    expect(body.data).toEqual(['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05']);
  });

  it('downloads CSV with a BOM and JSON, as attachments', async () => {
    const csv = await get(intl, '/api/apps/rankings.csv?platform=android&region=cn&month=2026-09');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="ai-apps-android-cn-2026-09.csv"',
    );
    // The body's first bytes are the UTF-8 BOM (text() would strip it).
    const bytes = new Uint8Array(
      await (await intl.request('/api/apps/rankings.csv?platform=android')).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csv.text);
    expect(rows).toHaveLength(11);
    expect(rows.slice(1).every((r) => r[7] === 'cn' && r[8] === '2026-09')).toBe(true);
    const json = await get(intl, '/api/apps/rankings.json?platform=android&category=chat');
    expect(json.headers.get('content-disposition')).toBe(
      'attachment; filename="ai-apps-android-global-2026-10-chat.json"',
    );
    expect(json.body).toMatchObject({ platform: 'android', category: 'chat', isSample: true });
    expect(json.body.items.every((i: { app: { category: string } }) => i.app.category === 'chat')).toBe(true);
  });

  it('serves iOS only in the China edition', async () => {
    const refused = await get(intl, '/api/apps/rankings?platform=ios');
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(404);
    expect((await get(intl, '/api/apps/rankings.csv?platform=ios')).status).toBe(404);
    const { status, body } = await get(cn, '/api/apps/rankings?platform=ios');
    expect(status).toBe(200);
    expect(body.data.items[0].app.storeId).toMatch(/^\d+$/);
  });

  it.each([
    ['platform missing', '/api/apps/rankings', 'platform'],
    ['unknown platform', '/api/apps/rankings?platform=harmony', 'platform'],
    ['unknown region', '/api/apps/rankings?platform=android&region=mars', 'region'],
    ['unknown category', '/api/apps/rankings?platform=android&category=comics', 'category'],
    ['bad month', '/api/apps/rankings?platform=android&month=2026-13', 'month'],
    ['page not a number', '/api/apps/rankings?platform=android&page=abc', 'page'],
    ['page zero', '/api/apps/rankings?platform=android&page=0', 'page'],
    ['page size too big', '/api/apps/rankings?platform=android&pageSize=500', 'pageSize'],
    ['bad export filter', '/api/apps/rankings.csv?platform=android&region=%3Cscript%3E', 'region'],
  ])('answers %s with the localised 400', async (_label, path, field) => {
    const en = await get(intl, `${path}${path.includes('?') ? '&' : '?'}langType=en`);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toMatch(/^Invalid request/);
    expect(en.body.data.issues.map((i: { field: string }) => i.field)).toContain(field);
    const zh = await get(intl, path);
    expect(zh.status).toBe(400);
    expect(zh.body.msg).not.toBe(en.body.msg);
    expect(en.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a month it does not store with a 404 envelope', async () => {
    const { status, body } = await get(intl, '/api/apps/rankings?platform=android&month=2020-01&langType=en');
    expect(status).toBe(404);
    expect(body.msg).toBe('No ranking is stored for 2020-01');
  });
});

describe.each(targets)('app ranking sitemaps on $name', (target) => {
  it('list the Android lists everywhere and the iOS lists only in the China edition', async () => {
    const database = await target.open();
    try {
      await seedApps(
        database.db,
        APPS_SEED.filter((a) => a.storeId === 'com.openai.chatgpt' || a.storeId === '6448311069'),
      );
      const xml = async (app: ReturnType<typeof testApp>, lang: string) =>
        (await app.request(`/sitemaps/${lang}.xml`)).text();
      const intl = await xml(testApp(database, { APP_URL: 'https://atlas.test' }), 'en');
      expect(intl).toContain('<loc>https://atlas.test/en/best-ai-apps/android</loc>');
      expect(intl).toContain('hreflang="zh-CN" href="https://atlas.test/best-ai-apps/android/us"');
      expect(intl).toContain('<loc>https://atlas.test/en/best-ai-apps/android/image</loc>');
      expect(intl).not.toContain('best-ai-apps/ios');
      const cn = await xml(testApp(database, { APP_URL: 'https://atlas.test', IS_CN: 'true' }), 'zh');
      expect(cn).toContain('<loc>https://atlas.test/best-ai-apps/ios</loc>');
    } finally {
      await database.close();
    }
  });
});

describe.each(targets)('cached ranking pages on $name', (target) => {
  it('are dropped when new figures are announced on the bus, and served from the cache until then', async () => {
    const database = await target.open();
    const bus = createLocalBus();
    try {
      await seedApps(database.db, APPS_SEED.filter((a) => a.platform === 'android').slice(0, 5));
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'https://atlas.example' });
      // A page handler that reads what the ranking page's loader reads and tags the render the same way.
      const pageApp = createApp(
        { env, logger: pino({ level: 'silent' }), database, bus },
        {
          pageHandler: async (_request, context) => {
            (context.cacheTags as Set<string> | undefined)?.add(APPS_TOPIC);
            const list = await listAppRankings(
              database.db,
              ZAppRankingQuery.parse({ platform: 'android', region: 'au' }),
              'en',
            );
            return new Response(`<ol>${list.items.map((i) => `<li>${i.app.storeId}</li>`).join('')}</ol>`, {
              headers: { 'Content-Type': 'text/html' },
            });
          },
        },
      );
      const page = async () => {
        const res = await pageApp.request('/en/best-ai-apps/android/au');
        return { cache: res.headers.get('x-cache'), html: await res.text() };
      };
      expect((await page()).cache).toBe('MISS');
      expect((await page()).cache).toBe('HIT');
      const report = await importAppFigures(
        database.db,
        parseAppFile(
          'f.json',
          JSON.stringify([
            { platform: 'android', storeId: 'com.deepseek.chat', region: 'au', month: '2026-10', rank: 1 },
          ]),
        ),
      );
      expect(report.figures).toBe(1);
      expect((await page()).cache).toBe('HIT');
      await bus.publish(APPS_TOPIC);
      const fresh = await page();
      expect(fresh.cache).toBe('MISS');
      expect(fresh.html).toBe('<ol><li>com.deepseek.chat</li></ol>');
    } finally {
      await bus.close();
      await database.close();
    }
  });
});
