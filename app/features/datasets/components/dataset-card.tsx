// A dataset in the library's grid: name, publisher, task, size, licence kind and year.
import { Link } from 'react-router';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { formatDatasetSize } from '../datasets.format';
import type { TDataset, TDatasetCard } from '../datasets.constants';

const LICENCE_TONE: Record<TDataset['licenceKind'], string> = {
  open: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  noncommercial: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  custom: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  unknown: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

export function LicenceBadge({ kind }: { kind: TDataset['licenceKind'] }) {
  const t = useT();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${LICENCE_TONE[kind]}`}>{t(`datasets.licenceKind.${kind}`)}</span>;
}

export function useDatasetSize() {
  const t = useT();
  const lang = useLang();
  return (d: Pick<TDataset, 'size' | 'unit'>) => {
    const size = formatDatasetSize(d.size, d.unit, lang);
    return size == null ? t('datasets.sizeUnknown') : t(`datasets.unit.${d.unit}`, { size });
  };
}

export function DatasetCard({ dataset }: { dataset: TDatasetCard }) {
  const t = useT();
  const href = useLocalizedHref();
  const size = useDatasetSize();
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800" data-testid="dataset-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold">
          <Link to={href(`/datasets/${dataset.slug}`)} className="break-words hover:text-brand-600">
            {dataset.name}
          </Link>
        </h2>
        <span className="shrink-0 text-sm tabular-nums text-slate-500 dark:text-slate-400">{dataset.year}</span>
      </div>
      <p className="mt-0.5 truncate text-sm text-slate-500 dark:text-slate-400">{dataset.publisher}</p>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{dataset.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-3 text-xs">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">{t(`datasets.task.${dataset.task}`)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{t(`datasets.modality.${dataset.modality}`)}</span>
        <LicenceBadge kind={dataset.licenceKind} />
        <span className="ml-auto tabular-nums text-slate-600 dark:text-slate-300" data-testid="dataset-size">
          {size(dataset)}
        </span>
      </div>
    </li>
  );
}
