// /news: the AI news, newest first, filtered by tag and by day or month (a plain GET form and links, so filters
// work without JavaScript), a page at a time; the latest daily digests beside it; feeds in the head
// (docs/decisions/029).
import clsx from 'clsx';
import { Rss } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ZNewsQuery } from '~/features/news/news.schema';
import { digestPath, feedLinks, feedPath } from '~/features/news/news.constants';
import { listDigests, listNews, NEWS_TOPIC } from '~/features/news/news.server';
import { ArticleList } from '~/features/news/components/article-list';
import type { Route } from './+types/news-list';
import { TagLabel } from '~/features/news/components/tag-label';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(NEWS_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const raw = Object.fromEntries(url.searchParams);
  for (const k of Object.keys(raw)) if (raw[k] === '') delete raw[k];
  const query = ZNewsQuery.parse(raw);
  const db = context.deps.database.db;
  const [page, digests] = await Promise.all([listNews(db, query, lang), listDigests(db, lang, 7)]);
  return { page, digests, query: { tag: query.tag ?? '', date: query.date ?? '' }, defaultLang: context.config.defaultLang };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages, lang, config } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const filtered = data.query.tag || data.query.date || data.page.page > 1;
  return [
    { title: `${metaT(messages, 'news.metaTitle')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'news.description') },
    // Filtered and later pages are variants of the list: kept out of indexes, their articles are linked anyway.
    ...(filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...feedLinks(messages, lang, config?.appUrl ?? '', data.defaultLang as LangCode),
  ];
}

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { page, digests, query, defaultLang } = loaderData;
  const t = useT();
  const href = useLocalizedHref();
  const lang = useLang();
  const tagTo = (tag: string | null) => {
    const params = new URLSearchParams();
    if (tag) params.set('tag', tag);
    if (query.date) params.set('date', query.date);
    const q = params.toString();
    return href(`/news${q ? `?${q}` : ''}`);
  };
  const chip = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm';
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ label: t('news.title') }]} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            <FormattedMessage id="news.title" />
          </h1>
          <p className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="news.description" />
          </p>
        </div>
        <a href={feedPath(lang, defaultLang, 'rss')} className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600" data-testid="news-rss">
          <Rss aria-hidden="true" className="size-4 text-orange-500" />
          <FormattedMessage id="news.rss" />
        </a>
      </header>

      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {page.tags.length ? (
          <div className="flex flex-wrap items-center gap-1.5" data-testid="news-tags">
            <span className="mr-1 text-sm font-medium text-slate-500 dark:text-slate-400">
              <FormattedMessage id="news.filter.tag" />
            </span>
            <Link to={tagTo(null)} className={clsx(chip, !query.tag ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700')}>
              <FormattedMessage id="news.filter.all" />
            </Link>
            {page.tags.map(({ tag, count }) => (
              <Link
                key={tag}
                to={tagTo(tag)}
                aria-current={query.tag === tag ? 'true' : undefined}
                className={clsx(chip, query.tag === tag ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700')}
              >
                <TagLabel tag={tag} />
                <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">{count}</span>
              </Link>
            ))}
          </div>
        ) : null}
        <Form method="get" className="flex flex-wrap items-center gap-2" data-testid="news-date-form">
          {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
          <label className="flex items-center gap-2 text-sm">
            <span className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="news.filter.date" />
            </span>
            <input
              type="date"
              name="date"
              defaultValue={query.date.length === 10 ? query.date : ''}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
              data-testid="news-date"
            />
          </label>
          <button type="submit" className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="news.filter.apply" />
          </button>
          {query.date ? (
            <Link to={tagTo(query.tag || null).replace(/[?&]date=[^&]*/, '')} className="text-sm text-brand-600 hover:underline dark:text-brand-100" data-testid="news-date-clear">
              <FormattedMessage id="news.filter.clearDate" values={{ date: query.date }} />
            </Link>
          ) : null}
        </Form>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label={t('news.title')} className="min-w-0">
          <p className="mb-3 text-sm text-slate-500 dark:text-slate-400" data-testid="news-total">
            <FormattedMessage id="news.total" values={{ count: page.total }} />
          </p>
          {page.items.length ? <ArticleList items={page.items} /> : <EmptyState />}
          <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
        </section>
        <aside aria-labelledby="news-digests-title" className="space-y-3">
          <h2 id="news-digests-title" className="text-lg font-semibold">
            <FormattedMessage id="news.digests" />
          </h2>
          <ul className="space-y-2" data-testid="news-digests">
            {digests.map((d) => (
              <li key={d.day}>
                <Link to={href(digestPath(d.day))} className="block rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900">
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{d.day}</span>
                  <span className="block break-words text-sm font-medium">{d.title}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    <FormattedMessage id="news.digestCount" values={{ count: d.count }} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}
