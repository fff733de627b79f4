// list_rankings: one page of a ranking list (traffic, growth, decline, new, site score) for a period and region.
import { z } from 'zod';
import { PERIOD_KINDS } from '~/features/rankings/rankings.periods';
import { PRODUCT_TYPES, RANKING_KINDS } from '~/features/rankings/rankings.slug';
import { listRanking } from '~/features/rankings/rankings.server';
import { REGIONS } from '~/lib/regions';
import { defineSiteTool } from './define';

export const listRankingsTool = defineSiteTool({
  name: 'list_rankings',
  titleKey: 'siteMcp.tool.listRankings.title',
  descriptionKey: 'siteMcp.tool.listRankings.description',
  input: {
    period: z.enum(PERIOD_KINDS).default('weekly').describe('Weekly, monthly or quarterly list.'),
    kind: z.enum(RANKING_KINDS).default('traffic').describe('traffic: most visits; growth / decline: biggest change; new: newly listed; site: AI Atlas views, likes and favourites.'),
    region: z.enum(REGIONS).default('global').describe('Country code of the traffic, or global (the site kind is global only).'),
    category: z.string().trim().toLowerCase().max(64).regex(/^[a-z0-9][a-z0-9-]*$/).optional().describe('A category slug to filter by.'),
    type: z.enum(PRODUCT_TYPES).optional().describe('Commercial or open-source products only.'),
    date: z.string().max(10).regex(/^\d{4}-(?:[Ww]\d{2}|[Qq][1-4]|\d{2}(?:-\d{2})?)$/).optional().describe('A period key (2026-W47, 2026-10, 2026-Q3) or a day inside it; default the latest.'),
    page: z.number().int().min(1).max(100).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  output: {
    period: z.string(),
    key: z.string().describe('The period of the list (2026-W47).'),
    snapshotAt: z.string(),
    isSample: z.boolean().describe('True when the list is computed from sample traffic figures.'),
    kind: z.string(),
    region: z.string(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(
      z.object({
        rank: z.number().int(),
        slug: z.string(),
        name: z.string(),
        page: z.string().nullable().describe("The product's page on AI Atlas; null when it is no longer listed."),
        category: z.object({ slug: z.string(), name: z.string() }),
        value: z.number().describe('Visits, or the site score for the site kind.'),
        previous: z.number(),
        growthRate: z.number().nullable(),
        rankChange: z.number().int().nullable().describe('Places gained since the previous period; null when new.'),
      }),
    ),
  },
  async run(ctx, args) {
    const list = await listRanking(ctx.deps.database.db, args, ctx.lang);
    return {
      period: list.period,
      key: list.key,
      snapshotAt: list.snapshotAt,
      isSample: list.isSample,
      kind: list.kind,
      region: list.region,
      total: list.total,
      page: list.page,
      pageSize: list.pageSize,
      items: list.items.map((item) => ({
        rank: item.rank,
        slug: item.slug,
        name: item.name,
        page: item.live ? ctx.pageUrl(`/details/${item.slug}`) : null,
        category: item.category,
        value: item.value,
        previous: item.previous,
        growthRate: item.growthRate,
        rankChange: item.rankChange,
      })),
    };
  },
});
