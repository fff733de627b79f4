// The dataset library (issue 21 §4, docs/decisions/030): list with filters and sorts, one dataset, and the sitemap
// entries. A couple of hundred rows: read in one query, kept per language until the `datasets` topic changes (or a
// minute passes) and filtered in memory; the pages sit on the page cache too.
import { asc } from 'drizzle-orm';
import { memoPerBus } from '../../../server/cache/memo';
import type { Db } from '../../../server/db/client';
import { datasets } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { registerSitemapSource, type SitemapEntry } from '~/features/seo/seo.server';
import type { LangCode } from '~/i18n/locales';
import {
  DATASET_CARD_FIELDS,
  DATASET_PAGE_SIZE,
  DATASET_TASKS,
  DATASETS_TOPIC,
  ZDatasetSlug,
  type TDataset,
  type TDatasetCard,
  type TDatasetList,
  type TDatasetListQuery,
  type TDatasetModality,
  type TDatasetTask,
  type TDatasetUnit,
  type TLicenceKind,
} from './datasets.schema';

type Row = typeof datasets.$inferSelect;
type DbOrDeps = Db | Pick<AppDeps, 'database' | 'bus'>;

function toDataset(row: Row, lang: LangCode): TDataset {
  const d = row.descriptions;
  return {
    slug: row.slug,
    name: row.name,
    publisher: row.publisher,
    task: row.task as TDatasetTask,
    modality: row.modality as TDatasetModality,
    size: row.size,
    unit: row.unit as TDatasetUnit,
    licence: row.licence,
    licenceKind: row.licenceKind as TLicenceKind,
    languages: row.languages,
    year: row.year,
    url: row.url,
    source: row.source,
    sourceDate: row.sourceDate,
    // Japanese readers get the English line (stated on the page's data-source note).
    description: lang === 'ja' ? d.en : d[lang],
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readDatasets(db: Db, lang: LangCode): Promise<TDataset[]> {
  const rows = await db.select().from(datasets).orderBy(asc(datasets.slug));
  return rows.map((row) => toDataset(row, lang));
}

const datasetsMemo = memoPerBus<LangCode, TDataset[]>({ ttlMs: 60_000, topic: DATASETS_TOPIC });

function allDatasets(x: DbOrDeps, lang: LangCode): Promise<readonly TDataset[]> {
  if (!('database' in x)) return readDatasets(x, lang);
  return datasetsMemo(x.bus).get(lang, () => readDatasets(x.database.db, lang));
}

/** The fields a card shows, for lists that travel with a page. */
export function datasetCard(d: TDataset): TDatasetCard {
  return Object.fromEntries(DATASET_CARD_FIELDS.map((k) => [k, d[k]])) as TDatasetCard;
}

function matches(d: TDataset, q: string): boolean {
  return (
    d.name.toLowerCase().includes(q) ||
    d.slug.includes(q) ||
    d.publisher.toLowerCase().includes(q) ||
    d.description.toLowerCase().includes(q)
  );
}

/** One page of the library with its filters and sort. */
export async function listDatasets(x: DbOrDeps, query: Partial<TDatasetListQuery>, lang: LangCode): Promise<TDatasetList> {
  const all = await allDatasets(x, lang);
  const q = query.q?.toLowerCase();
  const items = all.filter(
    (d) =>
      (!q || matches(d, q)) &&
      (!query.task || d.task === query.task) &&
      (!query.modality || d.modality === query.modality) &&
      (!query.licence || d.licenceKind === query.licence) &&
      (!query.language || d.languages.includes(query.language)),
  );
  const byName = (a: TDataset, b: TDataset) => a.name.localeCompare(b.name, 'en');
  const sort = query.sort ?? 'newest';
  if (sort === 'newest') items.sort((a, b) => b.year - a.year || byName(a, b));
  else if (sort === 'oldest') items.sort((a, b) => a.year - b.year || byName(a, b));
  else if (sort === 'name') items.sort(byName);
  // Sizes in different units do not compare: largest first within each unit, units in the vocabulary's order.
  else items.sort((a, b) => (a.unit === b.unit ? (b.size ?? -1) - (a.size ?? -1) : a.unit.localeCompare(b.unit)) || byName(a, b));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DATASET_PAGE_SIZE;
  const counts = new Map<string, number>();
  for (const d of all) counts.set(d.task, (counts.get(d.task) ?? 0) + 1);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    tasks: DATASET_TASKS.filter((t) => counts.has(t)).map((task) => ({ task, count: counts.get(task)! })),
  };
}

/** One dataset; an unknown or malformed slug is a 404. */
export async function getDataset(x: DbOrDeps, slug: string, lang: LangCode): Promise<TDataset> {
  const parsed = ZDatasetSlug.safeParse(slug);
  const found = parsed.success ? (await allDatasets(x, lang)).find((d) => d.slug === parsed.data) : undefined;
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Datasets for the same task (the detail page's "related" list), newest first. */
export async function relatedDatasets(x: DbOrDeps, dataset: TDataset, lang: LangCode, limit = 6): Promise<TDataset[]> {
  const all = await allDatasets(x, lang);
  return all
    .filter((d) => d.task === dataset.task && d.slug !== dataset.slug)
    .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit);
}

async function datasetSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ slug: datasets.slug, updatedAt: datasets.updatedAt }).from(datasets).orderBy(asc(datasets.slug));
  return [
    { path: '/datasets', changefreq: 'weekly', priority: 0.6 },
    ...rows.map((r) => ({ path: `/datasets/${r.slug}`, lastmod: r.updatedAt, changefreq: 'monthly' as const, priority: 0.5 })),
  ];
}

registerSitemapSource((deps) => datasetSitemapEntries(deps.database.db));
