// A guide's schema.org description (docs/decisions/013, 031): an Article by the site — its dates, reading time,
// language, topics and the sources it is based on.
import type { TGuideView } from './guides.constants';

export function guideJsonLd(
  guide: Pick<TGuideView, 'title' | 'summary' | 'publishedAt' | 'updatedAt' | 'coverUrl' | 'sources' | 'tags' | 'readingMinutes'>,
  pageUrl: string,
  siteName: string,
  siteUrl: string,
  inLanguage: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title.slice(0, 110),
    description: guide.summary,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: guide.publishedAt,
    dateModified: guide.updatedAt,
    inLanguage,
    timeRequired: `PT${guide.readingMinutes}M`,
    ...(guide.coverUrl ? { image: [guide.coverUrl] } : {}),
    ...(guide.tags.length ? { keywords: guide.tags.join(', ') } : {}),
    ...(guide.sources.length ? { isBasedOn: guide.sources.map((s) => s.url) } : {}),
    author: { '@type': 'Organization', name: siteName, url: siteUrl },
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
  };
}
