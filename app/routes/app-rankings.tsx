// /best-ai-apps/android and /best-ai-apps/ios (China edition only, SPEC §2.1): AI apps by store rank, filtered by
// month, region and category in canonical path segments (app/features/apps/apps.paths.ts).
import { ArrowDown, ArrowUp, Download, Minus } from 'lucide-react';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import { AppError } from '../../server/http/errors';
import { APP_CATEGORIES, ZAppRankingQuery, type TAppPlatform, type TAppRankingItem } from '~/features/apps/apps.schema';
import { appListPath, appsBasePath, parseAppListSegments, type AppListFilters } from '~/features/apps/apps.paths';
import { APPS_TOPIC, listAppMonths, listAppRankings } from '~/features/apps/apps.server';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { FormattedMessage } from '~/i18n/intl';
import { getLanguage, localizePath, splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT, type MessageMap } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import { REGIONS, regionName, type TRegion } from '~/lib/regions';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/app-rankings';

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const platform: TAppPlatform = rest.startsWith(appsBasePath('ios')) ? 'ios' : 'android';
  if (platform === 'ios' && !context.config.isCN) throw notFound();
  const after = rest.slice(appsBasePath(platform).length);
  // SPEC §2.1, read as "anywhere after /best-ai-apps/android"; the route rule says the same for every store.
  if (platform === 'android' && after.includes('/com')) throw notFound();
  const parsed = parseAppListSegments((params as { '*'?: string })['*'] ?? '');
  if (!parsed) throw notFound();
  context.cacheTags?.add(APPS_TOPIC);
  const db = context.deps.database.db;
  const months = await listAppMonths(db, platform);
  const latest = months[0];

  // The filter form without JavaScript sends a query: its values replace the path's, then the canonical URL follows.
  const filters: AppListFilters = { ...parsed };
  const query = url.searchParams;
  if (query.has('month') || query.has('region') || query.has('category')) {
    const checked = ZAppRankingQuery.safeParse({
      platform,
      region: query.get('region') || undefined,
      category: query.get('category') || undefined,
      month: query.get('month') || undefined,
    });
    if (!checked.success) throw notFound();
    Object.assign(filters, { region: checked.data.region, category: checked.data.category, month: checked.data.month, page: 1 });
  }
  if (filters.month && !months.includes(filters.month)) throw notFound();
  const canonical = appListPath(platform, filters, latest);
  if (canonical !== rest || url.search) throw redirect(localizePath(canonical, lang, context.config.defaultLang), 302);

  let page;
  try {
    page = await listAppRankings(db, { platform, ...filters, pageSize: 20 }, lang, months);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
  if (filters.page > 1 && !page.items.length) throw notFound();
  return { page, months, latest: latest ?? null };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** "2026年10月", "October 2026" */
export function formatPeriod(month: string | null, hreflang: string): string {
  if (!month) return '';
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(hreflang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

function scopeText(messages: MessageMap, loaded: LoaderData, hreflang: string): string {
  const region = regionName(loaded.page.region, hreflang, metaT(messages, 'region.global'));
  return loaded.page.category ? `${region} · ${metaT(messages, `apps.category.${loaded.page.category}`)}` : region;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages, lang } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const hreflang = getLanguage(lang).hreflang;
  const values = {
    period: formatPeriod(loaded.page.period, hreflang),
    heading: metaT(messages, `apps.heading.${loaded.page.platform}`),
    platform: metaT(messages, `apps.platform.${loaded.page.platform}`),
    scope: scopeText(messages, loaded, hreflang),
  };
  const page = loaded.page.page > 1 ? ` · ${loaded.page.page}` : '';
  const title = `${metaT(messages, 'apps.metaTitle', values)}${page} - ${metaT(messages, 'site.name')}`;
  const description = metaT(messages, 'apps.metaDescription', values);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

function ChangeCell({ item }: { item: TAppRankingItem }) {
  const t = useT();
  const { change } = item;
  if (change.kind === 'new')
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300" data-change="new">
        {t('apps.change.new')}
      </span>
    );
  if (change.kind === 'same')
    return (
      <span className="inline-flex items-center text-slate-400" data-change="same">
        <Minus aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('apps.change.same')}</span>
      </span>
    );
  const up = change.kind === 'up';
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-sm font-medium ${up ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
      data-change={change.kind}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{change.by}</span>
      <span className="sr-only">{t(up ? 'apps.change.up' : 'apps.change.down', { by: change.by })}</span>
    </span>
  );
}

function AppIcon({ item }: { item: TAppRankingItem }) {
  if (item.app.iconUrl)
    return <img src={item.app.iconUrl} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-xl" />;
  return <ProductAvatar name={item.app.name} id={item.app.id} />;
}

function Filters({ loaded, regionLabel }: { loaded: LoaderData; regionLabel: (r: TRegion) => string }) {
  const t = useT();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { page, months, latest } = loaded;
  const platform = page.platform;
  const current: AppListFilters = { month: page.period ?? undefined, region: page.region, category: page.category ?? undefined, page: 1 };
  // With JavaScript a choice goes straight to its canonical URL; without, the form's GET query is redirected there.
  const change = (patch: Partial<AppListFilters>) => {
    navigate(href(appListPath(platform, { ...current, ...patch, page: 1 }, latest ?? undefined)));
  };
  const select =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
  return (
    <Form
      method="get"
      action={href(appsBasePath(platform))}
      reloadDocument
      aria-label={t('apps.filter.label')}
      className="mt-6 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900"
      data-testid="app-filters"
    >
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('apps.filter.month')}
        <select name="month" className={select} value={page.period ?? ''} onChange={(e) => change({ month: e.target.value })}>
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('apps.filter.region')}
        <select name="region" className={select} value={page.region} onChange={(e) => change({ region: e.target.value as TRegion })}>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {regionLabel(r)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('apps.filter.category')}
        <select
          name="category"
          className={select}
          value={page.category ?? ''}
          onChange={(e) => change({ category: (e.target.value || undefined) as AppListFilters['category'] })}
        >
          <option value="">{t('apps.filter.allCategories')}</option>
          {APP_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`apps.category.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('apps.filter.apply')}
      </button>
    </Form>
  );
}

function PageLinks({ loaded }: { loaded: LoaderData }) {
  const t = useT();
  const href = useLocalizedHref();
  const { page, latest } = loaded;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return null;
  const to = (n: number) =>
    href(appListPath(page.platform, { month: page.period ?? undefined, region: page.region, category: page.category ?? undefined, page: n }, latest ?? undefined));
  const cls = 'flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm';
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={to(n)}
          aria-current={n === page.page ? 'page' : undefined}
          className={`${cls} ${n === page.page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700'}`}
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}

export default function AppRankings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang: LangCode = useLang();
  const href = useLocalizedHref();
  const config = useConfig();
  const { page } = loaderData;
  const hreflang = getLanguage(lang).hreflang;
  const regionLabel = (r: TRegion) => regionName(r, hreflang, t('region.global'));
  const heading = t(`apps.heading.${page.platform}`);
  const period = formatPeriod(page.period, hreflang);
  const exportQuery = new URLSearchParams({ platform: page.platform, region: page.region, langType: getLanguage(lang).apiKey });
  if (page.period) exportQuery.set('month', page.period);
  if (page.category) exportQuery.set('category', page.category);
  const appUrl = config?.appUrl ?? '';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${period} ${heading}`,
    numberOfItems: page.total,
    itemListElement: page.items.map((item) => ({
      '@type': 'ListItem',
      position: item.rank,
      name: item.app.name,
      item: {
        '@type': 'SoftwareApplication',
        name: item.app.name,
        url: item.app.storeUrl,
        description: t('apps.jsonLdDescription', { developer: item.app.developer, category: t(`apps.category.${item.app.category}`) }),
        applicationCategory: t(`apps.category.${item.app.category}`),
        operatingSystem: page.platform === 'ios' ? 'iOS' : 'Android',
        ...(item.app.productSlug ? { sameAs: `${appUrl}${href(`/details/${item.app.productSlug}`)}` } : {}),
      },
    })),
  };
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('apps.breadcrumb.rankings') }, { label: heading }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {period ? <span className="text-brand-600 dark:text-brand-100">{period} </span> : null}
        {heading}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t('apps.intro')}</p>
      {page.isSample ? (
        <p
          role="note"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          data-testid="sample-notice"
        >
          {t('apps.sampleNotice')}
        </p>
      ) : null}
      <Filters loaded={loaderData} regionLabel={regionLabel} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="result-count">
          <FormattedMessage id="apps.count" values={{ total: page.total }} />
        </p>
        <div className="flex gap-2" role="group" aria-label={t('apps.download.label')}>
          {(['csv', 'json'] as const).map((ext) => (
            <a
              key={ext}
              href={`/api/apps/rankings.${ext}?${exportQuery}`}
              download
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:text-slate-200"
              data-testid={`download-${ext}`}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(`apps.download.${ext}`)}
            </a>
          ))}
        </div>
      </div>
      {page.items.length ? (
        <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm" data-testid="app-ranking">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="w-12 px-3 py-3 text-center">{t('apps.col.rank')}</th>
                <th scope="col" className="w-16 px-2 py-3">{t('apps.col.change')}</th>
                <th scope="col" className="px-3 py-3">{t('apps.col.app')}</th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell">{t('apps.col.rating')}</th>
                <th scope="col" className="hidden px-3 py-3 text-right md:table-cell">{t('apps.col.downloads')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {page.items.map((item) => (
                <tr key={item.app.id} data-testid="app-row" data-store-id={item.app.storeId}>
                  <td className="px-3 py-3 text-center text-base font-bold text-slate-900 tabular-nums dark:text-white">{item.rank}</td>
                  <td className="px-2 py-3">
                    <ChangeCell item={item} />
                  </td>
                  <td className="px-3 py-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <AppIcon item={item} />
                      <div className="min-w-0">
                        <a
                          href={item.app.storeUrl}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          className="block truncate font-semibold text-slate-900 hover:text-brand-600 dark:text-white dark:hover:text-brand-100"
                          aria-label={t('apps.storeLink', { name: item.app.name })}
                        >
                          {item.app.name}
                        </a>
                        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                          {item.app.developer} · {t(`apps.category.${item.app.category}`)}
                          {item.app.productSlug ? (
                            <>
                              {' · '}
                              <Link to={href(`/details/${item.app.productSlug}`)} className="text-brand-600 hover:underline dark:text-brand-100">
                                {t('apps.productLink')}
                              </Link>
                            </>
                          ) : null}
                        </p>
                        {item.rating !== null ? (
                          <p className="text-xs text-slate-500 sm:hidden dark:text-slate-400">{t('apps.ratingValue', { rating: item.rating.toFixed(1) })}</p>
                        ) : null}
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-3 py-3 text-slate-700 tabular-nums sm:table-cell dark:text-slate-300">
                    {item.rating !== null ? `★ ${item.rating.toFixed(1)}` : '–'}
                  </td>
                  <td className="hidden px-3 py-3 text-right text-slate-700 tabular-nums md:table-cell dark:text-slate-300">
                    {item.downloads !== null ? abbreviateNumber(item.downloads) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="mt-6">
          <EmptyState />
        </div>
      )}
      <PageLinks loaded={loaderData} />
      <JsonLd data={jsonLd} />
    </main>
  );
}
