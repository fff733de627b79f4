// /models/compare?ids=a,b,c: 2–4 models side by side, rows that differ highlighted, the cheapest prices marked; a
// search picks models to add, each column can be removed. The URL keeps the order chosen (shareable); its canonical
// link sorts the ids, so every order of one set is one page for search engines (docs/decisions/019).
import clsx from 'clsx';
import { Plus, X } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Form, Link, redirect } from 'react-router';
import { ProviderIcon } from '~/features/models/components/provider-icon';
import { ModelDataSource } from '~/features/models/components/data-source';
import { formatPrice, formatTokens } from '~/features/models/models.format';
import { canonicalCompareQuery, COMPARE_MAX, COMPARE_MIN, MODEL_TOPIC, type TModel } from '~/features/models/models.constants';
import { describeComparison, getModelsByIds, listModels, type TComparedFact } from '~/features/models/models.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import type { Route } from './+types/models-compare';

const ID = /^[a-z0-9][a-z0-9.-]{0,79}$/;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MODEL_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const rate = context.deps.env.USD_CNY_RATE;
  const asked = url.searchParams.getAll('ids');
  const wanted = [...new Set(asked.flatMap((s) => s.split(',')).map((s) => s.trim().toLowerCase()).filter((s) => ID.test(s)))].slice(0, COMPARE_MAX);
  const found = await getModelsByIds(context.deps, wanted, lang);
  const ids = found.map((m) => m.id);
  // One spelling of the URL: `ids=a,b,c` in the order chosen, unknown ids dropped (the checkboxes of the list send
  // `ids=a&ids=b`; a shared link may carry a removed model).
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const spelled = asked.length === 1 ? asked[0] : null;
  if (asked.length && spelled !== ids.join(',')) {
    const params = new URLSearchParams();
    if (ids.length) params.set('ids', ids.join(','));
    if (q) params.set('q', q);
    const search = params.toString().replace(/%2C/g, ',');
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`, 301);
  }
  const { differences, cheapest } = describeComparison(found, rate);
  // The picker: models matching the search (or the most important ones), not already compared.
  const candidates =
    ids.length < COMPARE_MAX
      ? (await listModels(context.deps, { q: q || undefined, sort: 'importance', page: 1, pageSize: 8 + ids.length }, lang, rate)).items
          .filter((m) => !ids.includes(m.id))
          .slice(0, 8)
      : [];
  const canonical = ids.length >= COMPARE_MIN ? canonicalCompareQuery(ids) : '';
  return {
    models: found,
    differences,
    cheapest,
    candidates,
    q,
    canonicalSearch: canonical,
    // Indexed only in the canonical order, without a search, with two or more models.
    indexable: ids.length >= COMPARE_MIN && !q && canonical === `ids=${ids.join(',')}`,
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const names = data.models.map((m) => m.name).join(' vs ');
  const title = data.models.length >= COMPARE_MIN ? metaT(messages, 'models.compare.metaTitle', { names }) : metaT(messages, 'models.compare.title');
  return [
    { title: `${title} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'models.compare.description') },
    ...(data.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
  ];
}

const withIds = (ids: string[]) => (ids.length ? `/models/compare?ids=${ids.join(',')}` : '/models/compare');

export default function ModelsCompare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const { models, differences, cheapest, candidates, q } = loaderData;
  const ids = models.map((m) => m.id);
  const yesNo = (v: boolean | null) => (v == null ? t('models.unknown') : t(v ? 'models.yes' : 'models.no'));
  const modalities = (xs: string[]) => xs.map((m) => t(`models.modality.${m}`)).join(' · ');
  const tiers = (m: TModel) =>
    m.tiers.length ? m.tiers.map((tier) => `> ${formatTokens(tier.above)}: ${formatPrice(tier.input, m.currency, lang)} / ${formatPrice(tier.output, m.currency, lang)}`).join('; ') : t('models.compare.noTiers');
  const rows: [TComparedFact, (m: TModel) => React.ReactNode][] = [
    ['provider', (m) => m.providerName],
    ['modalitiesIn', (m) => modalities(m.modalitiesIn)],
    ['modalitiesOut', (m) => modalities(m.modalitiesOut)],
    ['contextWindow', (m) => formatTokens(m.contextWindow)],
    ['maxOutput', (m) => formatTokens(m.maxOutput)],
    ['priceInput', (m) => formatPrice(m.priceInput, m.currency, lang)],
    ['priceOutput', (m) => formatPrice(m.priceOutput, m.currency, lang)],
    ['priceCachedInput', (m) => (m.priceCachedInput == null ? t('models.detail.noCache') : formatPrice(m.priceCachedInput, m.currency, lang))],
    ['tiers', tiers],
    ['releaseDate', (m) => m.releaseDate ?? t('models.unknown')],
    ['openWeights', (m) => yesNo(m.openWeights)],
    ['licence', (m) => (m.licence === 'proprietary' ? t('models.proprietary') : (m.licence ?? t('models.unknown')))],
    ['reasoning', (m) => yesNo(m.reasoning)],
    ['toolCall', (m) => yesNo(m.toolCall)],
  ];
  const best = (fact: TComparedFact, m: TModel) =>
    (fact === 'priceInput' && cheapest.input === m.id) || (fact === 'priceOutput' && cheapest.output === m.id);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('models.title'), to: '/models' }, { label: t('models.compare.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="models.compare.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="models.compare.description" />
      </p>

      {models.length < COMPARE_MIN ? (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200" role="status">
          <FormattedMessage id="models.compare.pickMore" values={{ min: COMPARE_MIN, max: COMPARE_MAX }} />
        </p>
      ) : null}

      {models.length ? (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[36rem] table-fixed text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">{t('models.compare.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <td className="sticky left-0 w-28 bg-white p-3 sm:w-40 dark:bg-slate-950" />
                {models.map((m) => (
                  <th key={m.id} scope="col" className="p-3 align-top" data-testid="compare-column">
                    <div className="flex items-start gap-2">
                      <ProviderIcon provider={m.provider} />
                      <Link to={href(`/models/${m.id}`)} className="min-w-0 break-words font-semibold hover:text-brand-600 dark:hover:text-brand-100">
                        {m.name}
                      </Link>
                    </div>
                    <Link
                      to={href(withIds(ids.filter((id) => id !== m.id)))}
                      className="mt-2 inline-flex items-center gap-1 text-xs font-normal text-slate-500 hover:text-red-600 dark:text-slate-400"
                      aria-label={t('models.compare.removeNamed', { name: m.name })}
                      data-testid="compare-remove"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                      <FormattedMessage id="models.compare.remove" />
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([fact, cell]) => {
                const differs = differences.includes(fact);
                return (
                  <tr key={fact} className={clsx('border-b border-slate-100 last:border-0 dark:border-slate-800', differs && 'bg-amber-50 dark:bg-[#1a1516]')} data-differs={differs ? 'true' : undefined}>
                    <th scope="row" className={clsx('sticky left-0 p-3 align-top text-xs font-medium text-slate-600 dark:text-slate-300', differs ? 'bg-amber-50 dark:bg-[#1a1516]' : 'bg-white dark:bg-slate-950')}>
                      {t(`models.compareFact.${fact}`)}
                      {differs ? <span className="sr-only"> ({t('models.compare.differs')})</span> : null}
                    </th>
                    {models.map((m) => (
                      <td key={m.id} className={clsx('break-words p-3 align-top tabular-nums', best(fact, m) && 'font-semibold text-emerald-700 dark:text-emerald-300')}>
                        {cell(m)}
                        {best(fact, m) ? <span className="ml-1 text-xs">({t('models.compare.cheapest')})</span> : null}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {models.length ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span className="inline-block size-3 rounded-sm bg-amber-100 dark:bg-[#3a2c12]" aria-hidden="true" />
          <FormattedMessage id="models.compare.legend" />
        </p>
      ) : null}

      {models.length < COMPARE_MAX ? (
        <section className="mt-8" aria-labelledby="compare-picker">
          <h2 id="compare-picker" className="text-lg font-semibold">
            <FormattedMessage id="models.compare.addTitle" />
          </h2>
          <Form method="get" action={href('/models/compare')} className="mt-3 flex max-w-xl gap-2" role="search">
            {ids.length ? <input type="hidden" name="ids" value={ids.join(',')} /> : null}
            <label className="sr-only" htmlFor="compare-q">
              {t('models.filter.q')}
            </label>
            <input
              id="compare-q"
              type="search"
              name="q"
              defaultValue={q}
              placeholder={t('models.filter.qPlaceholder')}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
              data-testid="compare-search"
            />
            <button type="submit" className="rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
              <FormattedMessage id="models.compare.search" />
            </button>
          </Form>
          {candidates.length ? (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {candidates.map((m) => (
                <li key={m.id}>
                  <Link
                    to={href(withIds([...ids, m.id]))}
                    className="flex items-center gap-2 rounded-xl border border-slate-200 p-2.5 text-sm hover:border-brand-500 dark:border-slate-800"
                    data-testid="compare-candidate"
                    data-model={m.id}
                  >
                    <ProviderIcon provider={m.provider} size="size-7" />
                    <span className="min-w-0 flex-1 truncate font-medium">{m.name}</span>
                    <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    <span className="sr-only">{t('models.compare.add')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
              <FormattedMessage id="common.empty" />
            </p>
          )}
        </section>
      ) : null}
      <ModelDataSource />
    </main>
  );
}
