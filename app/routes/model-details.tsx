// /models/{id}: one model's facts, list prices with their prompt-length tiers, the source of the figures, and links
// to compare it and estimate its cost. Unknown ids are the 404 page.
import { Calculator, ExternalLink, GitCompareArrows } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { or404 } from '~/shell/not-found.server';
import { ModelBadge } from '~/features/models/components/model-card';
import { ModelDataSource } from '~/features/models/components/data-source';
import { ProviderIcon } from '~/features/models/components/provider-icon';
import { formatPrice, formatTokens } from '~/features/models/models.format';
import { MODEL_TOPIC, type TModel } from '~/features/models/models.constants';
import { getModel } from '~/features/models/models.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/model-details';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  context.cacheTags?.add(MODEL_TOPIC);
  return or404(async () => {
    return { model: await getModel(context.deps, params.id, lang) };
  });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const { model } = loaderData;
  const title = metaT(messages, 'models.detail.metaTitle', { name: model.name, provider: model.providerName });
  return [
    { title },
    { name: 'description', content: model.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: model.description },
    { property: 'og:type', content: 'website' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

/** schema.org: a model is software its maker publishes; no price offer (token prices are not one Offer). */
function modelJsonLd(model: TModel, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: model.name,
    description: model.description,
    url: pageUrl,
    applicationCategory: 'DeveloperApplication',
    creator: { '@type': 'Organization', name: model.providerName },
    ...(model.releaseDate ? { datePublished: model.releaseDate } : {}),
  };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function yesNo(t: (k: string) => string, value: boolean | null) {
  return value == null ? t('models.unknown') : t(value ? 'models.yes' : 'models.no');
}

export default function ModelDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { model } = loaderData;
  const price = (v: number | null) => formatPrice(v, model.currency, lang);
  const modalities = (xs: string[]) => xs.map((m) => t(`models.modality.${m}`)).join(' · ');
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('models.title'), to: '/models' }, { label: model.name }]} />
      <JsonLd data={modelJsonLd(model, `${appUrl}${href(`/models/${model.id}`)}`)} />
      <div className="mt-4 flex flex-wrap items-start gap-4">
        <ProviderIcon provider={model.provider} size="size-14" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{model.name}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {model.providerName} · <code className="text-sm">{model.id}</code>
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {model.openWeights ? <ModelBadge tone="green">{t('models.openWeights')}</ModelBadge> : null}
            {model.reasoning ? <ModelBadge tone="violet">{t('models.reasoning')}</ModelBadge> : null}
            {model.toolCall ? <ModelBadge>{t('models.toolCall')}</ModelBadge> : null}
          </div>
        </div>
      </div>
      <p className="mt-6 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300" data-testid="model-description">
        {model.description}
      </p>
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to={href(`/models/compare?ids=${model.id}`)} className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700" data-testid="compare-link">
          <GitCompareArrows aria-hidden="true" className="size-4" />
          <FormattedMessage id="models.detail.compare" />
        </Link>
        <Link to={href(`/models/calculator?ids=${model.id}`)} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
          <Calculator aria-hidden="true" className="size-4" />
          <FormattedMessage id="models.detail.estimate" />
        </Link>
      </div>

      <h2 className="mt-10 text-lg font-semibold">
        <FormattedMessage id="models.detail.facts" />
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label={t('models.fact.provider')}>{model.providerName}</Fact>
        <Fact label={t('models.fact.modalitiesIn')}>{modalities(model.modalitiesIn)}</Fact>
        <Fact label={t('models.fact.modalitiesOut')}>{modalities(model.modalitiesOut)}</Fact>
        <Fact label={t('models.fact.context')}>{formatTokens(model.contextWindow)}</Fact>
        <Fact label={t('models.fact.maxOutput')}>{formatTokens(model.maxOutput)}</Fact>
        <Fact label={t('models.fact.releaseDate')}>{model.releaseDate ?? t('models.unknown')}</Fact>
        <Fact label={t('models.fact.openWeights')}>{yesNo(t, model.openWeights)}</Fact>
        <Fact label={t('models.fact.licence')}>{model.licence === 'proprietary' ? t('models.proprietary') : (model.licence ?? t('models.unknown'))}</Fact>
      </dl>

      <h2 id="model-prices" className="mt-10 text-lg font-semibold">
        <FormattedMessage id="models.detail.prices" values={{ currency: model.currency }} />
      </h2>
      {/* Scrolls sideways on narrow screens when a tier's label is long: reachable by keyboard. */}
      <div className="mt-3 overflow-x-auto" role="region" aria-labelledby="model-prices" tabIndex={0}>
        <table className="w-full text-left text-sm" data-testid="price-table">
          <thead className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">{t('models.detail.promptLength')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('models.fact.input')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('models.fact.cachedInput')}</th>
              <th scope="col" className="py-2 font-medium">{t('models.fact.output')}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            <tr className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-2 pr-4 font-normal">
                {model.tiers.length ? t('models.detail.upTo', { tokens: formatTokens(model.tiers[0]!.above) }) : t('models.detail.anyLength')}
              </th>
              <td className="py-2 pr-4">{price(model.priceInput)}</td>
              <td className="py-2 pr-4">{model.priceCachedInput == null ? t('models.detail.noCache') : price(model.priceCachedInput)}</td>
              <td className="py-2">{price(model.priceOutput)}</td>
            </tr>
            {model.tiers.map((tier, i) => (
              <tr key={tier.above} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {model.tiers[i + 1]
                    ? t('models.detail.between', { from: formatTokens(tier.above), to: formatTokens(model.tiers[i + 1]!.above) })
                    : t('models.detail.above', { tokens: formatTokens(tier.above) })}
                </th>
                <td className="py-2 pr-4">{price(tier.input)}</td>
                <td className="py-2 pr-4">{tier.cachedInput == null ? t('models.detail.noCache') : price(tier.cachedInput)}</td>
                <td className="py-2">{price(tier.output)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="models.detail.priceNote" />
      </p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="price-source">
        <FormattedMessage id="models.detail.priceSource" values={{ source: model.priceSource.name, date: model.priceSource.date }} />{' '}
        {model.priceSource.url ? (
          <a href={model.priceSource.url} rel="nofollow noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 text-brand-600 hover:underline dark:text-brand-100">
            <FormattedMessage id="models.detail.pricingPage" />
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
        {model.specSource ? (
          <>
            {' '}
            <FormattedMessage id="models.detail.specSource" values={{ source: model.specSource }} />
          </>
        ) : null}
      </p>
      <ModelDataSource />
    </main>
  );
}
