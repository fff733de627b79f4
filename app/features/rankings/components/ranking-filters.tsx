// The list's controls: period kind and list kind as links, and time, category, type and region in a GET form that
// works without JavaScript (the server answers with a redirect to the canonical URL) and submits on change with it.
import { Form, Link } from 'react-router';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { getLanguage } from '~/i18n/locales';
import { REGIONS, regionName } from '~/lib/regions';
import { PERIOD_KINDS, type TPeriodKind } from '../rankings.periods';
import { periodLabel } from '../rankings.labels';
import { PRODUCT_TYPES, RANKING_KINDS, rankingPath, type RankingFilters } from '../rankings.slug';

export interface FilterProps {
  period: TPeriodKind;
  filters: RankingFilters;
  /** Stored period keys, newest first. */
  periods: readonly string[];
  categories: readonly { slug: string; name: string }[];
  /** The form's target: the list's current path in the page's language. */
  action: string;
}

const tab = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'}`;
const select = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

export function RankingFilters({ period, filters, periods, categories, action }: FilterProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const hreflang = getLanguage(lang).hreflang;
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <div className="space-y-3">
      <nav aria-label={t('rankings.period')} className="flex flex-wrap gap-2" data-testid="period-tabs">
        {PERIOD_KINDS.map((kind) => (
          <Link key={kind} to={href(rankingPath(kind, { ...filters, key: undefined }))} className={tab(kind === period)} aria-current={kind === period ? 'page' : undefined}>
            {t(`rankings.periodKind.${kind}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('rankings.kind')} className="flex flex-wrap gap-2" data-testid="kind-tabs">
        {RANKING_KINDS.map((kind) => (
          <Link
            key={kind}
            to={href(rankingPath(period, { ...filters, kind, region: kind === 'site' ? 'global' : filters.region }))}
            className={tab(kind === filters.kind)}
            aria-current={kind === filters.kind ? 'page' : undefined}
          >
            {t(`rankings.kind.${kind}`)}
          </Link>
        ))}
      </nav>
      <Form key={JSON.stringify(filters)} method="get" action={action} className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-5 dark:border-slate-800" aria-label={t('rankings.filters')}>
        <input type="hidden" name="kind" value={filters.kind} />
        <label className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('rankings.period')}
          <select name="date" defaultValue={filters.key ?? ''} onChange={submit} className={select} data-testid="filter-date">
            {periods.map((key, i) => (
              <option key={key} value={i === 0 ? '' : key}>
                {periodLabel(t, lang, period, key)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('rankings.category')}
          <select name="category" defaultValue={filters.category ?? ''} onChange={submit} className={select} data-testid="filter-category">
            <option value="">{t('rankings.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('rankings.type')}
          <select name="type" defaultValue={filters.type ?? ''} onChange={submit} className={select} data-testid="filter-type">
            <option value="">{t('rankings.allTypes')}</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`rankings.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('rankings.region')}
          <select name="region" defaultValue={filters.region} onChange={submit} className={select} disabled={filters.kind === 'site'} data-testid="filter-region">
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {regionName(region, hreflang, t('region.global'))}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-end sm:col-span-1">
          <button type="submit" className="w-full rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
            {t('rankings.apply')}
          </button>
        </div>
      </Form>
    </div>
  );
}
