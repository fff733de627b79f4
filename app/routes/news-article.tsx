// /news/{slug}: one article — its body (Markdown rendered and sanitised on the server), its sources, the catalogue
// products it names, the "news reading page" ad position (SPEC §9), and its NewsArticle description
// (docs/decisions/013, 029). Drafts, scheduled and unpublished articles are the 404 page.
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { data, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLanguage, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { or404 } from '~/shell/not-found.server';
import { ADS_TOPIC } from '~/features/orders/orders.ads.server';
import { liveAdViews } from '~/features/orders/orders.pages.server';
import { ARTICLE_SLUG_PATTERN, articlePath, digestPath, feedLinks } from '~/features/news/news.constants';
import { getArticle, NEWS_TOPIC } from '~/features/news/news.server';
import { newsArticleJsonLd } from '~/features/news/news.json-ld';
import { ArticleBody, RelatedProducts } from '~/features/news/components/article-list';
import type { Route } from './+types/news-article';
import { TagLabel } from '~/features/news/components/tag-label';

// The ad cards are the orders area's (the same as on the other ad positions), loaded only while an ad runs here: a
// static import would count this page among those sharing the module and move it into every page's shell chunk
// (vite.config.ts, SHARED_BY_ROUTES), the product page's included. The server renders it in place either way.
const SponsoredCards = lazy(() => import('~/features/orders/components/ad-slots').then((m) => ({ default: m.SponsoredCards })));

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const slug = params.slug.trim().toLowerCase();
  if (!ARTICLE_SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  context.cacheTags?.add(NEWS_TOPIC).add(ADS_TOPIC);
  return or404(async () => {
    const [article, ads] = await Promise.all([getArticle(context.deps.database.db, slug, lang), liveAdViews(context.deps, 'news_reading', lang)]);
    return { article, ads, defaultLang: context.config.defaultLang };
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages, lang, config } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const { article } = loaded;
  const title = `${article.title} - ${metaT(messages, 'site.name')}`;
  return [
    { title },
    { name: 'description', content: article.summary },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.summary },
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.updatedAt },
    ...(article.coverUrl ? [{ property: 'og:image', content: article.coverUrl }] : []),
    ...feedLinks(messages, lang, config?.appUrl ?? '', loaded.defaultLang as LangCode),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, ads } = loaderData;
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { hreflang } = useLanguage();
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ label: t('news.title'), to: '/news' }, { label: article.title }]} />
      <JsonLd data={newsArticleJsonLd(article, `${appUrl}${href(articlePath(article.slug))}`, t('site.name'), `${appUrl}${href('/')}`, hreflang)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 md:p-8">
          <header className="space-y-3">
            <h1 className="break-words text-2xl font-bold leading-snug md:text-3xl" data-testid="news-title">
              {article.title}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
              <Link to={href(digestPath(article.day))} className="hover:text-brand-600" data-testid="news-day">
                <time dateTime={article.publishedAt}>{article.day}</time>
              </Link>
              {article.tags.map((tag) => (
                <Link key={tag} to={href(`/news?tag=${encodeURIComponent(tag)}`)} className="rounded-md border border-slate-200 px-1.5 py-0.5 text-xs hover:border-brand-500 dark:border-slate-700">
                  #<TagLabel tag={tag} />
                </Link>
              ))}
            </p>
            <p className="rounded-xl bg-slate-50 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200" data-testid="news-summary">
              {article.summary}
            </p>
          </header>
          {article.coverUrl ? <img src={article.coverUrl} alt="" referrerPolicy="no-referrer" className="w-full rounded-xl object-cover" /> : null}
          <ArticleBody html={article.html} />
          {article.sources.length ? (
            <footer className="border-t border-slate-200 pt-4 text-sm dark:border-slate-800" data-testid="news-sources">
              <h2 className="font-semibold">
                <FormattedMessage id="news.sources" />
              </h2>
              <ul className="mt-2 space-y-1">
                {article.sources.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline dark:text-brand-100" data-testid="news-source">
                      {s.name}
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    </a>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>
        <aside className="space-y-4">
          <RelatedProducts products={article.products} kind="news" />
          {/* The "news reading page" position (SPEC §9): filled while an ad bought for it runs. */}
          <div data-testid="ad-slot-news_reading" className="[&_ul]:!grid-cols-1">
            {ads.length ? (
              <Suspense fallback={null}>
                <SponsoredCards ads={ads} testId="ads-news_reading" />
              </Suspense>
            ) : null}
          </div>
        </aside>
      </div>
    </main>
  );
}
