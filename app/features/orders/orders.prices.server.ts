// The price list and ad capacities: defaults here, replaced in part by the PRICE_LIST and AD_CAPACITY settings.
// The China edition charges in CNY, the international one in USD; the client never names a price.
import { z } from 'zod';
import type { Env } from '../../../server/env';
import { AD_POSITIONS, SUBMISSION_PACKAGES, type TAdPosition, type TCurrency, type TPriceList } from './orders.schema';

const DEFAULT_PRICES: Record<TCurrency, TPriceList> = {
  CNY: {
    currency: 'CNY',
    submission: { standard: 29_900, fast: 59_900 },
    update: 9_900,
    ad: {
      home_banner: 299_900,
      home_recommend: 199_900,
      library_home: 149_900,
      mcp_home: 99_900,
      models_home: 99_900,
      news_reading: 79_900,
    },
  },
  USD: {
    currency: 'USD',
    submission: { standard: 4_900, fast: 9_900 },
    update: 1_900,
    ad: {
      home_banner: 49_900,
      home_recommend: 29_900,
      library_home: 19_900,
      mcp_home: 14_900,
      models_home: 14_900,
      news_reading: 9_900,
    },
  },
};

export const DEFAULT_AD_CAPACITY: Record<TAdPosition, number> = {
  home_banner: 5,
  home_recommend: 8,
  library_home: 6,
  mcp_home: 4,
  models_home: 4,
  news_reading: 3,
};

const minor = z.number().int().min(1).max(100_000_000);
const ZPriceOverride = z
  .object({
    submission: z.object(Object.fromEntries(SUBMISSION_PACKAGES.map((p) => [p, minor.optional()]))).partial().optional(),
    update: minor.optional(),
    ad: z.object(Object.fromEntries(AD_POSITIONS.map((p) => [p, minor.optional()]))).partial().optional(),
  })
  .strict();
const ZPriceSetting = z.object({ CNY: ZPriceOverride.optional(), USD: ZPriceOverride.optional() }).strict();
const ZCapacitySetting = z.object(Object.fromEntries(AD_POSITIONS.map((p) => [p, z.number().int().min(0).max(100).optional()]))).strict();

export class PriceSettingError extends Error {}

const cache = new WeakMap<Env, { prices: TPriceList; capacity: Record<TAdPosition, number> }>();

function resolve(env: Env) {
  let found = cache.get(env);
  if (found) return found;
  const currency: TCurrency = env.IS_CN ? 'CNY' : 'USD';
  const base = DEFAULT_PRICES[currency];
  const parsed = ZPriceSetting.safeParse(env.PRICE_LIST ?? {});
  if (!parsed.success) throw new PriceSettingError(`PRICE_LIST: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const override = parsed.data[currency] ?? {};
  const prices: TPriceList = {
    currency,
    submission: { ...base.submission, ...(override.submission as Partial<TPriceList['submission']>) },
    update: override.update ?? base.update,
    ad: { ...base.ad, ...(override.ad as Partial<TPriceList['ad']>) },
  };
  const capacityParsed = ZCapacitySetting.safeParse(env.AD_CAPACITY ?? {});
  if (!capacityParsed.success) throw new PriceSettingError(`AD_CAPACITY: ${capacityParsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const capacity = { ...DEFAULT_AD_CAPACITY, ...(capacityParsed.data as Partial<Record<TAdPosition, number>>) };
  found = { prices, capacity };
  cache.set(env, found);
  return found;
}

/** The price list of this edition. Throws PriceSettingError when PRICE_LIST is malformed (checked at boot). */
export function priceList(env: Env): TPriceList {
  return resolve(env).prices;
}

export function adCapacity(env: Env, position: TAdPosition): number {
  return resolve(env).capacity[position];
}

/** What one order costs, from the price list only. */
export function priceOf(prices: TPriceList, order: { kind: 'submission'; package: keyof TPriceList['submission'] } | { kind: 'update' } | { kind: 'ad'; position: TAdPosition }): number {
  if (order.kind === 'submission') return prices.submission[order.package];
  if (order.kind === 'update') return prices.update;
  return prices.ad[order.position];
}
