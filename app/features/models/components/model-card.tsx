// One model in the library's grid: logo, name, provider, context window and list prices; a checkbox joins the
// comparison form of the page (works without JavaScript: the form submits the checked ids).
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { formatPrice, formatTokens } from '../models.format';
import type { TModel } from '../models.constants';
import { ProviderIcon } from './provider-icon';

export function ModelBadge({ children, tone = 'slate' }: { children: React.ReactNode; tone?: 'slate' | 'green' | 'violet' }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
    green: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
    violet: 'bg-violet-50 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

export type TModelCardView = Pick<TModel, 'id' | 'name' | 'provider' | 'providerName' | 'modalitiesIn' | 'contextWindow' | 'currency' | 'priceInput' | 'priceOutput' | 'openWeights' | 'reasoning'>;

export function ModelCard({ model, compareForm }: { model: TModelCardView; compareForm: string }) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="model-card" data-model={model.id}>
      <div className="flex items-start gap-3">
        <ProviderIcon provider={model.provider} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            <Link to={href(`/models/${model.id}`)} className="hover:text-brand-600 dark:hover:text-brand-100">
              {model.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{model.providerName}</p>
        </div>
        <label className="flex shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-1.5 py-1 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
          <input type="checkbox" name="ids" value={model.id} form={compareForm} className="size-4 accent-brand-600" data-testid="compare-check" />
          <span>{t('models.compare.add')}</span>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {model.openWeights ? <ModelBadge tone="green">{t('models.openWeights')}</ModelBadge> : null}
        {model.reasoning ? <ModelBadge tone="violet">{t('models.reasoning')}</ModelBadge> : null}
        {model.modalitiesIn.filter((m) => m !== 'text').map((m) => (
          <ModelBadge key={m}>{t(`models.modality.${m}`)}</ModelBadge>
        ))}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('models.fact.context')}</dt>
          <dd className="font-medium tabular-nums">{formatTokens(model.contextWindow)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('models.fact.input')}</dt>
          <dd className="font-medium tabular-nums">{formatPrice(model.priceInput, model.currency, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('models.fact.output')}</dt>
          <dd className="font-medium tabular-nums">{formatPrice(model.priceOutput, model.currency, lang)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="models.perMillion" />
      </p>
    </li>
  );
}
