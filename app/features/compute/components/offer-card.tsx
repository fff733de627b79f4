// An offer in the market's lists: configuration, provider, region, availability and the prices (labelled when
// they are samples).
import { Link } from 'react-router';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { formatCny, formatGb } from '../compute.format';
import type { TComputeAvailability, TComputeOffer } from '../compute.constants';

const AVAILABILITY_TONE: Record<TComputeAvailability, string> = {
  available: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  limited: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  preorder: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

export function AvailabilityBadge({ value }: { value: TComputeAvailability }) {
  const t = useT();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${AVAILABILITY_TONE[value]}`}>{t(`compute.availability.${value}`)}</span>;
}

export function SampleBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100" data-testid="sample-badge">
      {t('compute.sample')}
    </span>
  );
}

export function OfferCard({ offer }: { offer: TComputeOffer }) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800" data-testid="offer-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold">
          <Link to={href(`/compute/offers/${offer.id}`)} className="break-words hover:text-brand-600">
            {offer.title}
          </Link>
        </h2>
        <AvailabilityBadge value={offer.availability} />
      </div>
      <p className="mt-0.5 truncate text-sm text-slate-500 dark:text-slate-400">
        {offer.provider} · {t(`compute.region.${offer.region}`)}
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t('compute.offer.spec', { memory: formatGb(offer.totalMemoryGb, lang), cpu: offer.cpuCores, ram: formatGb(offer.ramGb, lang) })}
      </p>
      <div className="mt-auto flex flex-wrap items-end gap-x-3 gap-y-1 pt-3">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">{t(`compute.section.${offer.section}`)}</span>
        {offer.isSample ? <SampleBadge /> : null}
        <span className="ml-auto text-right">
          <span className="block text-base font-semibold tabular-nums" data-testid="offer-price-hour">
            {t('compute.perHour', { price: formatCny(offer.pricePerHour, lang) })}
          </span>
          <span className="block text-xs tabular-nums text-slate-500 dark:text-slate-400" data-testid="offer-price-month">
            {t('compute.perMonth', { price: formatCny(offer.pricePerMonth, lang, 0) })}
          </span>
        </span>
      </div>
    </li>
  );
}
