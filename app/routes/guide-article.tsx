// /guide/{slug}: one how-to guide — its body (Markdown rendered and sanitised on the server, the news' renderer), a
// table of contents from its headings, reading time, the date of its last revision, its sources, the catalogue
// products it is about, and its Article description (docs/decisions/013, 031). Drafts, scheduled and unpublished
// guides, and news slugs, are the 404 page.
import { Clock, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { data, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLanguage, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { useApi } from '~/lib/api-client';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { or404 } from '~/shell/not-found.server';
import { ARTICLE_SLUG_PATTERN } from '~/features/news/news.constants';
import { ArticleBody, RelatedProducts } from '~/features/news/components/article-list';
import { GUIDE_VIEW_TYPE, guidePath, type TTocEntry } from '~/features/guides/guides.constants';
import { getGuide, GUIDES_TOPIC } from '~/features/guides/guides.server';
import { guideJsonLd } from '~/features/guides/guides.json-ld';
import type { Route } from './+types/guide-article';
import { TagLabel } from '~/features/news/components/tag-label';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const slug = params.id.trim().toLowerCase();
  if (!ARTICLE_SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  context.cacheTags?.add(GUIDES_TOPIC);
  return or404(async () => {
    return { guide: await getGuide(context.deps.database.db, slug, lang) };
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const { guide } = loaded;
  return [
    { title: `${guide.title} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: guide.summary },
    { property: 'og:title', content: guide.title },
    { property: 'og:description', content: guide.summary },
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: guide.publishedAt },
    { property: 'article:modified_time', content: guide.updatedAt },
    ...(guide.coverUrl ? [{ property: 'og:image', content: guide.coverUrl }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

function Contents({ toc, testId }: { toc: TTocEntry[]; testId: string }) {
  return (
    <ol className="space-y-1.5 text-sm" data-testid={testId}>
      {toc.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
          <a href={`#${entry.id}`} className="block break-words text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-100">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

const GUIDE_BODY = '[&_h2]:scroll-mt-24 [&_h3]:scroll-mt-24 [&_pre]:my-3 [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-sm dark:[&_pre]:bg-slate-800 [&_pre_code]:bg-transparent [&_pre_code]:p-0';

export default function GuideArticlePage({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { hreflang } = useLanguage();
  useEffect(() => {
    // One view per visitor per minute (SPEC §7 updatePv): the "most read" order of the list.
    api.updatePv(String(guide.id), GUIDE_VIEW_TYPE).catch(() => {});
  }, [api, guide.id]);
  const contentsTitle = t('guide.contents');
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ label: t('guide.title'), to: '/guide' }, { label: guide.title }]} />
      <JsonLd data={guideJsonLd(guide, `${appUrl}${href(guidePath(guide.slug))}`, t('site.name'), `${appUrl}${href('/')}`, hreflang)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 md:p-8">
          <header className="space-y-3">
            <h1 className="break-words text-2xl font-bold leading-snug md:text-3xl" data-testid="guide-title">
              {guide.title}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
              <span className="inline-flex items-center gap-1" data-testid="guide-reading-time">
                <Clock aria-hidden="true" className="size-4" />
                <FormattedMessage id="guide.readingTime" values={{ minutes: guide.readingMinutes }} />
              </span>
              <span data-testid="guide-updated">
                <FormattedMessage id="guide.updated" values={{ day: <time dateTime={guide.updatedAt}>{guide.updatedDay}</time> }} />
              </span>
              {guide.tags.map((name) => (
                <Link key={name} to={href(`/guide?tag=${encodeURIComponent(name)}`)} className="rounded-md border border-slate-200 px-1.5 py-0.5 text-xs hover:border-brand-500 dark:border-slate-700">
                  #<TagLabel tag={name} />
                </Link>
              ))}
            </p>
            <p className="rounded-xl bg-slate-50 p-3 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200" data-testid="guide-summary">
              {guide.summary}
            </p>
          </header>
          {guide.toc.length ? (
            // On phones the contents come before the body, folded; on wide screens they stay beside it.
            <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-800 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold">{contentsTitle}</summary>
              <nav aria-label={contentsTitle} className="mt-2">
                <Contents toc={guide.toc} testId="guide-toc-folded" />
              </nav>
            </details>
          ) : null}
          {guide.coverUrl ? <img src={guide.coverUrl} alt="" referrerPolicy="no-referrer" className="w-full rounded-xl object-cover" /> : null}
          <div className={GUIDE_BODY}>
            <ArticleBody html={guide.html} testId="guide-body" />
          </div>
          {guide.sources.length ? (
            <footer className="border-t border-slate-200 pt-4 text-sm dark:border-slate-800" data-testid="guide-sources">
              <h2 className="font-semibold">
                <FormattedMessage id="news.sources" />
              </h2>
              <ul className="mt-2 space-y-1">
                {guide.sources.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline dark:text-brand-100">
                      {s.name}
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    </a>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>
        <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          {guide.toc.length ? (
            <nav aria-label={contentsTitle} className="hidden rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 lg:block">
              <h2 className="mb-2 text-sm font-semibold">{contentsTitle}</h2>
              <Contents toc={guide.toc} testId="guide-toc" />
            </nav>
          ) : null}
          <RelatedProducts products={guide.products} kind="guide" />
        </aside>
      </div>
    </main>
  );
}
