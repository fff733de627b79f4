// compare_models: 2–4 models of the model library side by side, with the facts that differ and the cheapest prices.
import { z } from 'zod';
import { COMPARED_FACTS, compareModels } from '~/features/models/models.server';
import { defineSiteTool } from './define';

const ZModelFacts = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  page: z.string().describe('The model page on this site.'),
  modalitiesIn: z.array(z.string()),
  modalitiesOut: z.array(z.string()),
  contextWindow: z.number().nullable().describe('Tokens.'),
  maxOutput: z.number().nullable().describe('Tokens.'),
  currency: z.enum(['USD', 'CNY']).describe('Currency of the prices.'),
  priceInput: z.number().nullable().describe('Per million input tokens.'),
  priceOutput: z.number().nullable().describe('Per million output tokens.'),
  priceCachedInput: z.number().nullable().describe('Per million cached input tokens.'),
  tiers: z
    .array(z.object({ above: z.number(), input: z.number().nullable(), output: z.number().nullable(), cachedInput: z.number().nullable() }))
    .describe('Prices for prompts longer than `above` tokens.'),
  releaseDate: z.string().nullable(),
  openWeights: z.boolean().nullable(),
  licence: z.string().nullable(),
  priceSource: z.object({ name: z.string(), url: z.string().nullable(), date: z.string() }),
});

export const compareModelsTool = defineSiteTool({
  name: 'compare_models',
  titleKey: 'siteMcp.tool.compareModels.title',
  descriptionKey: 'siteMcp.tool.compareModels.description',
  input: {
    ids: z
      .array(z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/))
      .min(2)
      .max(4)
      .describe('2–4 model ids of the model library (e.g. ["gpt-4o", "deepseek-chat"]).'),
  },
  output: {
    models: z.array(ZModelFacts),
    differences: z.array(z.enum(COMPARED_FACTS)).describe('The facts whose values differ between the models.'),
    cheapest: z.object({ input: z.string().nullable(), output: z.string().nullable() }).describe('Ids of the models with the lowest input and output price (in USD terms).'),
    page: z.string().describe('The comparison page on this site.'),
  },
  async run(ctx, args) {
    const found = await compareModels(ctx.deps, args.ids, ctx.lang, ctx.deps.env.USD_CNY_RATE);
    return {
      models: found.models.map((m) => ({
        id: m.id,
        name: m.name,
        provider: m.providerName,
        page: ctx.pageUrl(`/models/${m.id}`),
        modalitiesIn: m.modalitiesIn,
        modalitiesOut: m.modalitiesOut,
        contextWindow: m.contextWindow,
        maxOutput: m.maxOutput,
        currency: m.currency,
        priceInput: m.priceInput,
        priceOutput: m.priceOutput,
        priceCachedInput: m.priceCachedInput,
        tiers: m.tiers,
        releaseDate: m.releaseDate,
        openWeights: m.openWeights,
        licence: m.licence,
        priceSource: m.priceSource,
      })),
      differences: found.differences,
      cheapest: found.cheapest,
      page: ctx.pageUrl(`/models/compare?ids=${[...args.ids].sort().join(',')}`),
    };
  },
});
