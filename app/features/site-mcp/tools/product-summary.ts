// A product as the MCP tools list it: what an agent needs to recommend it and link to it.
import { z } from 'zod';
import type { TProductCard } from '~/features/catalogue/catalogue.schema';
import type { SiteToolContext } from './define';

export const ZProductSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  website: z.string().describe("The product's own site."),
  page: z.string().describe("The product's page on AI Atlas."),
  category: z.object({ slug: z.string(), name: z.string() }),
  tags: z.array(z.string()),
  type: z.string(),
  pricing: z.string(),
  likes: z.number().int(),
  monthlyVisits: z.number().nullable().describe('Monthly visits; sample figures until real traffic is imported.'),
});

export function productSummary(ctx: SiteToolContext, card: TProductCard): z.input<typeof ZProductSummary> {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    tagline: card.tagline,
    website: card.url,
    page: ctx.pageUrl(`/details/${card.slug}`),
    category: { slug: card.category.slug, name: card.category.name },
    tags: card.tags.map((tag) => tag.name),
    type: card.type,
    pricing: card.pricing,
    likes: card.likes,
    monthlyVisits: card.monthlyVisits,
  };
}
