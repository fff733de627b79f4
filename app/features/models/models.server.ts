// The model library owns the models' facts and prices (issue 20 §1–3, docs/decisions/019): listing with filters and
// sorts, one model, compare, and the priced models the cost calculator reads. The library is a few hundred rows:
// they are read in one query, kept per language until the `models` topic changes (or a minute passes) and filtered
// in memory; the pages sit on the page cache too. Tests and scripts may pass a bare database (no memo).
import { asc, inArray } from 'drizzle-orm';
import { memoPerBus } from '../../../server/cache/memo';
import type { Db } from '../../../server/db/client';
import type { AppDeps } from '../../../server/http/context';
import { models } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import type { LangCode } from '~/i18n/locales';
import { estimateCost, type CostInput, type CostResult } from './models.cost';
import { MODEL_PROVIDERS, providerName } from './models.providers';
import { MODEL_TOPIC, ZCompareIds, type TModel, type TModelCurrency, type TModelFilters, type TModelList } from './models.schema';

type Row = typeof models.$inferSelect;

function toModel(row: Row, lang: LangCode): TModel {
  const d = row.descriptions;
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    providerName: providerName(row.provider, lang),
    modalitiesIn: row.modalitiesIn,
    modalitiesOut: row.modalitiesOut,
    contextWindow: row.contextWindow,
    maxOutput: row.maxOutput,
    currency: row.currency as TModelCurrency,
    priceInput: row.priceInput,
    priceOutput: row.priceOutput,
    priceCachedInput: row.priceCachedInput,
    tiers: row.tiers,
    releaseDate: row.releaseDate,
    openWeights: row.openWeights,
    licence: row.licence,
    reasoning: row.reasoning,
    toolCall: row.toolCall,
    // Japanese descriptions exist for the top 100; the others read the English one.
    description: (lang === 'ja' ? d.ja : undefined) ?? d[lang === 'ja' ? 'en' : lang],
    importance: row.importance,
    priceSource: { name: row.priceSourceName, url: row.priceSourceUrl, date: row.priceSourceDate },
    specSource: row.specSource,
  };
}

type DbOrDeps = Db | Pick<AppDeps, 'database' | 'bus'>;

async function readModels(db: Db, lang: LangCode): Promise<TModel[]> {
  const rows = await db.select().from(models).orderBy(asc(models.importance), asc(models.id));
  return rows.map((row) => toModel(row, lang));
}

const modelsMemo = memoPerBus<LangCode, TModel[]>({ ttlMs: 60_000, topic: MODEL_TOPIC });

/** Every model in library order (importance, then id), in one language. Callers must not change what they get. */
function allModels(x: DbOrDeps, lang: LangCode): Promise<readonly TModel[]> {
  if (!('database' in x)) return readModels(x, lang);
  return modelsMemo(x.bus).get(lang, () => readModels(x.database.db, lang));
}

/** The input price in USD per million tokens (CNY converted at `rate`), for filters and sorting. */
export function inputPriceUsd(model: Pick<TModel, 'priceInput' | 'currency'>, rate: number): number | null {
  if (model.priceInput == null) return null;
  return model.currency === 'CNY' ? model.priceInput / rate : model.priceInput;
}

const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) => (a == null ? (b == null ? 0 : 1) : b == null ? -1 : (a - b) * dir);

/** One page of the library with its filters and sort; `rate` (CNY per USD) puts CNY prices on the USD price filter. */
export async function listModels(x: DbOrDeps, filters: TModelFilters, lang: LangCode, rate: number): Promise<TModelList> {
  const all = await allModels(x, lang);
  const q = filters.q?.toLowerCase();
  const items = all.filter(
    (m) =>
      (!q || m.name.toLowerCase().includes(q) || m.id.includes(q) || m.providerName.toLowerCase().includes(q)) &&
      (!filters.provider || m.provider === filters.provider) &&
      (!filters.input || m.modalitiesIn.includes(filters.input)) &&
      (!filters.output || m.modalitiesOut.includes(filters.output)) &&
      (!filters.open || m.openWeights === (filters.open === 'yes')) &&
      (filters.minContext === undefined || (m.contextWindow ?? 0) >= filters.minContext) &&
      (filters.maxPrice === undefined || (inputPriceUsd(m, rate) ?? Infinity) <= filters.maxPrice),
  );
  const sort = filters.sort ?? 'importance';
  if (sort === 'newest') items.sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? '') || a.importance - b.importance);
  else if (sort === 'price') items.sort((a, b) => nullsLast(inputPriceUsd(a, rate), inputPriceUsd(b, rate), 1) || a.importance - b.importance);
  else if (sort === 'context') items.sort((a, b) => nullsLast(a.contextWindow, b.contextWindow, -1) || a.importance - b.importance);
  else if (sort === 'name') items.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? 36;
  const counts = new Map<string, number>();
  for (const m of all) counts.set(m.provider, (counts.get(m.provider) ?? 0) + 1);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    // Providers in the library's order, with how many models each has.
    providers: MODEL_PROVIDERS.filter((p) => counts.has(p.id)).map((p) => ({ id: p.id, name: providerName(p.id, lang), count: counts.get(p.id)! })),
  };
}

export async function getModel(x: DbOrDeps, id: string, lang: LangCode): Promise<TModel> {
  const [found] = await getModelsByIds(x, [id], lang);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The models with these ids, in the order asked; unknown ids are left out. */
export async function getModelsByIds(x: DbOrDeps, ids: readonly string[], lang: LangCode): Promise<TModel[]> {
  // Only well-formed ids reach the database (a NUL byte, say, is an error in PostgreSQL, not "no such model").
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => /^[a-z0-9][a-z0-9.-]{0,79}$/.test(id));
  if (!wanted.length) return [];
  const found =
    'database' in x
      ? await allModels(x, lang)
      : (await x.select().from(models).where(inArray(models.id, wanted))).map((row) => toModel(row, lang));
  const byId = new Map(found.map((m) => [m.id, m]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** Facts that differ between compared models: the page highlights their rows. */
export const COMPARED_FACTS = [
  'provider',
  'modalitiesIn',
  'modalitiesOut',
  'contextWindow',
  'maxOutput',
  'priceInput',
  'priceOutput',
  'priceCachedInput',
  'tiers',
  'releaseDate',
  'openWeights',
  'licence',
  'reasoning',
  'toolCall',
] as const;
export type TComparedFact = (typeof COMPARED_FACTS)[number];

export interface TModelComparison {
  models: TModel[];
  /** The facts whose values are not all equal. */
  differences: TComparedFact[];
  /** The cheapest input and output price (USD per million) among the models, for highlighting. */
  cheapest: { input: string | null; output: string | null };
}

/** The differing facts and cheapest prices of models already read (the compare page also shows 0–1 models). */
export function describeComparison(found: TModel[], rate: number): TModelComparison {
  const differences = COMPARED_FACTS.filter((fact) => new Set(found.map((m) => JSON.stringify(m[fact]))).size > 1);
  const usd = (m: TModel, v: number | null) => (v == null ? null : m.currency === 'CNY' ? v / rate : v);
  const cheapestBy = (price: (m: TModel) => number | null) => {
    const priced = found.filter((m) => usd(m, price(m)) != null);
    if (priced.length < 2) return null;
    return priced.reduce((best, m) => (usd(m, price(m))! < usd(best, price(best))! ? m : best)).id;
  };
  return { models: found, differences, cheapest: { input: cheapestBy((m) => m.priceInput), output: cheapestBy((m) => m.priceOutput) } };
}

/** 2–4 models side by side (order kept); unknown ids are a 404, bad input a validation error. */
export async function compareModels(x: DbOrDeps, ids: unknown, lang: LangCode, rate: number): Promise<TModelComparison> {
  const parsed = ZCompareIds.safeParse(ids);
  if (!parsed.success) throw new AppError('VALIDATION', { messageKey: 'models.error.compareIds' });
  const found = await getModelsByIds(x, parsed.data, lang);
  if (found.length !== parsed.data.length) throw new AppError('NOT_FOUND', { messageKey: 'models.error.notFound' });
  return describeComparison(found, rate);
}

/** The cost table for these models (all priced models when `ids` is empty, or one provider's). */
export async function estimateModelCosts(
  x: DbOrDeps,
  input: CostInput,
  scope: { ids?: readonly string[]; provider?: string },
  lang: LangCode,
  rate: number,
): Promise<CostResult> {
  const chosen = scope.ids?.length ? await getModelsByIds(x, scope.ids, lang) : await allModels(x, lang);
  return estimateCost(input, scope.provider ? chosen.filter((m) => m.provider === scope.provider) : chosen, rate);
}

async function modelSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: models.id, updatedAt: models.updatedAt }).from(models).orderBy(asc(models.importance));
  return [
    { path: '/models', changefreq: 'weekly', priority: 0.7 },
    { path: '/models/calculator', changefreq: 'monthly', priority: 0.5 },
    ...rows.map((r) => ({ path: `/models/${r.id}`, lastmod: r.updatedAt, changefreq: 'monthly' as const, priority: 0.6 })),
  ];
}

registerSitemapSource((deps) => modelSitemapEntries(deps.database.db));
