// Scenario recommendation (docs/decisions/035): a described scenario → a plan (a language model's when a platform
// has a key and its answer holds catalogue products, else the offline planner's), stored under a random id as a
// snapshot, listed in the signed-in author's history.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { categories, solutionPlans, tags } from '../../../server/db/schema';
import { memoPerBus } from '../../../server/cache/memo';
import type { AppDeps } from '../../../server/http/context';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { llmPlatforms } from '../../../server/integrations/registry';
import {
  CATALOGUE_TOPIC,
  loadProductSearchRows,
  productSearchFor,
} from '~/features/catalogue/catalogue.search.server';
import { listProductCards } from '~/features/catalogue/catalogue.server';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import {
  SOLUTION_DEDUPE_WINDOW_MS,
  SOLUTION_HISTORY_PAGE_SIZE,
  type TSolutionAnswer,
  type TSolutionHistory,
  type TSolutionPlan,
  type TSolutionStep,
} from './solutions.constants';
import { buildNameIndex, planWithModel, type ProductNameIndex } from './solutions.llm.server';
import {
  normalise,
  planOffline,
  type PlannedStep,
  type PlannerCatalogue,
  type PlannerProduct,
} from './solutions.planner.server';

type Deps = Pick<AppDeps, 'env' | 'logger' | 'database' | 'bus' | 'llm'>;
type PlanRow = typeof solutionPlans.$inferSelect;

const HOUR = 3_600_000;
const newId = () => randomBytes(12).toString('base64url');

interface CatalogueData {
  products: Map<number, PlannerProduct>;
  categories: Map<string, PlannerProduct['name']>;
  tags: Map<string, PlannerProduct['name']>;
  names: ProductNameIndex;
}

/** Every published product's planning fields (no texts beyond names), kept per process until the catalogue changes. */
const catalogueMemo = memoPerBus<'all', CatalogueData>({ ttlMs: 300_000, topic: CATALOGUE_TOPIC });

function catalogueData(deps: Pick<AppDeps, 'database' | 'bus'>): Promise<CatalogueData> {
  return catalogueMemo(deps.bus).get('all', async () => {
    const db = deps.database.db;
    const products = new Map<number, PlannerProduct>();
    let afterId = 0;
    for (;;) {
      const { rows } = await loadProductSearchRows(db, { afterId, limit: 1000 });
      for (const r of rows) {
        products.set(r.id, {
          id: r.id,
          slug: r.slug,
          name: r.name,
          categorySlug: r.category.slug,
          tags: r.tags,
          pricing: r.pricing,
          type: r.type,
          contentLanguage: r.contentLanguage,
          popularity: r.popularity,
        });
      }
      if (rows.length < 1000) break;
      afterId = rows.at(-1)!.id;
    }
    const [categoryRows, tagRows] = await Promise.all([
      db.select({ slug: categories.slug, name: categories.name }).from(categories),
      db.select({ slug: tags.slug, name: tags.name }).from(tags),
    ]);
    return {
      products,
      categories: new Map(categoryRows.map((c) => [c.slug, c.name])),
      tags: new Map(tagRows.map((t) => [t.slug, t.name])),
      names: buildNameIndex(products.values()),
    };
  });
}

async function plannerCatalogue(
  deps: Pick<AppDeps, 'database' | 'bus' | 'logger'>,
): Promise<PlannerCatalogue & { names: ProductNameIndex }> {
  const search = productSearchFor(deps);
  const [data] = await Promise.all([catalogueData(deps), search.upToDate()]);
  return {
    search: (query) => search.index.search(query),
    product: (id) => data.products.get(id),
    categories: data.categories,
    tags: data.tags,
    names: data.names,
  };
}

/** Who asked: the user, or the address of a visitor. */
export type SolutionAuthor = { userId: number } | { ip: string };

function dedupeKey(author: SolutionAuthor, lang: LangCode, description: string): string {
  const who = 'userId' in author ? `u:${author.userId}` : `a:${author.ip}`;
  const window = Math.floor(Date.now() / SOLUTION_DEDUPE_WINDOW_MS);
  return createHash('sha256')
    .update(`${who}\n${lang}\n${normalise(description)}\n${window}`)
    .digest('base64url');
}

async function toSnapshot(deps: Deps, steps: PlannedStep[], lang: LangCode): Promise<TSolutionStep[]> {
  const ids = [...new Set(steps.flatMap((s) => s.tools.map((t) => t.id)))];
  const cards = new Map((await listProductCards(deps.database.db, ids, lang)).map((c) => [c.id, c]));
  return steps
    .map((s) => ({
      kind: s.kind,
      title: s.title,
      detail: s.detail ?? null,
      tools: s.tools
        .filter((t) => cards.has(t.id))
        .map((t) => {
          const card = cards.get(t.id)!;
          return {
            id: card.id,
            slug: card.slug,
            name: card.name,
            tagline: card.tagline,
            logo: card.logo,
            pricing: card.pricing,
            type: card.type,
            reasons: t.reasons,
          };
        }),
    }))
    .filter((s) => s.tools.length);
}

function toPlan(row: PlanRow): TSolutionPlan {
  const stored = row.plan as Pick<TSolutionPlan, 'matchedTerms' | 'preferences' | 'steps' | 'platform'>;
  return {
    id: row.id,
    description: row.description,
    lang: row.lang,
    planner: row.planner.startsWith('llm') ? 'llm' : 'offline',
    platform: stored.platform ?? null,
    template: row.template,
    matchedTerms: stored.matchedTerms ?? [],
    preferences: stored.preferences ?? [],
    steps: stored.steps ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Plans the scenario, or says no scenario matched (nothing is stored then). A repeat inside the window returns the first plan. */
export async function createPlan(
  deps: Deps,
  author: SolutionAuthor,
  description: string,
  lang: LangCode,
): Promise<TSolutionAnswer> {
  const db = deps.database.db;
  const key = dedupeKey(author, lang, description);
  const [existing] = await db.select().from(solutionPlans).where(eq(solutionPlans.dedupeKey, key));
  if (existing) return { matched: true, plan: toPlan(existing) };
  await enforceRateLimit(
    db,
    'userId' in author ? `solutions:user:${author.userId}` : `solutions:ip:${author.ip}`,
    {
      limit: 'userId' in author ? deps.env.SOLUTIONS_PER_HOUR : deps.env.SOLUTIONS_ANONYMOUS_PER_HOUR,
      windowMs: HOUR,
    },
  );
  const catalogue = await plannerCatalogue(deps);
  const offline = await planOffline(catalogue, description, lang);
  let steps = offline?.steps ?? null;
  let planner = 'offline';
  let platformLabel: string | null = null;
  const platform = deps.env.SOLUTIONS_PLANNER === 'auto' ? llmPlatforms(deps).online[0] : undefined;
  if (platform) {
    const hintIds = offline
      ? offline.steps.flatMap((s) => s.tools.map((t) => t.id))
      : (await catalogue.search({ q: description, limit: 15 })).hits.map((h) => h.id);
    const hints = hintIds.map((id) => catalogue.product(id)?.name.en).filter((n): n is string => Boolean(n));
    const modelPlan = await planWithModel(
      platform,
      { description, lang, hints, names: catalogue.names, catalogue },
      (err) =>
        deps.logger.warn(
          { err, platform: platform.id },
          'solutions: the model planner failed; the offline plan stands',
        ),
    );
    if (modelPlan) {
      steps = modelPlan.steps;
      planner = `llm:${platform.id}`;
      platformLabel = platform.label;
    }
  }
  if (!steps) return { matched: false, message: formatMessage(lang, 'solutions.noMatch') };
  const snapshot = await toSnapshot(deps, steps, lang);
  if (!snapshot.length) return { matched: false, message: formatMessage(lang, 'solutions.noMatch') };
  const row = {
    id: newId(),
    userId: 'userId' in author ? author.userId : null,
    description,
    lang,
    planner,
    template: offline?.template ?? null,
    plan: {
      matchedTerms: offline?.matchedTerms ?? [],
      preferences: offline?.preferences ?? [],
      platform: platformLabel,
      steps: snapshot,
    },
    dedupeKey: key,
  };
  // Two submits at once: the unique key lets one insert; the other reads it back.
  const inserted = await db
    .insert(solutionPlans)
    .values(row)
    .onConflictDoNothing({ target: solutionPlans.dedupeKey })
    .returning();
  const stored =
    inserted[0] ?? (await db.select().from(solutionPlans).where(eq(solutionPlans.dedupeKey, key)))[0];
  if (!stored) throw new Error('solution plan lost between insert and read');
  return { matched: true, plan: toPlan(stored) };
}

/** Anyone holding the id may read the plan (it is shared by its link); unknown ids are null. */
export async function getPlan(deps: Pick<AppDeps, 'database'>, id: string): Promise<TSolutionPlan | null> {
  const [row] = await deps.database.db.select().from(solutionPlans).where(eq(solutionPlans.id, id));
  return row ? toPlan(row) : null;
}

export async function listHistory(
  deps: Pick<AppDeps, 'database'>,
  userId: number,
  page: number,
): Promise<TSolutionHistory> {
  const db = deps.database.db;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(solutionPlans)
    .where(eq(solutionPlans.userId, userId));
  const rows = await db
    .select({
      id: solutionPlans.id,
      description: solutionPlans.description,
      template: solutionPlans.template,
      planner: solutionPlans.planner,
      createdAt: solutionPlans.createdAt,
      steps: sql<number>`jsonb_array_length(${solutionPlans.plan}->'steps')`,
      tools: sql<number>`(select count(*) from jsonb_array_elements(${solutionPlans.plan}->'steps') s, jsonb_array_elements(s->'tools'))`,
    })
    .from(solutionPlans)
    .where(and(eq(solutionPlans.userId, userId)))
    .orderBy(desc(solutionPlans.createdAt), desc(solutionPlans.id))
    .limit(SOLUTION_HISTORY_PAGE_SIZE)
    .offset((page - 1) * SOLUTION_HISTORY_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      description: r.description,
      template: r.template,
      planner: r.planner.startsWith('llm') ? ('llm' as const) : ('offline' as const),
      steps: Number(r.steps),
      tools: Number(r.tools),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: SOLUTION_HISTORY_PAGE_SIZE,
  };
}
