// The AI agent page (SPEC §2.1 /agent, docs/decisions/032): the catalogue's agent products in groups, and search
// among them. The membership is read from the catalogue in one query and kept per language until the catalogue
// changes (or a minute passes); the page sits on the page cache under the same topic.
import { and, desc, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { memoPerBus } from '../../../server/cache/memo';
import type { Db } from '../../../server/db/client';
import { categories, products, productTags, tags } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { registerSitemapSource } from '~/features/seo/seo.server';
import { toCardView } from '~/features/catalogue/catalogue.schema';
import { listProductCards } from '~/features/catalogue/catalogue.server';
import { CATALOGUE_TOPIC, productSearchFor } from '~/features/catalogue/catalogue.search.server';
import type { LangCode } from '~/i18n/locales';
import { AGENT_GROUP_SPECS, AGENT_GROUPS, type AgentGroupSpec, type TAgentGroup } from './agents.constants';
import type { TAgentGroupView, TAgentPage, TAgentQuery } from './agents.schema';

export interface AgentCandidate {
  id: number;
  slug: string;
  category: string;
  tags: readonly string[];
}

/**
 * Each group's products, in the order given (most popular first): a product joins the first group pinning its
 * slug, else the first group with a rule it matches, else none.
 */
export function assignAgentGroups(rows: readonly AgentCandidate[], specs: readonly AgentGroupSpec[] = AGENT_GROUP_SPECS): Map<TAgentGroup, number[]> {
  const pinned = new Map<string, TAgentGroup>();
  for (const spec of specs) for (const slug of spec.pins) if (!pinned.has(slug)) pinned.set(slug, spec.key);
  const groups = new Map<TAgentGroup, number[]>(specs.map((s) => [s.key, []]));
  for (const row of rows) {
    const key =
      pinned.get(row.slug) ??
      specs.find((spec) => spec.rules.some((rule) => rule.category === row.category && row.tags.includes(rule.tag)))?.key;
    if (key) groups.get(key)!.push(row.id);
  }
  return groups;
}

const RULE_CATEGORIES = [...new Set(AGENT_GROUP_SPECS.flatMap((s) => s.rules.map((r) => r.category)))];
const PINS = AGENT_GROUP_SPECS.flatMap((s) => s.pins);

/** The published products that could be agents: those of the rules' categories and the pinned ones. */
async function loadCandidates(db: Db): Promise<AgentCandidate[]> {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      category: categories.slug,
      tags: sql<string[]>`coalesce((select array_agg(${tags.slug}) from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId} where ${productTags.productId} = ${products.id}), '{}')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.status, 'published'), or(inArray(categories.slug, RULE_CATEGORIES), inArray(products.slug, PINS))))
    .orderBy(desc(products.popularity), asc(products.id));
}

const groupsMemo = memoPerBus<LangCode, TAgentGroupView[]>({ ttlMs: 60_000, topic: CATALOGUE_TOPIC });

/** Every group with all its products' cards, in the page's order; empty groups are left out. */
export function getAgentGroups(deps: Pick<AppDeps, 'database' | 'bus'>, lang: LangCode): Promise<TAgentGroupView[]> {
  return groupsMemo(deps.bus).get(lang, async () => {
    const db = deps.database.db;
    const assigned = assignAgentGroups(await loadCandidates(db));
    const cards = new Map((await listProductCards(db, [...assigned.values()].flat(), lang)).map((c) => [c.id, toCardView(c)]));
    return AGENT_GROUPS.map((key) => {
      const items = (assigned.get(key) ?? []).flatMap((id) => cards.get(id) ?? []);
      return { key, total: items.length, items };
    }).filter((g) => g.total > 0);
  });
}

/** Search results kept to a page's worth. */
const MAX_RESULTS = 48;

/**
 * The page's data: the groups (each cut to `preview` cards unless it is the group asked for) and, for a query, the
 * agent products the catalogue's search finds for it, most relevant first.
 */
export async function getAgentPage(
  deps: Pick<AppDeps, 'database' | 'bus'>,
  query: TAgentQuery,
  lang: LangCode,
  preview: number,
): Promise<TAgentPage> {
  const all = await getAgentGroups(deps, lang);
  const groups = all.map((g) => (g.key === query.group ? g : { ...g, items: g.items.slice(0, preview) }));
  const total = all.reduce((sum, g) => sum + g.total, 0);
  if (!query.q) return { groups, total, results: null };
  const byId = new Map(all.flatMap((g) => g.items.map((item) => [item.id, item] as const)));
  const search = productSearchFor(deps);
  await search.upToDate();
  const found = await search.index.search({ q: query.q, limit: 2000 });
  const results = found.hits.flatMap((hit) => byId.get(hit.id) ?? []).slice(0, MAX_RESULTS);
  return { groups, total, results };
}

registerSitemapSource(async () => [{ path: '/agent', changefreq: 'daily', priority: 0.6 }]);
