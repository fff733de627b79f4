// /guide: the how-to guides — by topic (tag links, so filters work without JavaScript), newest revision or most read
// first, a page at a time (docs/decisions/031).
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ZGuideQuery } from '~/features/guides/guides.schema';
import { GUIDE_SORTS, guidePath, type TGuideSort } from '~/features/guides/guides.constants';
import { GUIDES_TOPIC, listGuides } from '~/features/guides/guides.server';
import type { Route } from './+types/guide-list';
import { TagLabel } from '~/features/news/components/tag-label';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(GUIDES_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const raw = Object.fromEntries(url.searchParams);
  for (const k of Object.keys(raw)) if (raw[k] === '') delete raw[k];
  const query = ZGuideQuery.parse(raw);
  const page = await listGuides(context.deps.database.db, query, lang);
  return { page, tag: query.tag ?? '' };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const variant = data.tag || data.page.sort !== 'newest' || data.page.page > 1;
  return [
    { title: `${metaT(messages, 'guide.metaTitle')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'guide.description') },
    // Filtered, re-ordered and later pages are variants of the list: kept out of indexes, their guides are linked anyway.
    ...(variant ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function GuideListPage({ loaderData }: Route.ComponentProps) {
  const { page, tag } = loaderData;
  const t = useT();
  const href = useLocalizedHref();
  const listTo = (next: { tag?: string | null; sort?: TGuideSort }) => {
    const params = new URLSearchParams();
    const nextTag = next.tag === undefined ? tag : next.tag;
    const sort = next.sort ?? page.sort;
    if (nextTag) params.set('tag', nextTag);
    if (sort !== 'newest') params.set('sort', sort);
    const q = params.toString();
    return href(`/guide${q ? `?${q}` : ''}`);
  };
  const chip = 'inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm';
  const on = 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100';
  const off = 'border-slate-200 hover:border-brand-500 dark:border-slate-700';
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb items={[{ label: t('guide.title') }]} />
      <header className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <FormattedMessage id="guide.title" />
        </h1>
        <p className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="guide.description" />
        </p>
      </header>

      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {page.tags.length ? (
          // On phones the topics are one row that scrolls sideways, so the guides start on the first screen.
          <div className="flex items-center gap-1.5 max-sm:-mx-1 max-sm:overflow-x-auto max-sm:px-1 max-sm:pb-1 sm:flex-wrap" data-testid="guide-tags">
            <span className="mr-1 shrink-0 text-sm font-medium text-slate-500 dark:text-slate-400">
              <FormattedMessage id="guide.filter.topic" />
            </span>
            <Link to={listTo({ tag: null })} aria-current={!tag ? 'true' : undefined} className={clsx(chip, !tag ? on : off)}>
              <FormattedMessage id="news.filter.all" />
            </Link>
            {page.tags.map(({ tag: name, count }) => (
              <Link key={name} to={listTo({ tag: name })} aria-current={tag === name ? 'true' : undefined} className={clsx(chip, tag === name ? on : off)}>
                <TagLabel tag={name} />
                <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">{count}</span>
              </Link>
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-1.5" data-testid="guide-sorts">
          <span className="mr-1 text-sm font-medium text-slate-500 dark:text-slate-400">
            <FormattedMessage id="guide.sort.label" />
          </span>
          {GUIDE_SORTS.map((sort) => (
            <Link key={sort} to={listTo({ sort })} aria-current={page.sort === sort ? 'true' : undefined} className={clsx(chip, page.sort === sort ? on : off)} data-testid={`guide-sort-${sort}`}>
              <FormattedMessage id={`guide.sort.${sort}`} />
            </Link>
          ))}
        </div>
      </div>

      <section aria-label={t('guide.title')} className="min-w-0">
        <p className="mb-3 text-sm text-slate-500 dark:text-slate-400" data-testid="guide-total">
          <FormattedMessage id="guide.total" values={{ count: page.total }} />
        </p>
        {page.items.length ? (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="guide-items">
            {page.items.map((guide) => (
              <li key={guide.id} className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 sm:p-5" data-testid="guide-item">
                <h2 className="text-lg font-semibold leading-snug">
                  <Link to={href(guidePath(guide.slug))} className="break-words hover:text-brand-600 dark:hover:text-brand-100" data-testid="guide-item-link">
                    {guide.title}
                  </Link>
                </h2>
                <p className="line-clamp-3 break-words text-sm leading-relaxed text-slate-600 dark:text-slate-300">{guide.summary}</p>
                <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-slate-500 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    <FormattedMessage id="guide.readingTime" values={{ minutes: guide.readingMinutes }} />
                  </span>
                  <span>
                    <FormattedMessage id="guide.updated" values={{ day: guide.updatedDay }} />
                  </span>
                  {guide.tags.slice(0, 3).map((name) => (
                    <Link key={name} to={listTo({ tag: name })} className="rounded-md border border-slate-200 px-1.5 py-0.5 hover:border-brand-500 dark:border-slate-700">
                      #<TagLabel tag={name} />
                    </Link>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
        <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
      </section>
    </main>
  );
}
