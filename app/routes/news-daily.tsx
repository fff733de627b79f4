// /news/daily/{yyyy-mm-dd}: one day's digest — its introduction and the news of that day with a line each, and
// links to the days before and after (docs/decisions/029). A day without a digest is the 404 page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { EmptyState } from '~/ui/states';
import { or404 } from '~/shell/not-found.server';
import { digestPath, feedLinks, isNewsDay } from '~/features/news/news.constants';
import { getDigest, NEWS_TOPIC } from '~/features/news/news.server';
import { ArticleList } from '~/features/news/components/article-list';
import type { Route } from './+types/news-daily';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  if (!isNewsDay(params.day)) throw data(null, { status: 404 });
  context.cacheTags?.add(NEWS_TOPIC);
  return or404(async () => {
    return { digest: await getDigest(context.deps.database.db, params.day, lang), defaultLang: context.config.defaultLang };
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages, lang, config } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const { digest } = loaded;
  return [
    { title: `${digest.title} - ${metaT(messages, 'news.daily.metaTitle', { day: digest.day })} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: digest.intro },
    ...feedLinks(messages, lang, config?.appUrl ?? '', loaded.defaultLang as LangCode),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function NewsDailyPage({ loaderData }: Route.ComponentProps) {
  const { digest } = loaderData;
  const t = useT();
  const href = useLocalizedHref();
  const nav = 'inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600';
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ label: t('news.title'), to: '/news' }, { label: t('news.daily.crumb', { day: digest.day }) }]} />
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
          <FormattedMessage id="news.daily.label" values={{ day: digest.day }} />
        </p>
        <h1 className="break-words text-2xl font-bold md:text-3xl" data-testid="digest-title">
          {digest.title}
        </h1>
        <p className="text-slate-700 dark:text-slate-300" data-testid="digest-intro">
          {digest.intro}
        </p>
      </header>
      {digest.items.length ? <ArticleList items={digest.items} compact testId="digest-items" /> : <EmptyState />}
      <nav aria-label={t('news.daily.nav')} className="flex flex-wrap justify-between gap-2">
        {digest.previous ? (
          <Link to={href(digestPath(digest.previous))} className={nav} data-testid="digest-previous">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {digest.previous}
          </Link>
        ) : (
          <span />
        )}
        {digest.next ? (
          <Link to={href(digestPath(digest.next))} className={nav} data-testid="digest-next">
            {digest.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
