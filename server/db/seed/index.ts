// Seeds a fresh database once: each named step runs a single time and is recorded in app_meta.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta, navMenuItems, products, routeRules } from '../schema';
import { CATALOGUE_TOPIC, PRODUCTS_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { APPS_TOPIC } from '~/features/apps/apps.server';
import { seedApps } from '~/features/apps/apps.write.server';
import { APPS_SEED } from './apps.seed-data';
import { PLATFORMS_SEED } from './platforms.seed-data';
import { hasCatalogueSeed, runCatalogueSeed } from './catalogue.seed';
import { runRankingsSeed } from './rankings.seed';
import { runModelsSeed } from './models.seed';
import { MODEL_TOPIC } from '~/features/models/models.schema';
import { hasMcpSeed, runMcpSeed } from './mcp.seed';
import { runNewsSeed } from './news.seed';
import { runGuidesSeed } from './guides.seed';
import { GUIDES_TOPIC } from '~/features/guides/guides.constants';
import { NEWS_TOPIC } from '~/features/news/news.constants';
import { MCP_TOPIC } from '~/features/mcp/mcp.server';
import { MONTHLY_RANKINGS_TOPIC, RANKINGS_TOPIC } from '~/features/rankings/rankings.server';
import { runDatasetsSeed } from './datasets.seed';
import { DATASETS_TOPIC } from '~/features/datasets/datasets.constants';
import { runComputeSeed } from './compute.seed';
import { COMPUTE_TOPIC } from '~/features/compute/compute.constants';
import { AGENTS_MENU_ITEM, ANDROID_COM_RULE, COMPUTE_MENU_ITEM, DATASETS_MENU_ITEM, GEO_TOOLS_MENU_ITEM, NAV_MENU_SEED, ROUTE_RULES_SEED, SERVICES_MENU_ITEM, type SeedMenuItem } from './navigation.seed';

export interface SeedStep {
  id: string;
  run(tx: Db): Promise<void>;
  /** Loads bulk data (seconds, not milliseconds): test databases skip it unless they ask for it. */
  bulk?: boolean;
  /** False while the step's data files are missing: the step is skipped, not recorded, and tried next start. */
  ready?(): boolean;
  /** The change topics of the data it writes, published once it ran so running replicas refresh. */
  topics: readonly string[];
}

async function insertMenu(tx: Db, siteId: 1 | 2, items: SeedMenuItem[], parentId: number | null) {
  let sort = 0;
  for (const item of items) {
    if (item.site && item.site !== siteId) continue;
    sort += 10;
    const [row] = await tx
      .insert(navMenuItems)
      .values({
        siteId,
        parentId,
        sort,
        menuType: item.menuType ?? 0,
        name: item.name,
        description: item.description ?? null,
        url: item.url,
        icon: item.icon ?? null,
        target: item.target ?? null,
        status: item.status ?? 1,
      })
      .returning({ id: navMenuItems.id });
    if (item.children?.length) await insertMenu(tx, siteId, item.children, row!.id);
  }
}

/**
 * Adds `item` under each edition's top-level menu entry for `parentUrl` at `sort`, unless staff already added an
 * entry with its URL there.
 */
async function addMenuChild(tx: Db, parentUrl: string, item: SeedMenuItem, sort: number) {
  const tops = await tx
    .select({ id: navMenuItems.id, siteId: navMenuItems.siteId })
    .from(navMenuItems)
    .where(and(eq(navMenuItems.url, parentUrl), isNull(navMenuItems.parentId)));
  for (const top of tops) {
    const [present] = await tx
      .select({ id: navMenuItems.id })
      .from(navMenuItems)
      .where(and(eq(navMenuItems.parentId, top.id), eq(navMenuItems.url, item.url)));
    if (present) continue;
    await tx.insert(navMenuItems).values({
      siteId: top.siteId,
      parentId: top.id,
      sort,
      name: item.name,
      description: item.description ?? null,
      url: item.url,
      icon: item.icon ?? null,
    });
  }
}

/** Steps in order; later areas append theirs. Never edit a shipped step: add a new one. */
export const SEED_STEPS: SeedStep[] = [
  {
    id: 'navigation-v1',
    topics: ['navigation'],
    async run(tx) {
      await insertMenu(tx, 1, NAV_MENU_SEED, null);
      await insertMenu(tx, 2, NAV_MENU_SEED, null);
      await tx.insert(routeRules).values(ROUTE_RULES_SEED);
    },
  },
  {
    id: 'catalogue-v1',
    bulk: true,
    ready: () => hasCatalogueSeed(),
    // Every product page, then the lists and search (the order of publishProductChanges).
    topics: [PRODUCTS_TOPIC, CATALOGUE_TOPIC],
    run: runCatalogueSeed,
  },
  {
    id: 'rankings-v1',
    bulk: true,
    ready: () => hasCatalogueSeed(),
    topics: [MONTHLY_RANKINGS_TOPIC, RANKINGS_TOPIC],
    run: runRankingsSeed,
  },
  {
    // The Android rule of navigation-v1 matched only a prefix (/best-ai-apps/android/com…): stores seeded with it get
    // the rule that matches /com anywhere after /best-ai-apps/android (docs/decisions/016).
    id: 'navigation-v2-android-com',
    topics: ['navigation'],
    async run(tx) {
      const updated = await tx
        .update(routeRules)
        .set({ matchKind: ANDROID_COM_RULE.matchKind, pattern: ANDROID_COM_RULE.pattern, note: ANDROID_COM_RULE.note })
        .where(and(eq(routeRules.matchKind, 'prefix'), eq(routeRules.pattern, '/best-ai-apps/android/com')))
        .returning({ id: routeRules.id });
      if (!updated.length) await tx.insert(routeRules).values(ANDROID_COM_RULE);
    },
  },
  {
    // The AI apps of both stores with sample figures (about 14,000 rows, a second or two on PGlite).
    id: 'apps-v1',
    bulk: true,
    topics: [APPS_TOPIC],
    run: (tx) => seedApps(tx, APPS_SEED),
  },
  {
    // Where the well-known products run (comparison pages); the others stay "not stated" until imported.
    id: 'catalogue-platforms-v1',
    bulk: true,
    ready: () => hasCatalogueSeed(),
    topics: [PRODUCTS_TOPIC, CATALOGUE_TOPIC],
    async run(tx) {
      for (const [slug, platforms] of Object.entries(PLATFORMS_SEED)) {
        await tx.update(products).set({ platforms }).where(eq(products.slug, slug));
      }
    },
  },
  {
    // The model library: about 300 models' facts and prices with their sources (docs/decisions/019).
    id: 'models-v1',
    bulk: true,
    topics: [MODEL_TOPIC],
    run: runModelsSeed,
  },
  {
    // The menu's "MCP servers" entry led to the empty MCP tab of /tools: it leads to the MCP library now.
    id: 'navigation-v3-mcp',
    topics: ['navigation'],
    async run(tx) {
      await tx.update(navMenuItems).set({ url: '/mcp' }).where(eq(navMenuItems.url, '/tools?tab=mcp'));
    },
  },
  {
    // The GEO service pages (docs/decisions/026): "GEO tools" joins each edition's GEO menu after "GEO services"
    // (sort 15 sits between the entries of sort 10 and 20), unless staff already added it.
    id: 'navigation-v4-geo-tools',
    topics: ['navigation'],
    run: (tx) => addMenuChild(tx, '/geo', GEO_TOOLS_MENU_ITEM, 15),
  },
  {
    // The MCP library: 464 servers of the registry's first seed with the project's descriptions (docs/decisions/020).
    id: 'mcp-v1',
    bulk: true,
    ready: () => hasMcpSeed(),
    topics: [MCP_TOPIC],
    async run(tx) {
      await runMcpSeed(tx);
    },
  },
  {
    // The menu's "AI news" entry led to the empty news tab of /tools: it leads to the news pages now
    // (docs/decisions/029).
    id: 'navigation-v5-news',
    topics: ['navigation'],
    async run(tx) {
      await tx.update(navMenuItems).set({ url: '/news' }).where(eq(navMenuItems.url, '/tools?tab=news'));
    },
  },
  {
    // The project's news about dated AI events (each with its source) and the daily digests; articles link the
    // catalogue's products, so the step waits for the catalogue (docs/decisions/029).
    id: 'news-v1',
    bulk: true,
    ready: () => hasCatalogueSeed(),
    topics: [NEWS_TOPIC, PRODUCTS_TOPIC],
    run: runNewsSeed,
  },
  {
    // The dataset library: 198 public datasets as facts (docs/decisions/030).
    id: 'datasets-v1',
    topics: [DATASETS_TOPIC],
    run: runDatasetsSeed,
  },
  {
    // "AI datasets" joins each edition's "Models & MCP" menu after "Guides" (sort 40 and 50 around it).
    id: 'navigation-v6-datasets',
    topics: ['navigation'],
    run: (tx) => addMenuChild(tx, '/tools', DATASETS_MENU_ITEM, 45),
  },
  {
    // The compute market: GPU facts and sample offers (docs/decisions/033).
    id: 'compute-v1',
    topics: [COMPUTE_TOPIC],
    run: runComputeSeed,
  },
  {
    // The menu's "Compute market" entry was shipped disabled (greyed, no page yet): it leads to /compute now, with
    // a description; where staff removed it, it is added again under "Models & MCP".
    id: 'navigation-v7-compute',
    topics: ['navigation'],
    async run(tx) {
      await tx
        .update(navMenuItems)
        .set({ status: 1, description: COMPUTE_MENU_ITEM.description ?? null })
        .where(eq(navMenuItems.url, '/compute'));
      await addMenuChild(tx, '/tools', COMPUTE_MENU_ITEM, 55);
    },
  },
  {
    // "AI services" joins each edition's "AI Products" menu right under its "Services" heading (sort 50; the
    // entries after it have 60 and 70) now that the service pages exist (docs/decisions/034).
    id: 'navigation-v8-services',
    topics: ['navigation'],
    run: (tx) => addMenuChild(tx, '/discover', SERVICES_MENU_ITEM, 55),
  },
  {
    // The project's how-to guides (docs/decisions/031): a dozen articles of kind 'guide', small enough for every
    // start. They link catalogue products, so the step waits for the catalogue's files; a guide seeded before its
    // products exist gets its links when the seed runs again (tests do).
    id: 'guides-v1',
    ready: () => hasCatalogueSeed(),
    topics: [GUIDES_TOPIC],
    run: runGuidesSeed,
  },
  {
    // "AI agents" joins each edition's "AI Products" menu after "Categories" (sort 30 and 40 around it)
    // (docs/decisions/032).
    id: 'navigation-v9-agents',
    topics: ['navigation'],
    run: (tx) => addMenuChild(tx, '/discover', AGENTS_MENU_ITEM, 35),
  },
];

const seedKey = (id: string) => `seed:${id}`;

/** Runs every step not yet recorded; returns the ids it ran. Safe to call on every start. */
export async function seedDatabase(db: Db, steps: SeedStep[] = SEED_STEPS): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    if (step.ready && !step.ready()) continue;
    const done = await db.select().from(appMeta).where(eq(appMeta.key, seedKey(step.id)));
    if (done.length) continue;
    await db.transaction(async (tx) => {
      // The insert claims the step first, so two replicas starting together cannot both run it.
      const claimed = await tx
        .insert(appMeta)
        .values({ key: seedKey(step.id), value: { at: new Date().toISOString() } })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (!claimed.length) return;
      await step.run(tx as unknown as Db);
      ran.push(step.id);
    });
  }
  return ran;
}

/** The change topics of the steps `seedDatabase` ran, each once, in step order. */
export function seedChangeTopics(ran: readonly string[], steps: readonly SeedStep[] = SEED_STEPS): string[] {
  return [...new Set(steps.filter((step) => ran.includes(step.id)).flatMap((step) => step.topics))];
}
