// get_product: one product's details by slug or id, as its page shows them.
import { z } from 'zod';
import { getProductDetail } from '~/features/catalogue/catalogue.server';
import { defineSiteTool } from './define';
import { ZProductSummary, productSummary } from './product-summary';

export const getProductTool = defineSiteTool({
  name: 'get_product',
  titleKey: 'siteMcp.tool.getProduct.title',
  descriptionKey: 'siteMcp.tool.getProduct.description',
  input: {
    product: z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .describe('The product slug (e.g. "chatgpt", as search_products returns it) or its numeric id.'),
  },
  output: {
    ...ZProductSummary.shape,
    description: z.string(),
    company: z.string().nullable(),
    launched: z.number().int().nullable().describe('Year of launch.'),
    repository: z.string().nullable(),
    licence: z.string().nullable(),
    stars: z.number().int().nullable().describe('Repository stars of open-source products.'),
    views: z.number().int(),
    traffic: z
      .object({ month: z.string(), monthlyVisits: z.number(), isSample: z.boolean() })
      .nullable()
      .describe('Latest monthly traffic; isSample marks sample figures.'),
    alternatives: z.array(z.object({ slug: z.string(), name: z.string(), page: z.string() })),
  },
  async run(ctx, args) {
    const detail = await getProductDetail(ctx.deps, args.product, ctx.lang);
    return {
      ...productSummary(ctx, detail),
      description: detail.description,
      company: detail.company,
      launched: detail.launched,
      repository: detail.repository,
      licence: detail.licence,
      stars: detail.stars,
      views: detail.views,
      traffic: detail.traffic
        ? { month: detail.traffic.month, monthlyVisits: detail.traffic.monthlyVisits, isSample: detail.traffic.isSample }
        : null,
      alternatives: detail.alternatives.map((a) => ({ slug: a.slug, name: a.name, page: ctx.pageUrl(`/details/${a.slug}`) })),
    };
  },
});
