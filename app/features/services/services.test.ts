// The service pages: customer-service hours on the wall clock of the site's time zone with a fixed clock (weekday
// inside and outside, the edges, the weekend, another zone), the hours the page's loader passes down, the pages in
// the sitemaps and llms.txt, and the menu's "AI services" entry.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navMenuItems } from '../../../server/db/schema';
import { SEED_STEPS } from '../../../server/db/seed';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { serviceHoursAt } from './service-hours';
import { isServiceKind, SERVICE_KINDS } from './services.constants';
import { loader as serviceLoader } from '../../routes/service';
import { loader as servicesLoader } from '../../routes/services';

const targets = await dbTargets();
const SHANGHAI = 'Asia/Shanghai';
/** 2026-11-23 is a Monday. */
const utc = (iso: string) => new Date(`${iso}Z`);

describe('service hours (working days 8:30–18:00 in RANKINGS_TZ)', () => {
  it('is open on a weekday inside the hours, on Shanghai time', () => {
    // Monday 10:00 in Shanghai is 02:00 UTC.
    expect(serviceHoursAt(utc('2026-11-23T02:00:00'), SHANGHAI)).toEqual({ open: true, zone: 'GMT+8' });
    // Friday 17:59.
    expect(serviceHoursAt(utc('2026-11-27T09:59:00'), SHANGHAI).open).toBe(true);
  });

  it('opens at 8:30 sharp and closes at 18:00 sharp', () => {
    expect(serviceHoursAt(utc('2026-11-24T00:29:59'), SHANGHAI).open).toBe(false);
    expect(serviceHoursAt(utc('2026-11-24T00:30:00'), SHANGHAI).open).toBe(true);
    expect(serviceHoursAt(utc('2026-11-24T09:59:59'), SHANGHAI).open).toBe(true);
    expect(serviceHoursAt(utc('2026-11-24T10:00:00'), SHANGHAI).open).toBe(false);
  });

  it('is closed on a weekday outside the hours and all weekend', () => {
    // Tuesday 20:00 and 07:00 in Shanghai.
    expect(serviceHoursAt(utc('2026-11-24T12:00:00'), SHANGHAI).open).toBe(false);
    expect(serviceHoursAt(utc('2026-11-23T23:00:00'), SHANGHAI).open).toBe(false);
    // Saturday and Sunday at 11:00 in Shanghai.
    expect(serviceHoursAt(utc('2026-11-28T03:00:00'), SHANGHAI).open).toBe(false);
    expect(serviceHoursAt(utc('2026-11-29T03:00:00'), SHANGHAI).open).toBe(false);
  });

  it('decides by the zone’s wall clock, not UTC or the server’s', () => {
    // Friday 17:00 UTC is already Saturday 01:00 in Shanghai, but Friday 09:00 in Los Angeles.
    const fridayEvening = utc('2026-11-27T17:00:00');
    expect(serviceHoursAt(fridayEvening, SHANGHAI).open).toBe(false);
    expect(serviceHoursAt(fridayEvening, 'America/Los_Angeles')).toEqual({ open: true, zone: 'GMT-8' });
    // Sunday 23:45 UTC is Monday 07:45 in Shanghai (closed) and Monday 08:45 in Tokyo (open).
    expect(serviceHoursAt(utc('2026-11-29T23:45:00'), SHANGHAI).open).toBe(false);
    expect(serviceHoursAt(utc('2026-11-29T23:45:00'), 'Asia/Tokyo')).toEqual({ open: true, zone: 'GMT+9' });
    // Summer time: 08:30 in London in July is 07:30 UTC.
    expect(serviceHoursAt(utc('2026-07-06T07:30:00'), 'Europe/London')).toEqual({ open: true, zone: 'GMT+1' });
    expect(serviceHoursAt(utc('2026-07-06T07:29:00'), 'Europe/London').open).toBe(false);
  });
});

describe('the service pages’ loaders', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const context = (tz: string) => ({ deps: { env: { RANKINGS_TZ: tz } }, cacheTags: new Set<string>() }) as never;

  it('pass down the hours decided on the server clock, and tag the pages for the cache', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(utc('2026-11-23T02:00:00'));
    const ctx = context(SHANGHAI) as { cacheTags: Set<string> };
    const open = serviceLoader({ params: { kind: 'training' }, context: ctx } as never);
    expect(open).toEqual({ kind: 'training', hours: { open: true, zone: 'GMT+8' } });
    expect([...ctx.cacheTags]).toEqual(['services']);
    vi.setSystemTime(utc('2026-11-28T03:00:00'));
    expect(servicesLoader({ context: context(SHANGHAI) } as never)).toEqual({ hours: { open: false, zone: 'GMT+8' } });
  });

  it('answer 404 for a kind without a page (GEO keeps /geo; compute and deployment have their own areas)', () => {
    for (const kind of ['geo', 'compute', 'deployment', 'Training', '', 'x'.repeat(200)]) {
      let thrown: unknown;
      try {
        serviceLoader({ params: { kind }, context: context(SHANGHAI) } as never);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { init?: { status?: number } }).init?.status, kind).toBe(404);
    }
    expect(SERVICE_KINDS.every(isServiceKind)).toBe(true);
  });
});

describe.each(targets)('the service pages on $name', (target) => {
  it('are in the sitemaps and llms.txt, and in the menu under "Services"', async () => {
    const database = await target.open();
    try {
      const call = apiCaller(testApp(database));
      const sitemap = (await call('/sitemaps/en.xml')).body as string;
      expect(sitemap).toMatch(/<loc>[^<]*\/en\/services<\/loc>/);
      for (const kind of SERVICE_KINDS) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/en/services/${kind}</loc>`));
      const llms = (await call('/llms.txt')).body as string;
      expect(llms).toMatch(/## AI 服务\n\n- \[AI 服务\]\([^)]*\/services\): /);
      expect(llms).toMatch(/- \[数据标注\]\([^)]*\/services\/labeling\): /);

      // The seed step ran with the others: "AI services" sits right under the "Services" heading, once per edition.
      const step = SEED_STEPS.find((s) => s.id === 'navigation-v8-services')!;
      await database.db.transaction((tx) => step.run(tx));
      const tops = await database.db.select().from(navMenuItems).where(and(eq(navMenuItems.url, '/discover'), isNull(navMenuItems.parentId)));
      expect(tops.map((t) => t.siteId).sort()).toEqual([1, 2]);
      for (const top of tops) {
        const children = await database.db.select().from(navMenuItems).where(eq(navMenuItems.parentId, top.id)).orderBy(asc(navMenuItems.sort));
        const at = children.findIndex((c) => c.url === '/services');
        expect(children[at - 1]!.name).toMatchObject({ zh: '服务', en: 'Services' });
        expect(children[at]!.name).toMatchObject({ zh: 'AI服务', en: 'AI services' });
        expect(children.filter((c) => c.url === '/services')).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  });
});
