// App rankings on real databases (PGlite, and PostgreSQL when reachable): the seed, the lists with their rank
// changes, imports (valid, rejected rows, idempotent, replacing samples) and the corrected /com route rule.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { appRankings, apps, routeRules } from '../../../server/db/schema';
import { SEED_STEPS, seedDatabase } from '../../../server/db/seed';
import { APPS_SEED } from '../../../server/db/seed/apps.seed-data';
import { evaluateRouteRules, globMatches, listRouteRules } from '../navigation/navigation.server';
import { parseCsv } from '~/lib/csv';
import { appListPath, parseAppListSegments } from './apps.paths';
import { monthsEnding } from '../catalogue/catalogue.sample.server';
import { APP_SAMPLE_LAST_MONTH, sampleAppFigures } from './apps.sample.server';
import { APP_CATEGORIES, ZAppInput, ZAppRankingQuery, type TAppRankingQuery } from './apps.schema';
import {
  appName,
  listAppMonths,
  listAppRankings,
  previousMonth,
  rankChange,
  rankingCsv,
} from './apps.server';
import { formatAppImportReport, importAppFigures, parseAppFile, seedApps } from './apps.write.server';

const targets = await dbTargets();
const query = (q: Record<string, string>): TAppRankingQuery => ZAppRankingQuery.parse(q);

describe('rank change maths', () => {
  it('counts places gained and lost, and marks apps new to the list', () => {
    expect(rankChange(3, 7)).toEqual({ kind: 'up', by: 4 });
    expect(rankChange(7, 3)).toEqual({ kind: 'down', by: 4 });
    expect(rankChange(5, 5)).toEqual({ kind: 'same' });
    expect(rankChange(1, null)).toEqual({ kind: 'new' });
    expect(rankChange(1, undefined)).toEqual({ kind: 'new' });
  });

  it('knows the month before, across a year', () => {
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describe('ranking paths', () => {
  it('give one canonical path per filter set and read any order back', () => {
    const latest = '2026-10';
    expect(appListPath('android', { month: latest, region: 'global', page: 1 }, latest)).toBe(
      '/best-ai-apps/android',
    );
    expect(
      appListPath('android', { month: '2026-09', region: 'us', category: 'image', page: 2 }, latest),
    ).toBe('/best-ai-apps/android/2026-09/us/image/page-2');
    expect(parseAppListSegments('image/2026-09/us')).toEqual({
      month: '2026-09',
      region: 'us',
      category: 'image',
      page: 1,
    });
    expect(parseAppListSegments('')).toEqual({ region: 'global', page: 1 });
    expect(parseAppListSegments('us/us')).toBeNull();
    expect(parseAppListSegments('top')).toBeNull();
    expect(parseAppListSegments('page-0')).toBeNull();
  });

  it('never produce a segment the /com rule refuses', () => {
    for (const category of APP_CATEGORIES) expect(category.startsWith('com')).toBe(false);
  });
});

describe('the /com route rule', () => {
  const rule = {
    id: 1,
    siteId: null,
    matchKind: 'glob',
    pattern: '/best-ai-apps/android*/com*',
    jumpUrl: null,
    enabled: true,
    note: null,
  };

  it('matches /com anywhere after /best-ai-apps/android, in every language form', () => {
    for (const path of [
      '/best-ai-apps/android/com.x',
      '/best-ai-apps/android/top/com.tencent',
      '/en/best-ai-apps/android/us/com.openai.chatgpt',
      '/ja/best-ai-apps/android/2026-10/com',
    ]) {
      expect(evaluateRouteRules([rule], `http://x${path}`).checkResult, path).toBe(false);
    }
    for (const path of [
      '/best-ai-apps/android',
      '/en/best-ai-apps/android/us/image',
      '/best-ai-apps/ios/com.x',
      '/com',
    ]) {
      expect(evaluateRouteRules([rule], `http://x${path}`).checkResult, path).toBe(true);
    }
  });

  it('treats everything but * literally', () => {
    expect(globMatches('/a.b*', '/a.bc')).toBe(true);
    expect(globMatches('/a.b*', '/axbc')).toBe(false);
    expect(globMatches('/a(b)*', '/a(b)')).toBe(true);
    expect(globMatches('/a**/c', '/a/b/c')).toBe(true);
  });
});

describe('seed data', () => {
  it('is valid, with at least 60 apps per platform and no store id twice', () => {
    for (const app of APPS_SEED)
      expect(ZAppInput.safeParse(app).success, `${app.platform} ${app.storeId}`).toBe(true);
    for (const platform of ['android', 'ios'] as const) {
      const ids = APPS_SEED.filter((a) => a.platform === platform).map((a) => a.storeId);
      expect(ids.length).toBeGreaterThanOrEqual(60);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(APPS_SEED.find((a) => a.storeId === 'com.openai.chatgpt')?.source).toBe(
      'https://play.google.com/store/apps/details?id=com.openai.chatgpt',
    );
    expect(APPS_SEED.find((a) => a.storeId === '6448311069')?.storeUrl).toBe(
      'https://apps.apple.com/app/id6448311069',
    );
  });

  it('generates the same sample figures every time, ranked 1..n in every list', () => {
    const android = APPS_SEED.filter((a) => a.platform === 'android');
    const figures = sampleAppFigures(android);
    expect(sampleAppFigures(android)).toEqual(figures);
    const list = figures.filter((f) => f.region === 'cn' && f.month === APP_SAMPLE_LAST_MONTH);
    expect(list.map((f) => f.rank)).toEqual(list.map((_, i) => i + 1));
    // Chinese apps lead the China list; international ones the US list.
    expect(list.slice(0, 5).every((f) => android.find((a) => a.storeId === f.storeId)!.name.zh)).toBe(true);
    const us = figures.filter((f) => f.region === 'us' && f.month === APP_SAMPLE_LAST_MONTH);
    expect(android.find((a) => a.storeId === us[0]!.storeId)!.name.zh).toBeUndefined();
    for (const f of figures) {
      expect(f.rating).toBeGreaterThanOrEqual(0);
      expect(f.rating).toBeLessThanOrEqual(5);
    }
  });

  it('names an app in the page language, else English', () => {
    expect(appName({ en: 'Doubao', zh: '豆包' }, 'zh')).toBe('豆包');
    expect(appName({ en: 'Doubao', zh: '豆包' }, 'tw')).toBe('豆包');
    expect(appName({ en: 'Doubao', zh: '豆包' }, 'ja')).toBe('Doubao');
    expect(appName({ zh: '快对' }, 'en')).toBe('快对');
  });
});

describe.each(targets)('app rankings on $name', (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    await seedApps(database.db, APPS_SEED);
  }, 120_000);
  afterAll(() => database?.close());

  it('stores every app and six months of sample figures for 16 regions', async () => {
    const db = database.db;
    expect(await listAppMonths(db, 'android')).toEqual(monthsEnding(APP_SAMPLE_LAST_MONTH, 6).reverse());
    const [count] = await db.select({ n: appRankings.appId }).from(appRankings).limit(1);
    expect(count).toBeDefined();
    const page = await listAppRankings(db, query({ platform: 'android' }), 'zh');
    expect(page.period).toBe(APP_SAMPLE_LAST_MONTH);
    expect(page.isSample).toBe(true);
    expect(page.items.map((i) => i.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(page.total).toBeGreaterThan(60);
    // Linked to the catalogue product only when it exists (no catalogue in this database).
    expect(page.items.every((i) => i.app.productSlug === null)).toBe(true);
  });

  it('computes each rank change against the same list of the month before', async () => {
    const db = database.db;
    const current = await listAppRankings(
      db,
      query({ platform: 'ios', region: 'us', pageSize: '100' }),
      'en',
    );
    const before = await listAppRankings(
      db,
      query({ platform: 'ios', region: 'us', month: previousMonth(current.period!), pageSize: '100' }),
      'en',
    );
    const previousPlace = new Map(before.items.map((i) => [i.app.id, i.rank]));
    for (const item of current.items)
      expect(item.change).toEqual(rankChange(item.rank, previousPlace.get(item.app.id)));
    expect(current.items.some((i) => i.change.kind === 'up')).toBe(true);
    expect(current.items.some((i) => i.change.kind === 'down')).toBe(true);
  });

  it('ranks within a category', async () => {
    const page = await listAppRankings(
      database.db,
      query({ platform: 'android', region: 'cn', category: 'education' }),
      'zh',
    );
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((i) => i.app.category === 'education')).toBe(true);
    expect(page.items.map((i) => i.rank)).toEqual(page.items.map((_, i) => i + 1));
    expect(page.items.find((i) => i.app.storeId === 'com.baidu.homework')?.app.name).toBe('作业帮');
  });

  it('pages, and refuses a month it does not store', async () => {
    const db = database.db;
    const second = await listAppRankings(db, query({ platform: 'android', page: '2', pageSize: '10' }), 'en');
    expect(second.items[0]!.rank).toBe(11);
    await expect(
      listAppRankings(db, query({ platform: 'android', month: '2020-01' }), 'en'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('exports CSV with a BOM, one line per app', async () => {
    const page = await listAppRankings(
      database.db,
      query({ platform: 'android', region: 'jp', pageSize: '100' }),
      'ja',
    );
    const csv = rankingCsv(page);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([
      'rank',
      'change',
      'name',
      'developer',
      'platform',
      'storeId',
      'category',
      'region',
      'month',
      'rating',
      'downloads',
      'storeUrl',
      'isSample',
    ]);
    expect(rows.length).toBe(page.total);
    expect(rows[0]![0]).toBe('1');
  });

  it('imports real figures: fixed ranks give fixed changes, rejected rows are reported, a second run changes nothing', async () => {
    const db = database.db;
    const csv = [
      'platform,storeId,region,month,rank,rating,downloads,name.en,name.zh,developer,category,storeUrl,source',
      // A month that existed only as samples: ChatGPT 1 → 2, Doubao 2 → 1, Kimi 3 → 3, a new app enters at 4.
      'android,com.openai.chatgpt,au,2026-09,1,4.8,1000000,,,,,,',
      'android,com.larus.nova,au,2026-09,2,4.6,900000,,,,,,',
      'android,com.moonshot.kimichat,au,2026-09,3,4.5,800000,,,,,,',
      'android,com.larus.nova,au,2026-10,1,4.7,1200000,,,,,,',
      'android,com.openai.chatgpt,au,2026-10,2,4.8,1100000,,,,,,',
      'android,com.moonshot.kimichat,au,2026-10,3,4.5,700000,,,,,,',
      'android,com.example.numbat,au,2026-10,4,4.1,5000,Numbat Notes,袋食蚁兽笔记,Numbat Labs,writing,https://play.google.com/store/apps/details?id=com.example.numbat,https://play.google.com/store/apps/details?id=com.example.numbat',
      // Rejected: a bad month, an unknown app without its facts, an App Store id that is not a number, a repeat.
      'android,com.openai.chatgpt,au,2026-13,1,,,,,,,,',
      'android,com.example.unknown,au,2026-10,5,,,,,,,,',
      'ios,com.not.numeric,au,2026-10,1,,,Bad,,Dev,chat,https://apps.apple.com/app/id1,https://apps.apple.com/app/id1',
      'android,com.moonshot.kimichat,au,2026-10,9,,,,,,,,',
    ].join('\r\n');
    const rows = parseAppFile('figures.csv', csv);
    const report = await importAppFigures(db, rows);
    expect(report.rows).toBe(11);
    expect(report.figures).toBe(7);
    expect(report.appsAdded).toBe(1);
    expect(report.rejected.map((r) => r.row)).toEqual([9, 10, 11, 12]);
    expect(report.rejected[0]!.reasons.join()).toMatch(/month/);
    expect(report.rejected[1]!.reasons.join()).toMatch(/unknown app/);
    expect(report.rejected[2]!.reasons.join()).toMatch(/storeId/);
    expect(report.rejected[3]!.reasons.join()).toMatch(/already given in line 7/);
    expect(formatAppImportReport(report)).toMatch(/^11 rows: 7 figures written, 1 apps added, 4 rejected/);

    const list = await listAppRankings(db, query({ platform: 'android', region: 'au' }), 'zh');
    // The imported month replaced that list's samples: only real figures remain, and the page says so.
    expect(list.isSample).toBe(false);
    expect(list.items.map((i) => [i.app.storeId, i.rank, i.change])).toEqual([
      ['com.larus.nova', 1, { kind: 'up', by: 1 }],
      ['com.openai.chatgpt', 2, { kind: 'down', by: 1 }],
      ['com.moonshot.kimichat', 3, { kind: 'same' }],
      ['com.example.numbat', 4, { kind: 'new' }],
    ]);
    expect(list.items[3]!.app.name).toBe('袋食蚁兽笔记');
    // Other regions keep their samples.
    expect((await listAppRankings(db, query({ platform: 'android', region: 'us' }), 'zh')).isSample).toBe(
      true,
    );

    const snapshot = async () =>
      db
        .select()
        .from(appRankings)
        .where(and(eq(appRankings.platform, 'android'), eq(appRankings.region, 'au')));
    const before = (await snapshot()).map(({ updatedAt: _u, ...r }) => r);
    const again = await importAppFigures(db, parseAppFile('figures.csv', csv));
    expect(again.appsAdded).toBe(0);
    expect(again.figures).toBe(7);
    expect((await snapshot()).map(({ updatedAt: _u, ...r }) => r)).toEqual(before);
    expect(await db.select().from(apps).where(eq(apps.storeId, 'com.example.numbat'))).toHaveLength(1);
  });

  it('reads JSON imports too', async () => {
    const rows = parseAppFile(
      'f.json',
      JSON.stringify({
        rows: [{ platform: 'ios', storeId: '6448311069', region: 'kr', month: '2026-10', rank: 1 }],
      }),
    );
    const report = await importAppFigures(database.db, rows);
    expect(report).toMatchObject({ rows: 1, figures: 1, rejected: [] });
    expect(() => parseAppFile('f.json', '{"x":1}')).toThrow(/array/);
    expect(() => parseAppFile('f.txt', '')).toThrow(/csv or .json/);
  });
});

describe.each(targets)('the route rules of an older store on $name', (target) => {
  it('get the /com rule that matches anywhere after /best-ai-apps/android', async () => {
    const database = await target.open({ seed: false });
    try {
      await seedDatabase(
        database.db,
        SEED_STEPS.filter((s) => s.id === 'navigation-v1'),
      );
      const old = await listRouteRules(database.db, 1);
      expect(evaluateRouteRules(old, 'http://x/best-ai-apps/android/top/com.tencent').checkResult).toBe(true);
      expect(
        await seedDatabase(
          database.db,
          SEED_STEPS.filter((s) => !s.bulk),
        ),
      ).toEqual(['navigation-v2-android-com', 'navigation-v3-mcp', 'navigation-v4-geo-tools', 'navigation-v5-news', 'datasets-v1', 'navigation-v6-datasets', 'compute-v1', 'navigation-v7-compute', 'navigation-v8-services', 'guides-v1', 'navigation-v9-agents']);
      const rules = await listRouteRules(database.db, 1);
      expect(rules.filter((r) => r.pattern.startsWith('/best-ai-apps/android'))).toHaveLength(1);
      expect(evaluateRouteRules(rules, 'http://x/best-ai-apps/android/top/com.tencent').checkResult).toBe(
        false,
      );
      expect(evaluateRouteRules(rules, 'http://x/best-ai-apps/android/com.x').checkResult).toBe(false);
      expect(evaluateRouteRules(rules, 'http://x/best-ai-apps/android/us/image').checkResult).toBe(true);
      const all = await database.db.select().from(routeRules);
      expect(all.some((r) => r.matchKind === 'prefix' && r.pattern === '/best-ai-apps/android/com')).toBe(
        false,
      );
    } finally {
      await database.close();
    }
  });
});
