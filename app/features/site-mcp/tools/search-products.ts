// search_products: the product library's full-text search (the same index and filters as /api/products/search).
import { z } from 'zod';
import { MAX_QUERY_LENGTH, PRICING_MODELS, PRODUCT_TYPES } from '~/features/catalogue/catalogue.schema';
import { searchProducts } from '~/features/catalogue/catalogue.server';
import { defineSiteTool } from './define';
import { ZProductSummary, productSummary } from './product-summary';

const slug = z.string().trim().toLowerCase().max(64).regex(/^[a-z0-9][a-z0-9-]*$/);

export const searchProductsTool = defineSiteTool({
  name: 'search_products',
  titleKey: 'siteMcp.tool.searchProducts.title',
  descriptionKey: 'siteMcp.tool.searchProducts.description',
  input: {
    query: z.string().trim().max(MAX_QUERY_LENGTH).default('').describe('Words to search for, in any language (e.g. "video generation", "视频"). Empty lists the most popular products.'),
    category: slug.optional().describe('A category slug to filter by (e.g. "video-generation").'),
    tag: slug.optional().describe('A tag slug to filter by.'),
    type: z.enum(PRODUCT_TYPES).optional().describe('Commercial or open-source products only.'),
    pricing: z.enum(PRICING_MODELS).optional().describe('Pricing model.'),
    page: z.number().int().min(1).max(50).default(1).describe('Page of results, from 1.'),
    pageSize: z.number().int().min(1).max(50).default(10).describe('Results per page (1–50).'),
  },
  output: {
    total: z.number().int().describe('Products matching the query.'),
    page: z.number().int(),
    pageSize: z.number().int(),
    relaxed: z.boolean().describe('True when nothing matched every word and the items match most of them.'),
    items: z.array(ZProductSummary),
  },
  async run(ctx, args) {
    const found = await searchProducts(
      ctx.deps,
      { q: args.query, category: args.category, tag: args.tag, type: args.type, pricing: args.pricing, page: args.page, pageSize: args.pageSize },
      ctx.lang,
    );
    return {
      total: found.total,
      page: found.page,
      pageSize: found.pageSize,
      relaxed: found.relaxed,
      items: found.items.map((card) => productSummary(ctx, card)),
    };
  },
});
