// /compute/gpus/{slug}: one GPU's facts with their source, and the offers that carry it, cheapest per month first.
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { or404 } from '~/shell/not-found.server';
import { Fact } from '~/features/compute/components/fact';
import { OfferCard } from '~/features/compute/components/offer-card';
import { COMPUTE_TOPIC, type TGpu } from '~/features/compute/compute.constants';
import { formatGb, formatNumber } from '~/features/compute/compute.format';
import { getGpu } from '~/features/compute/compute.server';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/compute-gpu';

export async function loader({ params, context }: Route.LoaderArgs) {
  context.cacheTags?.add(COMPUTE_TOPIC);
  return or404(() => getGpu(context.deps, params.slug));
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const { gpu } = loaderData;
  const title = metaT(messages, 'compute.gpu.metaTitle', { name: gpu.name });
  const description = metaT(messages, 'compute.gpu.metaDescription', { name: gpu.name, memory: gpu.memoryGb, type: gpu.memoryType, year: gpu.year });
  return [{ title }, { name: 'description', content: description }, { property: 'og:title', content: title }, { property: 'og:description', content: description }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

/** schema.org Product for the GPU model: its maker and figures (no offer: the prices below are the offers' own). */
function gpuJsonLd(g: TGpu, pageUrl: string, description: string, vendor: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: g.name,
    description,
    url: pageUrl,
    category: 'GPU',
    brand: { '@type': 'Brand', name: vendor },
    releaseDate: String(g.year),
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Memory', value: g.memoryGb, unitCode: 'E34' },
      { '@type': 'PropertyValue', name: 'Memory type', value: g.memoryType },
      { '@type': 'PropertyValue', name: 'Memory bandwidth (GB/s)', value: g.bandwidthGbs },
      { '@type': 'PropertyValue', name: 'FP16/BF16 dense TFLOPS', value: g.fp16Tflops },
      ...(g.fp8Tflops === null ? [] : [{ '@type': 'PropertyValue', name: 'FP8 dense TFLOPS', value: g.fp8Tflops }]),
      { '@type': 'PropertyValue', name: 'TDP', value: g.tdpW, unitCode: 'WTT' },
    ],
  };
}

export default function ComputeGpu({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { gpu: g, offers } = loaderData;
  const vendor = t(`compute.vendor.${g.vendor}`);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('compute.title'), to: '/compute' }, { label: t('compute.nav.gpus'), to: '/compute/gpus' }, { label: g.name }]} />
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight sm:text-3xl">{g.name}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {vendor} · {g.formFactor} · {g.year}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Fact label={t('compute.gpu.memory')} testId="fact-memory">
          {formatGb(g.memoryGb, lang)} {g.memoryType}
        </Fact>
        <Fact label={t('compute.gpu.bandwidth')}>{t('compute.gbs', { n: formatNumber(g.bandwidthGbs, lang, 0) })}</Fact>
        <Fact label={t('compute.gpu.fp16')} testId="fact-fp16">
          {t('compute.tflops', { n: formatNumber(g.fp16Tflops, lang) })}
        </Fact>
        <Fact label={t('compute.gpu.fp8')}>{g.fp8Tflops === null ? t('compute.gpu.noFp8') : t('compute.tflops', { n: formatNumber(g.fp8Tflops, lang) })}</Fact>
        <Fact label={t('compute.gpu.tdp')}>{t('compute.watts', { n: g.tdpW })}</Fact>
        <Fact label={t('compute.gpu.year')}>{g.year}</Fact>
      </dl>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400" data-testid="data-source">
        <FormattedMessage
          id="compute.gpu.source"
          values={{
            date: g.sourceDate,
            link: (
              <a href={g.source} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all underline hover:text-brand-600">
                {g.source}
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            ),
          }}
        />
      </p>
      <section className="mt-10" aria-labelledby="gpu-offers">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="gpu-offers" className="text-lg font-semibold">
            <FormattedMessage id="compute.gpu.offersTitle" values={{ name: g.name, count: offers.length }} />
          </h2>
          <Link to={href('/compute/assistant')} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
            <FormattedMessage id="compute.assistantLink" />
          </Link>
        </div>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </ul>
      </section>
      <JsonLd data={gpuJsonLd(g, `${appUrl}${href(`/compute/gpus/${g.slug}`)}`, t('compute.gpu.metaDescription', { name: g.name, memory: g.memoryGb, type: g.memoryType, year: g.year }), vendor)} />
    </main>
  );
}
