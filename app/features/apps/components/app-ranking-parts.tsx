// The parts of an app ranking page: filters (a GET form that also works without JavaScript), page links, and the
// table with rank changes.
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Form, Link, useNavigate } from 'react-router';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { getLanguage } from '~/i18n/locales';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import { REGIONS, type TRegion } from '~/lib/regions';
import { appListPath, appsBasePath, type AppListFilters } from '../apps.paths';
import { APP_CATEGORIES } from '../apps.constants';
import type { TAppRankingItem, TAppRankingPage } from '../apps.schema';

/** "2026年10月", "October 2026": the month in the page's language. */
export function formatPeriod(month: string | null, hreflang: string): string {
  if (!month) return '';
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(hreflang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 1),
  );
}

export interface RankingView {
  page: TAppRankingPage;
  months: string[];
  latest: string | null;
}
type LoaderData = RankingView;

function ChangeCell({ item }: { item: TAppRankingItem }) {
  const t = useT();
  const { change } = item;
  if (change.kind === 'new')
    return (
      <span
        className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300"
        data-change="new"
      >
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
    return (
      <img
        src={item.app.iconUrl}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        className="size-11 shrink-0 rounded-xl"
      />
    );
  return <ProductAvatar name={item.app.name} id={item.app.id} />;
}

export function RankingFilters({
  loaded,
  regionLabel,
}: {
  loaded: LoaderData;
  regionLabel: (r: TRegion) => string;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { page, months, latest } = loaded;
  const platform = page.platform;
  const hreflang = getLanguage(useLang()).hreflang;
  const current: AppListFilters = {
    month: page.period ?? undefined,
    region: page.region,
    category: page.category ?? undefined,
    page: 1,
  };
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
        <select
          name="month"
          className={select}
          value={page.period ?? ''}
          onChange={(e) => change({ month: e.target.value })}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatPeriod(m, hreflang)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('apps.filter.region')}
        <select
          name="region"
          className={select}
          value={page.region}
          onChange={(e) => change({ region: e.target.value as TRegion })}
        >
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

export function RankingPageLinks({ loaded }: { loaded: LoaderData }) {
  const t = useT();
  const href = useLocalizedHref();
  const { page, latest } = loaded;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return null;
  const to = (n: number) =>
    href(
      appListPath(
        page.platform,
        {
          month: page.period ?? undefined,
          region: page.region,
          category: page.category ?? undefined,
          page: n,
        },
        latest ?? undefined,
      ),
    );
  const cls = 'flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-6 flex flex-wrap items-center justify-center gap-1.5"
    >
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

export function RankingTable({ page }: { page: TAppRankingPage }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full table-fixed text-left text-sm" data-testid="app-ranking">
        <thead className="whitespace-nowrap bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="w-11 px-1 py-3 text-center sm:w-14 sm:px-2">
              {t('apps.col.rank')}
            </th>
            <th scope="col" className="w-14 px-1 py-3 sm:w-16 sm:px-2">
              {t('apps.col.change')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('apps.col.app')}
            </th>
            <th scope="col" className="hidden w-24 px-3 py-3 sm:table-cell">
              {t('apps.col.rating')}
            </th>
            <th scope="col" className="hidden w-40 px-3 py-3 text-right md:table-cell">
              {t('apps.col.downloads')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {page.items.map((item) => (
            <tr key={item.app.id} data-testid="app-row" data-store-id={item.app.storeId}>
              <td className="px-1 py-3 text-center sm:px-2 text-base font-bold text-slate-900 tabular-nums dark:text-white">
                {item.rank}
              </td>
              <td className="px-1 py-3 sm:px-2">
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
                    <p className="text-xs break-words text-slate-500 dark:text-slate-400">
                      {item.app.developer} · {t(`apps.category.${item.app.category}`)}
                      {item.app.productSlug ? (
                        <>
                          {' · '}
                          <Link
                            to={href(`/details/${item.app.productSlug}`)}
                            className="whitespace-nowrap text-brand-600 underline underline-offset-2 dark:text-brand-100"
                          >
                            {t('apps.productLink')}
                          </Link>
                        </>
                      ) : null}
                    </p>
                    {item.rating !== null ? (
                      <p className="text-xs text-slate-500 sm:hidden dark:text-slate-400">
                        {t('apps.ratingValue', { rating: item.rating.toFixed(1) })}
                      </p>
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
  );
}
