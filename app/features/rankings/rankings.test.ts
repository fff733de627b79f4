import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets, pgliteTarget } from '../../../tests/fixtures/db';
import { testJobContext } from '../../../tests/fixtures/jobs';
import type { Database } from '../../../server/db/client';
import { categories, products, productTraffic, rankingLabels, rankingSnapshots } from '../../../server/db/schema';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { recordPageView } from '~/features/analytics/analytics.server';
import { likeProduct } from '~/features/catalogue/catalogue.server';
import { recordOutbound } from './rankings.activity.server';
import { catchUp, computePeriod, missingPeriods } from './rankings.compute.server';
import { importTraffic, parseTrafficFile } from './rankings.import.server';
import { rankingsScheduleJob } from './rankings.jobs.server';
import { dayIn, parsePeriodKey, periodOf } from './rankings.periods';
import { listRanking, rankHistory, rankingLanding, rankingSitemapEntries, RANKINGS_TOPIC } from './rankings.server';

const TZ = 'Asia/Shanghai';
const targets = await dbTargets();
const shanghai = (wall: string) => new Date(`${wall}+08:00`);
const week = (key: string) => parsePeriodKey('weekly', key)!;
const query = (over: Record<string, unknown> = {}) =>
  ({ period: 'weekly', kind: 'traffic', region: 'global', page: 1, pageSize: 50, ...over }) as Parameters<typeof listRanking>[1];

describe.each(targets)('rankings on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;
  const count = async (kind: string, key: string) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(rankingSnapshots).where(sql`${rankingSnapshots.periodKind} = ${kind} and ${rankingSnapshots.periodKey} = ${key}`))[0]!.n;

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    bus = createLocalBus();
    app = testApp(database, {}, bus);
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('stores a period once: 16 traffic regions and the site ranking, kept as they are when computed again', async () => {
    const first = await computePeriod(database.db, week('2026-W47'), { timeZone: TZ });
    expect(first.created).toBe(17);
    const again = await computePeriod(database.db, week('2026-W47'), { timeZone: TZ });
    expect(again).toMatchObject({ created: 0, existing: 17 });
    expect(await count('weekly', '2026-W47')).toBe(17);
  });

  it('has two workers computing one period at once store one snapshot per list', async () => {
    const results = await Promise.all([0, 1].map(() => computePeriod(database.db, week('2026-W46'), { timeZone: TZ })));
    expect(results[0]!.created + results[1]!.created).toBe(17);
    expect(await count('weekly', '2026-W46')).toBe(17);
  });

  it('ranks months by the same figures the product page shows', async () => {
    await computePeriod(database.db, parsePeriodKey('monthly', '2026-10')!, { timeZone: TZ });
    const list = await listRanking(database.db, query({ period: 'monthly', date: '2026-10' }), 'en');
    expect(list.isSample).toBe(true);
    const [chatgpt] = await database.db
      .select({ visits: productTraffic.monthlyVisits, month: productTraffic.month })
      .from(productTraffic)
      .innerJoin(products, eq(products.id, productTraffic.productId))
      .where(eq(products.slug, 'chatgpt'));
    expect(chatgpt!.month).toBe('2026-10');
    expect(list.items.find((i) => i.slug === 'chatgpt')!.value).toBe(chatgpt!.visits);
    const values = list.items.map((i) => i.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // A country's ranking holds only products with visitors there, each a share of its worldwide figure.
    const japan = await listRanking(database.db, query({ period: 'monthly', date: '2026-10', region: 'jp' }), 'en');
    expect(japan.total).toBeGreaterThan(0);
    expect(japan.total).toBeLessThanOrEqual(list.total);
  });

  it('keeps a past ranking as it was after the product is renamed and moved', async () => {
    const before = await listRanking(database.db, query({ date: '2026-W47' }), 'en');
    const kling = before.items.find((i) => i.slug === 'kling')!;
    const [writing] = await database.db.select().from(categories).where(eq(categories.slug, 'writing'));
    await database.db.update(products).set({ name: { zh: '新名字', en: 'Renamed', tw: '新名字', ja: '新名前' }, categoryId: writing!.id }).where(eq(products.slug, 'kling'));
    const after = await listRanking(database.db, query({ date: '2026-W47' }), 'en');
    expect(after.items.find((i) => i.slug === 'kling')).toMatchObject({ name: kling.name, category: kling.category });
    await computePeriod(database.db, week('2026-W45'), { timeZone: TZ });
    const later = await listRanking(database.db, query({ date: '2026-W45' }), 'en');
    expect(later.items.find((i) => i.slug === 'kling')).toMatchObject({ name: 'Renamed', category: { slug: 'writing' } });
  });

  it('keeps a product hidden since in past rankings, without a link, and leaves it off the landing page', async () => {
    const before = await listRanking(database.db, query({ date: '2026-W47' }), 'en');
    const runway = before.items.find((i) => i.slug === 'runway')!;
    expect(runway.live).toBe(true);
    await database.db.update(products).set({ status: 'hidden' }).where(eq(products.slug, 'runway'));
    try {
      const after = await listRanking(database.db, query({ date: '2026-W47' }), 'en');
      expect(after.items.find((i) => i.slug === 'runway')).toMatchObject({ rank: runway.rank, value: runway.value, live: false });
      expect(after.items.filter((i) => i.slug !== 'runway').every((i) => i.live)).toBe(true);
      const landing = await rankingLanding(database.db, 'en');
      expect(landing!.categories.flatMap((c) => c.items.map((i) => i.slug))).not.toContain('runway');
    } finally {
      await database.db.update(products).set({ status: 'published' }).where(eq(products.slug, 'runway'));
    }
  });

  it('catches up every due period, and a Wednesday missed while the server was down', async () => {
    const results = await catchUp(database.db, { now: shanghai('2026-11-25T08:00:00'), timeZone: TZ });
    expect(results.map((r) => r.period.key)).not.toContain('2026-W47'); // computed above
    expect(results.filter((r) => r.period.kind === 'weekly')).toHaveLength(9); // 12 kept, 3 computed above
    expect(results.filter((r) => r.period.kind === 'monthly')).toHaveLength(11);
    expect(results.filter((r) => r.period.kind === 'quarterly')).toHaveLength(4);
    expect(await missingPeriods(database.db, shanghai('2026-11-25T08:00:00'), TZ)).toEqual([]);
    // Down from Tuesday to Friday: the week due on Wednesday 2 December is computed at the next run.
    const friday = shanghai('2026-12-04T10:00:00');
    expect((await missingPeriods(database.db, friday, TZ)).map((p) => p.key)).toEqual(['2026-W48']);
    const caught = await catchUp(database.db, { now: friday, timeZone: TZ });
    expect(caught.map((r) => [r.period.key, r.created])).toEqual([['2026-W48', 17]]);
  });

  it("gives a product's place in its category each month, as the category's own monthly list has it", async () => {
    const [kling] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'kling'));
    const history = await rankHistory(database.db, kling!.id);
    // The earlier tests stored 2026-10 and, catching up, the months before it.
    expect(history.length).toBeGreaterThan(1);
    const slugs = (await database.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    for (const h of history) {
      // The category the product was in that month: the one whose list names it.
      let found = 0;
      for (const category of slugs) {
        const list = await listRanking(database.db, query({ period: 'monthly', date: h.key, category, pageSize: 100 }), 'en');
        const at = list.items.findIndex((i) => i.productId === kling!.id);
        if (at < 0) continue;
        found++;
        expect([h.rank, h.of], `${h.key} ${category}`).toEqual([at + 1, list.total]);
      }
      expect(found, h.key).toBe(1);
    }
  });

  it('works out total, growth, decline, new stars and rank changes on a fixed snapshot, within filters', async () => {
    const label = async (productId: number, category: string, type: string) => {
      const [row] = await database.db
        .insert(rankingLabels)
        .values({ fingerprint: `fixed-${productId}`, productId, slug: `p${productId}`, name: { zh: `P${productId}`, en: `P${productId}`, tw: `P${productId}`, ja: `P${productId}` }, categorySlug: category, categoryName: { zh: category, en: category, tw: category, ja: category }, type })
        .returning({ id: rankingLabels.id });
      return row!.id;
    };
    const a = await label(900001, 'x', 'commercial');
    const b = await label(900002, 'x', 'open_source');
    const c = await label(900003, 'y', 'commercial');
    const d = await label(900004, 'y', 'commercial');
    const rows: [number, number, number, number][] = [
      [a, 1000, 800, 12],
      [b, 900, 1200, 12],
      [c, 500, 0, 0],
      [d, 400, 400, 3],
    ];
    await database.db.insert(rankingSnapshots).values({ periodKind: 'weekly', periodKey: '2030-W10', region: 'global', metric: 'traffic', isSample: false, rowCount: 4, rows: JSON.stringify(rows) });
    const list = async (over: Record<string, unknown>) =>
      (await listRanking(database.db, query({ date: '2030-W10', ...over }), 'en')).items.map((i) => [i.slug, i.rank, i.rankChange, i.growth, i.growthRate]);
    expect(await list({})).toEqual([
      ['p900001', 1, 1, 200, 0.25],
      ['p900002', 2, -1, -300, -0.25],
      ['p900003', 3, null, 500, null],
      ['p900004', 4, -1, 0, 0],
    ]);
    expect(await list({ kind: 'growth' })).toEqual([['p900001', 1, 1, 200, 0.25]]);
    expect(await list({ kind: 'decline' })).toEqual([['p900002', 1, -1, -300, -0.25]]);
    expect((await list({ kind: 'new' })).map((r) => r[0])).toEqual(['p900003', 'p900004']);
    // Ranked again inside a filter: in category y, D was first before C appeared.
    expect(await list({ category: 'y' })).toEqual([
      ['p900003', 1, null, 500, null],
      ['p900004', 2, -1, 0, 0],
    ]);
    expect(await list({ type: 'open_source' })).toEqual([['p900002', 1, 0, -300, -0.25]]);
    const page = await listRanking(database.db, query({ date: '2030-W10', pageSize: 2, page: 2 }), 'en');
    expect(page).toMatchObject({ total: 4, page: 2, key: '2030-W10', isSample: false });
    expect(page.items.map((i) => i.rank)).toEqual([3, 4]);
    expect(page.items[0]!.spark.at(-1)).toBe(500);
  });

  it('ranks this site by counted views, likes, favorites-to-be and outbound visits of the period', async () => {
    const now = new Date();
    const [chatgpt] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'chatgpt'));
    const id = chatgpt!.id;
    await recordPageView(database.db, { type: 'product', id: String(id) }, 'visitor-1', now, TZ);
    await recordPageView(database.db, { type: 'product', id: String(id) }, 'visitor-1', now, TZ); // same minute: once
    await recordPageView(database.db, { type: 'product', id: '999999' }, 'visitor-1', now, TZ); // no such product
    await likeProduct(database.db, id, 'visitor-1');
    expect(await recordOutbound(database.db, id, 'visitor-1', TZ, now)).toBe(true);
    expect(await recordOutbound(database.db, id, 'visitor-1', TZ, now)).toBe(false);
    const period = periodOf('weekly', dayIn(now, TZ));
    // The catch-up above may have stored this week's site ranking before these visits.
    await database.db.delete(rankingSnapshots).where(sql`${rankingSnapshots.metric} = 'site' and ${rankingSnapshots.periodKey} = ${period.key}`);
    await computePeriod(database.db, period, { timeZone: TZ });
    const site = await listRanking(database.db, query({ kind: 'site', date: period.key }), 'en');
    expect(site.isSample).toBe(false);
    expect(site.items).toHaveLength(1);
    expect(site.items[0]).toMatchObject({ slug: 'chatgpt', value: 1 + 3 + 2, parts: { views: 1, likes: 1, favorites: 0, outbound: 1 } });
  });

  it('imports real figures by key, rejects bad rows, and recomputes the sample rankings they replace', async () => {
    const csv = 'product,period,region,visits\nchatgpt,2026-10,global,123\nchatgpt,2026-10,jp,45\nnobody,2026-10,global,1\nclaude,2026-13,global,5\nclaude,2026-10,fr,5\n';
    const rows = parseTrafficFile('t.csv', csv);
    const report = await importTraffic(database.db, rows, { timeZone: TZ, now: shanghai('2026-11-25T08:00:00') });
    expect(report).toMatchObject({ rows: 5, written: 2 });
    expect(report.rejected.map((r) => r.row)).toEqual([4, 5, 3]);
    const list = await listRanking(database.db, query({ period: 'monthly', date: '2026-10' }), 'en');
    expect(list.items.find((i) => i.slug === 'chatgpt')!.value).toBe(123);
    const japan = await listRanking(database.db, query({ period: 'monthly', date: '2026-10', region: 'jp' }), 'en');
    expect(japan.items.find((i) => i.slug === 'chatgpt')!.value).toBe(45);
    // November's "previous" is October's real figure now
    const again = await importTraffic(database.db, rows, { timeZone: TZ, now: shanghai('2026-11-25T08:00:00') });
    expect(again.written).toBe(2);
    expect((await listRanking(database.db, query({ period: 'monthly', date: '2026-10' }), 'en')).items.find((i) => i.slug === 'chatgpt')!.value).toBe(123);
  });

  it('runs on the schedule as a job and tells the replicas', async () => {
    const topics: string[] = [];
    bus.subscribe(RANKINGS_TOPIC, (t) => topics.push(t));
    const result = await rankingsScheduleJob.handler({}, testJobContext(database, bus));
    expect(Array.isArray(result)).toBe(true);
    if ((result as unknown[]).length) expect(topics).toContain(RANKINGS_TOPIC);
  });

  it('lists the landing page, every latest list, categories and each stored period in the sitemaps', async () => {
    const paths = (await rankingSitemapEntries(database.db)).map((e) => e.path);
    expect(paths).toContain('/best-ai-tools');
    expect(paths).toContain('/best-ai-tools/weekly/top');
    expect(paths).toContain('/best-ai-tools/quarterly/new');
    expect(paths).toContain('/best-ai-tools/monthly/top/video-generation');
    expect(paths).toContain('/best-ai-tools/weekly/top/2026-w47');
    expect(paths).toContain('/best-ai-tools/quarterly/top/2026-q3');
    expect(new Set(paths).size).toBe(paths.length);
  });

  describe('GET /api/rankings', () => {
    const get = async (path: string) => {
      const res = await app.request(path);
      return { status: res.status, body: (await res.json()) as any, headers: res.headers };
    };

    it('answers the envelope with a page of the list', async () => {
      const res = await get('/api/rankings?period=weekly&date=2026-W47&pageSize=2&langType=en');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({ period: 'weekly', key: '2026-W47', isSample: true, page: 1, pageSize: 2 });
      expect(res.body.data.snapshotAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(res.body.data.total).toBeGreaterThan(2);
      expect(res.body.data.items).toHaveLength(2);
      // a day inside the week names the week
      const byDay = await get('/api/rankings?period=weekly&date=2026-11-18&pageSize=2');
      expect(byDay.body.data.key).toBe('2026-W47');
    });

    it('refuses bad filters with the localised 400, never a 500', async () => {
      for (const q of ['kind=best', 'period=daily', 'region=fr', 'type=free', 'pageSize=1000', 'page=0', 'date=yesterday', 'category=no-such-category', 'kind=site&region=us']) {
        const res = await get(`/api/rankings?${q}&langType=en`);
        expect(res.status, q).toBe(400);
        expect(res.body.code, q).toBe(400);
        expect(res.body.msg, q).toMatch(/[a-z]/i);
      }
      const zh = await get('/api/rankings?kind=best');
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
      const missing = await get('/api/rankings?period=weekly&date=2020-W01');
      expect(missing.status).toBe(404);
    });

    it('downloads the whole list as CSV with a BOM, and as JSON', async () => {
      const res = await app.request('/api/rankings/export?period=weekly&date=2026-W47&category=chatbots&format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('attachment; filename="ai-atlas-weekly-2026-w47-traffic-global-chatbots.csv"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(text.split('\r\n')[0]).toBe('\ufeffrank,product,slug,category,type,value,previous,growth,growth_rate,rank_change,period,region,is_sample');
      const json = await app.request('/api/rankings/export?period=weekly&date=2026-W47&format=json');
      const body = (await json.json()) as any;
      expect(body).toMatchObject({ key: '2026-W47', isSample: true });
      expect(body.items.length).toBe(body.total);
      expect((await app.request('/api/rankings/export?format=xml')).status).toBe(400);
    });
  });
});

// A snapshot's id names it only in its own store: two stores open in one process (as the test files are, and as the
// two database targets above are) each list their own snapshot under the same id, never the other's from memory.
describe('rankings in two stores of one process', () => {
  const stores: Database[] = [];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('lists each store its own snapshot when both have the same id', async () => {
    for (const name of ['first', 'second']) {
      const store = await pgliteTarget.open({ seed: false });
      stores.push(store);
      const [label] = await store.db
        .insert(rankingLabels)
        .values({ fingerprint: `store-${name}`, productId: 1, slug: `in-${name}`, name: { zh: name, en: name, tw: name, ja: name }, categorySlug: 'x', categoryName: { zh: 'x', en: 'x', tw: 'x', ja: 'x' }, type: 'commercial' })
        .returning({ id: rankingLabels.id });
      const [snapshot] = await store.db
        .insert(rankingSnapshots)
        .values({ periodKind: 'weekly', periodKey: '2030-W10', region: 'global', metric: 'traffic', isSample: false, rowCount: 1, rows: JSON.stringify([[label!.id, 100, 0, 0]]) })
        .returning({ id: rankingSnapshots.id });
      expect(snapshot!.id).toBe(1);
    }
    for (const [i, name] of ['first', 'second'].entries()) {
      const list = await listRanking(stores[i]!.db, query({ date: '2030-W10' }), 'en');
      expect(list.items.map((item) => item.slug)).toEqual([`in-${name}`]);
    }
  });
});
