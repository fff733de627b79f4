// Generated SAMPLE figures for the shipped apps (docs/decisions/016): rank, rating and downloads per region and
// month, deterministic (seeded by the app's store id), shaped by how widely the app is used and where. They are not
// measurements of the named apps; `npm run import:apps` replaces them with real figures.
import { monthsEnding, seededRandom } from '../catalogue/catalogue.sample.server';
import { REGIONS, type TRegion } from '~/lib/regions';
import type { TAppInput, TAppPlatform } from './apps.schema';

/** The last month the sample covers; fixed so the same seed always gives the same figures. */
export const APP_SAMPLE_LAST_MONTH = '2026-10';
export const APP_SAMPLE_MONTHS = 6;

/** Monthly AI-app downloads of a store in a region, in millions: the scale of the sample figures. */
const REGION_SIZE: Record<TRegion, number> = {
  global: 400,
  us: 45,
  in: 70,
  br: 25,
  cn: 90,
  gb: 9,
  ca: 5,
  de: 8,
  jp: 14,
  id: 22,
  ru: 10,
  mx: 12,
  ph: 10,
  au: 4,
  vn: 9,
  kr: 8,
};

/** Where an app is mostly used: its home region gets more of it, the others less. */
function homeRegion(app: TAppInput): TRegion | null {
  if (app.name.zh) return 'cn';
  if (/NAVER|SNOW/.test(app.developer)) return 'kr';
  if (/Yandex/.test(app.developer)) return 'ru';
  return null;
}

function regionFactor(app: TAppInput, region: TRegion, rnd: () => number): number {
  const home = homeRegion(app);
  const jitter = 0.7 + rnd() * 0.6;
  if (region === 'global') return jitter;
  if (home === region) return 6 * jitter;
  if (home) return (home === 'cn' ? 0.15 : 0.08) * jitter;
  // International apps are little used in the China region's stores.
  return (region === 'cn' ? 0.12 : 1) * jitter;
}

export interface SampleFigure {
  storeId: string;
  platform: TAppPlatform;
  region: TRegion;
  month: string;
  rank: number;
  rating: number;
  downloads: number;
}

/** Sample figures for one platform's apps (in the order of use), for every region and month, ranked. */
export function sampleAppFigures(
  apps: TAppInput[],
  months = monthsEnding(APP_SAMPLE_LAST_MONTH, APP_SAMPLE_MONTHS),
): SampleFigure[] {
  const out: SampleFigure[] = [];
  const n = apps.length;
  const profile = apps.map((app, i) => {
    const rnd = seededRandom(`app:${app.platform}:${app.storeId}`);
    // Share of use falls off with the position in the list; about one app in seven appears later in the period.
    const weight = Math.pow(1 - i / (n + 1), 2.2) * (0.8 + rnd() * 0.4);
    const firstMonth = i > 3 && rnd() < 0.15 ? 1 + Math.floor(rnd() * (months.length - 1)) : 0;
    const trend = (rnd() - 0.45) * 0.25;
    const rating = 3.6 + rnd() * 1.3;
    const regions = Object.fromEntries(REGIONS.map((r) => [r, regionFactor(app, r, rnd)])) as Record<
      TRegion,
      number
    >;
    return { app, rnd, weight, firstMonth, trend, rating, regions };
  });
  months.forEach((month, m) => {
    for (const region of REGIONS) {
      const scored = profile
        .filter((p) => m >= p.firstMonth)
        .map((p) => ({
          p,
          score: p.weight * p.regions[region] * Math.exp(p.trend * m + (p.rnd() - 0.5) * 0.3),
        }))
        .sort((a, b) => b.score - a.score || a.p.app.storeId.localeCompare(b.p.app.storeId));
      const total = scored.reduce((sum, s) => sum + s.score, 0) || 1;
      scored.forEach(({ p, score }, index) => {
        out.push({
          storeId: p.app.storeId,
          platform: p.app.platform,
          region,
          month,
          rank: index + 1,
          rating: Math.round(Math.min(5, p.rating + (p.rnd() - 0.5) * 0.2) * 10) / 10,
          downloads: Math.round((score / total) * REGION_SIZE[region] * 1e6),
        });
      });
    }
  });
  return out;
}
