// The product page's schema.org description (JSON-LD), with only what the catalogue knows (docs/decisions/013).
// No aggregateRating or review: the score is the editors' own, not ratings given by visitors, and search engines
// treat self-made ratings in structured data as spam. An Offer only where the price is known: products that can be
// used without paying (free, the free plan of a freemium product, open source) cost 0; a paid plan's price is not
// in the catalogue, so paid products carry no Offer.
import type { TPricing, TProductDetail } from './catalogue.schema';

const FREE_OF_CHARGE: ReadonlySet<TPricing> = new Set(['free', 'freemium', 'open_source']);

export function productJsonLd(product: Pick<TProductDetail, 'name' | 'tagline' | 'category' | 'pricing'>, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product.name,
    description: product.tagline,
    url: pageUrl,
    applicationCategory: product.category.name,
    ...(FREE_OF_CHARGE.has(product.pricing) ? { offers: { '@type': 'Offer', price: 0 } } : {}),
  };
}
