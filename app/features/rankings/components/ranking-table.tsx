// One page of a ranking: rank, change, product (linked to its page), category, figure, growth and sparkline.
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber, formatPercent } from '~/lib/format';
import type { TRankingItem } from '../rankings.schema';
import { RankChange } from './rank-change';
import { Sparkline } from './sparkline';

export function RankingTable({ items, metric }: { items: readonly TRankingItem[]; metric: 'traffic' | 'site' }) {
  const t = useT();
  const href = useLocalizedHref();
  const th = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="ranking-table">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={`${th} w-12`}>{t('rankings.rank')}</th>
            <th scope="col" className={`${th} w-20 whitespace-nowrap`}>{t('rankings.change')}</th>
            <th scope="col" className={th}>{t('rankings.product')}</th>
            <th scope="col" className={`${th} hidden md:table-cell`}>{t('rankings.category')}</th>
            <th scope="col" className={`${th} text-right`}>{t(`rankings.value.${metric}`)}</th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>{t('rankings.growth')}</th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>{t('rankings.trend')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={item.productId} data-testid="ranking-row">
              <td className="px-2 py-2 font-semibold tabular-nums">{item.rank}</td>
              <td className="px-2 py-2"><RankChange change={item.rankChange} /></td>
              <td className="px-2 py-2">
                {item.live ? (
                  <Link to={href(`/details/${item.slug}`)} className="font-medium text-slate-900 hover:text-brand-600 dark:text-slate-100 dark:hover:text-brand-100">
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-600 dark:text-slate-300">{item.name}</span>
                )}
                {item.parts ? (
                  <div className="text-xs text-slate-500 dark:text-slate-400">
                    <FormattedMessage id="rankings.siteParts" values={item.parts} />
                  </div>
                ) : (
                  <div className="text-xs text-slate-500 md:hidden dark:text-slate-400">{item.category.name}</div>
                )}
              </td>
              <td className="hidden px-2 py-2 text-slate-600 md:table-cell dark:text-slate-300">{item.category.name}</td>
              <td className="px-2 py-2 text-right tabular-nums">{abbreviateNumber(item.value)}</td>
              <td className={`hidden px-2 py-2 text-right tabular-nums sm:table-cell ${item.growth >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>
                {item.growthRate === null ? '—' : `${item.growth >= 0 ? '+' : ''}${formatPercent(item.growthRate)}`}
              </td>
              <td className="hidden px-2 py-2 sm:table-cell">
                <Sparkline values={item.spark} label={t('rankings.sparkline', { count: item.spark.length })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
