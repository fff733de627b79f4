// A news article's schema.org description (docs/decisions/013, 029): a NewsArticle by the site, with the dates it
// was published and changed, and the source it is based on.
import type { TArticleView } from './news.constants';

export function newsArticleJsonLd(article: Pick<TArticleView, 'title' | 'summary' | 'publishedAt' | 'updatedAt' | 'coverUrl' | 'sources' | 'tags'>, pageUrl: string, siteName: string, siteUrl: string, inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: article.summary,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage,
    ...(article.coverUrl ? { image: [article.coverUrl] } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    ...(article.sources.length ? { isBasedOn: article.sources.map((s) => s.url) } : {}),
    author: { '@type': 'Organization', name: siteName, url: siteUrl },
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
  };
}
