// estimate_cost: the cost calculator's maths (models.cost.ts, the same the page and /api/models/cost use): what a
// workload costs a month on each model, cheapest first, or how many requests a monthly budget buys.
import { z } from 'zod';
import { COST_MODES, CURRENCIES, UNITS } from '~/features/models/models.constants';
import { estimateModelCosts } from '~/features/models/models.server';
import { defineSiteTool } from './define';

export const estimateCostTool = defineSiteTool({
  name: 'estimate_cost',
  titleKey: 'siteMcp.tool.estimateCost.title',
  descriptionKey: 'siteMcp.tool.estimateCost.description',
  input: {
    input: z.number().min(0).max(100_000_000).describe('Input per request, in `unit`.'),
    output: z.number().min(0).max(100_000_000).describe('Output per request, in `unit`.'),
    unit: z.enum(UNITS).default('tokens').describe('tokens, or text converted with the stated ratios: zh_chars (×0.6), en_words (×4/3), ja_chars (×1).'),
    requestsPerDay: z.number().min(0).max(1_000_000_000).default(1000),
    cachedPercent: z.number().min(0).max(100).default(0).describe('Share of the input read from the prompt cache, in percent.'),
    mode: z.enum(COST_MODES).default('monthly').describe('monthly: the cost of the workload; budget: the requests a budget buys.'),
    budget: z.number().min(0).max(1_000_000_000_000).default(1000).describe('Monthly budget in `currency` (budget mode).'),
    currency: z.enum(CURRENCIES).default('USD'),
    ids: z.array(z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/)).max(50).optional().describe('Only these model ids; every priced model otherwise.'),
    provider: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/).optional().describe('Only this provider\'s models (e.g. "deepseek").'),
    limit: z.number().int().min(1).max(50).default(10).describe('Rows returned, cheapest first.'),
  },
  output: {
    tokensPerRequest: z.object({ input: z.number(), output: z.number(), cachedInput: z.number() }),
    requestsPerMonth: z.number(),
    usdCnyRate: z.number(),
    rows: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        provider: z.string(),
        monthly: z.object({ USD: z.number(), CNY: z.number() }),
        perRequest: z.object({ USD: z.number(), CNY: z.number() }),
        budgetRequests: z.number().nullable().describe('Budget mode: requests a month the budget buys.'),
        page: z.string(),
      }),
    ),
    unpriced: z.array(z.string()).describe('Models left out: no list price.'),
  },
  async run(ctx, args) {
    const { ids, provider, limit, ...input } = args;
    const result = await estimateModelCosts(ctx.deps, input, { ids, provider }, ctx.lang, ctx.deps.env.USD_CNY_RATE);
    return {
      tokensPerRequest: result.tokens,
      requestsPerMonth: result.requestsPerMonth,
      usdCnyRate: result.rate,
      rows: result.rows.slice(0, limit).map((r) => ({
        id: r.id,
        name: r.name,
        provider: r.provider,
        monthly: r.monthly,
        perRequest: r.perRequest,
        budgetRequests: r.budgetRequests,
        page: ctx.pageUrl(`/models/${r.id}`),
      })),
      unpriced: result.unpriced,
    };
  },
});
