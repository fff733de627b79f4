// /compute/assistant: what a workload needs — workload, model size, precision, context, batch — as GPU memory broken
// down (weights, KV cache, gradients, optimiser states, activations, overhead), with the formulas, and the offers
// that hold it, cheapest per month first. A GET form (works without JavaScript); the maths is compute.estimate.ts,
// the same module as GET /api/compute/estimate.
import { FormattedMessage } from '~/i18n/intl';
import { Form } from 'react-router';
import { ComputeInquiry } from '~/features/compute/components/compute-inquiry';
import { ComputeNav } from '~/features/compute/components/compute-nav';
import { OfferCard } from '~/features/compute/components/offer-card';
import { COMPUTE_REGIONS, COMPUTE_TOPIC } from '~/features/compute/compute.constants';
import { ACTIVATION_BYTES, ADAM_BYTES, ATTENTIONS, GQA_KV_SHARE, INFERENCE_OVERHEAD, LORA_TRAINABLE_SHARE, PRECISIONS, WORKLOADS } from '~/features/compute/compute.estimate';
import { formatCny, formatGb, formatNumber } from '~/features/compute/compute.format';
import { ZEstimateQuery } from '~/features/compute/compute.schema';
import { estimateWithOffers } from '~/features/compute/compute.server';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLang } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { FilterSelect } from '~/ui/filter-select';
import type { Route } from './+types/compute-assistant';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(COMPUTE_TOPIC);
  const raw = Object.fromEntries(url.searchParams);
  const parsed = ZEstimateQuery.safeParse(raw);
  if (!parsed.success) {
    // The form shows what was typed and the catalogue's message beside it; nothing is estimated.
    const errors = [...new Set(parsed.error.issues.map((i) => i.message))].filter((m) => m.startsWith('compute.'));
    return { values: raw, errors: errors.length ? errors : ['compute.estimate.error.invalid'], result: null, asked: true };
  }
  const asked = url.searchParams.size > 0;
  const result = await estimateWithOffers(context.deps, parsed.data);
  return { values: Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, v === undefined ? '' : String(v)])), errors: [], result, asked };
}

export function meta({ matches, data, location }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'compute.assistant.title')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'compute.assistant.description') },
    ...(location.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

const ROWS = ['weightsGb', 'kvCacheGb', 'gradientsGb', 'optimiserGb', 'activationsGb', 'overheadGb'] as const;

export default function ComputeAssistant({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { values, errors, result, asked } = loaderData;
  const input = 'h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';
  const label = 'font-medium text-slate-600 dark:text-slate-300';
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('compute.title'), to: '/compute' }, { label: t('compute.nav.assistant') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="compute.assistant.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="compute.assistant.description" />
      </p>
      <ComputeNav current="/compute/assistant" />

      <Form method="get" className="mt-6 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="assistant-form">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
          <FilterSelect name="workload" label={t('compute.assistant.workload')} value={values.workload} options={WORKLOADS.map((w): [string, string] => [w, t(`compute.workload.${w}`)])} />
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className={label}>{t('compute.assistant.params')}</span>
            <input name="params" type="number" min={0.1} max={2000} step="any" inputMode="decimal" required defaultValue={values.params ?? '7'} className={input} />
          </label>
          <FilterSelect name="precision" label={t('compute.assistant.precision')} value={values.precision} options={PRECISIONS.map((p): [string, string] => [p, t(`compute.precision.${p}`)])} />
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className={label}>{t('compute.assistant.context')}</span>
            <input name="context" type="number" min={128} max={1048576} step={1} required defaultValue={values.context ?? '4096'} className={input} />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className={label}>{t('compute.assistant.batch')}</span>
            <input name="batch" type="number" min={1} max={1024} step={1} required defaultValue={values.batch ?? '1'} className={input} />
          </label>
          <FilterSelect name="attention" label={t('compute.assistant.attention')} value={values.attention} options={ATTENTIONS.map((a): [string, string] => [a, t(`compute.attention.${a}`)])} />
          <FilterSelect name="region" label={t('compute.filter.region')} value={values.region} options={[['', t('compute.filter.any')], ...COMPUTE_REGIONS.map((r): [string, string] => [r, t(`compute.region.${r}`)])]} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="compute.assistant.submit" />
          </button>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="compute.assistant.batchHint" />
          </span>
        </div>
        {errors.length ? (
          <ul role="alert" className="mt-3 list-disc pl-5 text-sm text-red-700 dark:text-red-300" data-testid="assistant-errors">
            {errors.map((e) => (
              <li key={e}>{t(e)}</li>
            ))}
          </ul>
        ) : null}
      </Form>

      {result ? (
        <>
          <section className="mt-8 grid gap-6 lg:grid-cols-2" aria-labelledby="memory-needed">
            <div className="min-w-0 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
              <h2 id="memory-needed" className="text-lg font-semibold">
                <FormattedMessage id="compute.assistant.needed" />
              </h2>
              <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="memory-total">
                {formatGb(result.memory.totalGb, lang)}
              </p>
              <table className="mt-4 w-full text-sm" data-testid="memory-breakdown">
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {ROWS.map((row) => (
                    <tr key={row} data-testid={`memory-${row}`}>
                      <th scope="row" className="py-1.5 text-left font-normal text-slate-600 dark:text-slate-300">
                        {t(`compute.memory.${row}`)}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{formatGb(result.memory[row], lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="memory-shape">
                <FormattedMessage
                  id="compute.assistant.shape"
                  values={{ name: result.memory.shape.name, layers: result.memory.shape.layers, hidden: result.memory.shape.hidden, trainable: formatNumber(result.memory.trainableParamsB, lang, 2) }}
                />
              </p>
            </div>
            <div className="min-w-0 rounded-2xl border border-slate-200 p-4 text-sm dark:border-slate-800">
              <h2 className="text-lg font-semibold">
                <FormattedMessage id="compute.assistant.formulas" />
              </h2>
              <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-300" data-testid="formulas">
                <li><FormattedMessage id="compute.formula.weights" /></li>
                <li><FormattedMessage id="compute.formula.kv" values={{ gqa: `1/${Math.round(1 / GQA_KV_SHARE)}` }} /></li>
                <li><FormattedMessage id="compute.formula.adam" values={{ gradients: ADAM_BYTES.mixed.gradients, optimiser: ADAM_BYTES.mixed.optimiser }} /></li>
                <li><FormattedMessage id="compute.formula.lora" values={{ share: `${LORA_TRAINABLE_SHARE * 100}%` }} /></li>
                <li><FormattedMessage id="compute.formula.activations" values={{ bytes: ACTIVATION_BYTES }} /></li>
                <li><FormattedMessage id="compute.formula.overhead" values={{ share: `${INFERENCE_OVERHEAD * 100}%` }} /></li>
              </ul>
              <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
                <FormattedMessage id="compute.assistant.caveat" />
              </p>
            </div>
          </section>

          <section className="mt-10" aria-labelledby="matching-offers">
            <h2 id="matching-offers" className="text-lg font-semibold">
              <FormattedMessage id="compute.assistant.matching" values={{ count: result.matching }} />
            </h2>
            {result.hasSamples ? (
              <p className="mt-2 text-sm text-amber-900 dark:text-amber-100" data-testid="sample-notice">
                <FormattedMessage id="compute.sampleNotice" />
              </p>
            ) : null}
            {result.offers.length ? (
              <>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="cheapest">
                  <FormattedMessage id="compute.assistant.cheapest" values={{ title: result.offers[0]!.title, price: formatCny(result.offers[0]!.pricePerMonth, lang, 0) }} />
                </p>
                <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="matching-offers">
                  {result.offers.map((o) => (
                    <OfferCard key={o.id} offer={o} />
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="no-match">
                <FormattedMessage id="compute.assistant.noMatch" />
              </p>
            )}
          </section>
          {asked ? <ComputeInquiry /> : null}
        </>
      ) : null}
    </main>
  );
}
