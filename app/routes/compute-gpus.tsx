// /compute/gpus: the GPUs of the market as facts — memory, bandwidth, FP16/BF16 and FP8 throughput, power, year —
// each with its page, where the figures were read, and how many offers carry it.
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { ComputeNav } from '~/features/compute/components/compute-nav';
import { COMPUTE_TOPIC } from '~/features/compute/compute.constants';
import { formatGb, formatNumber } from '~/features/compute/compute.format';
import { listGpus } from '~/features/compute/compute.server';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/compute-gpus';

export async function loader({ context }: Route.LoaderArgs) {
  context.cacheTags?.add(COMPUTE_TOPIC);
  return { gpus: await listGpus(context.deps) };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'compute.gpus.title')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'compute.gpus.description') },
  ];
}

export default function ComputeGpus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { gpus } = loaderData;
  const th = 'px-3 py-2 text-left font-medium text-slate-600 dark:text-slate-300 whitespace-nowrap';
  const td = 'px-3 py-2 tabular-nums whitespace-nowrap';
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('compute.title'), to: '/compute' }, { label: t('compute.nav.gpus') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="compute.gpus.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="compute.gpus.description" />
      </p>
      <ComputeNav current="/compute/gpus" />
      <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label={t('compute.gpus.title')}>
        <table className="min-w-full text-sm" data-testid="gpu-table">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className={th}>{t('compute.gpu.name')}</th>
              <th scope="col" className={th}>{t('compute.gpu.memory')}</th>
              <th scope="col" className={th}>{t('compute.gpu.bandwidth')}</th>
              <th scope="col" className={th}>{t('compute.gpu.fp16')}</th>
              <th scope="col" className={th}>{t('compute.gpu.fp8')}</th>
              <th scope="col" className={th}>{t('compute.gpu.tdp')}</th>
              <th scope="col" className={th}>{t('compute.gpu.year')}</th>
              <th scope="col" className={th}>{t('compute.gpu.offers')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {gpus.map((g) => (
              <tr key={g.slug} data-testid="gpu-row">
                <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                  <Link to={href(`/compute/gpus/${g.slug}`)} className="hover:text-brand-600">
                    {g.name}
                  </Link>
                  <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">{t(`compute.vendor.${g.vendor}`)}</span>
                </th>
                <td className={td}>{formatGb(g.memoryGb, lang)} {g.memoryType}</td>
                <td className={td}>{t('compute.gbs', { n: formatNumber(g.bandwidthGbs, lang, 0) })}</td>
                <td className={td}>{formatNumber(g.fp16Tflops, lang)}</td>
                <td className={td}>{g.fp8Tflops === null ? '—' : formatNumber(g.fp8Tflops, lang)}</td>
                <td className={td}>{t('compute.watts', { n: g.tdpW })}</td>
                <td className={td}>{g.year}</td>
                <td className={td}>
                  {g.offerCount ? (
                    <Link to={href(`/compute?gpu=${g.slug}`)} className="text-brand-700 hover:underline dark:text-brand-100">
                      {g.offerCount}
                    </Link>
                  ) : (
                    0
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400" data-testid="data-source">
        <FormattedMessage id="compute.gpus.dataSource" />
      </p>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('compute.gpus.title'),
          url: `${appUrl}${href('/compute/gpus')}`,
          itemListElement: gpus.map((g, i) => ({ '@type': 'ListItem', position: i + 1, name: g.name, url: `${appUrl}${href(`/compute/gpus/${g.slug}`)}` })),
        }}
      />
    </main>
  );
}
