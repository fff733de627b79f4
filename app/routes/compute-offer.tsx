// /compute/offers/{id}: one offer's configuration, prices (labelled while they are samples), its GPU's facts, other
// offers with the same GPU and the inquiry form. Unknown ids are the 404 page.
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { or404 } from '~/shell/not-found.server';
import { Fact } from '~/features/compute/components/fact';
import { AvailabilityBadge, OfferCard, SampleBadge } from '~/features/compute/components/offer-card';
import { ComputeInquiry } from '~/features/compute/components/compute-inquiry';
import { COMPUTE_TOPIC, type TComputeOffer, type TGpu } from '~/features/compute/compute.constants';
import { formatCny, formatGb, formatNumber } from '~/features/compute/compute.format';
import { getOffer } from '~/features/compute/compute.server';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/compute-offer';

export async function loader({ params, context }: Route.LoaderArgs) {
  context.cacheTags?.add(COMPUTE_TOPIC);
  return or404(() => getOffer(context.deps, params.id));
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const { offer } = loaderData;
  const section = metaT(messages, `compute.section.${offer.section}`);
  const title = metaT(messages, 'compute.offer.metaTitle', { title: offer.title, provider: offer.provider, section });
  const description = metaT(messages, 'compute.offer.metaDescription', { title: offer.title, provider: offer.provider, section });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

/**
 * schema.org Product. A sample price is not an offer anyone can take up, so a sample offer carries no `offers`
 * (search engines would show its price as a real one); an imported offer carries its Offer with price and currency.
 */
function offerJsonLd(o: TComputeOffer, gpu: TGpu, pageUrl: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: o.title,
    description,
    url: pageUrl,
    category: 'GPU compute',
    brand: { '@type': 'Brand', name: o.provider },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'GPU', value: gpu.name },
      { '@type': 'PropertyValue', name: 'GPU count', value: o.gpuCount },
      { '@type': 'PropertyValue', name: 'GPU memory', value: o.totalMemoryGb, unitCode: 'E34' },
      { '@type': 'PropertyValue', name: 'vCPU', value: o.cpuCores },
      { '@type': 'PropertyValue', name: 'RAM', value: o.ramGb, unitCode: 'E34' },
    ],
    ...(o.isSample
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: pageUrl,
            price: o.pricePerHour,
            priceCurrency: o.currency,
            availability: o.availability === 'available' ? 'https://schema.org/InStock' : o.availability === 'limited' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/PreOrder',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: o.pricePerHour, priceCurrency: o.currency, unitCode: 'HUR' },
          },
        }),
  };
}

export default function ComputeOffer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { offer: o, gpu, similar } = loaderData;
  const section = t(`compute.section.${o.section}`);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('compute.title'), to: '/compute' }, { label: section, to: `/compute/${o.section}` }, { label: o.title }]} />
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{o.title}</h1>
          <AvailabilityBadge value={o.availability} />
        </div>
        <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="offer-provider">
          {o.provider} · {t(`compute.region.${o.region}`)} · {section}
        </p>
        <div data-testid="offer-price" className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{t('compute.fact.pricePerHour')}</div>
            <div className="text-2xl font-bold tabular-nums" data-testid="offer-detail-price-hour">
              {formatCny(o.pricePerHour, lang)}
            </div>
          </div>
          <div>
            <div className="text-xs text-slate-500 dark:text-slate-400">{t('compute.fact.pricePerMonth')}</div>
            <div className="text-2xl font-bold tabular-nums" data-testid="offer-detail-price-month">
              {formatCny(o.pricePerMonth, lang, 0)}
            </div>
          </div>
          {o.isSample ? (
            <div className="basis-full text-sm text-amber-900 dark:text-amber-100">
              <SampleBadge /> <FormattedMessage id="compute.offer.sampleNote" />
            </div>
          ) : null}
        </div>
      </header>

      <h2 className="mt-8 text-lg font-semibold">
        <FormattedMessage id="compute.offer.configuration" />
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Fact label={t('compute.fact.gpu')}>
          <Link to={href(`/compute/gpus/${gpu.slug}`)} className="text-brand-700 hover:underline dark:text-brand-100" data-testid="offer-gpu-link">
            {o.gpuCount} × {gpu.name}
          </Link>
        </Fact>
        <Fact label={t('compute.fact.gpuMemory')} testId="fact-memory">
          {t('compute.fact.memoryValue', { total: formatGb(o.totalMemoryGb, lang), each: formatGb(gpu.memoryGb, lang) })}
        </Fact>
        <Fact label={t('compute.fact.cpu')}>{t('compute.fact.cpuValue', { n: o.cpuCores })}</Fact>
        <Fact label={t('compute.fact.ram')}>{formatGb(o.ramGb, lang)}</Fact>
        <Fact label={t('compute.fact.storage')}>{o.storageGb ? formatGb(o.storageGb, lang) : '—'}</Fact>
        <Fact label={t('compute.fact.region')}>{t(`compute.region.${o.region}`)}</Fact>
        <Fact label={t('compute.fact.provider')}>{o.provider}</Fact>
        <Fact label={t('compute.fact.fp16')}>{t('compute.tflops', { n: formatNumber(gpu.fp16Tflops * o.gpuCount, lang, 0) })}</Fact>
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="compute.offer.specNote" values={{ gpu: gpu.name }} />
      </p>

      <ComputeInquiry subject={o.id} subjectTitle={o.title} />

      {similar.length ? (
        <section className="mt-10" aria-labelledby="similar-offers">
          <h2 id="similar-offers" className="text-lg font-semibold">
            <FormattedMessage id="compute.offer.similar" values={{ gpu: gpu.name }} />
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((s) => (
              <OfferCard key={s.id} offer={s} />
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd data={offerJsonLd(o, gpu, `${appUrl}${href(`/compute/offers/${o.id}`)}`, t('compute.offer.metaDescription', { title: o.title, provider: o.provider, section }))} />
    </main>
  );
}
