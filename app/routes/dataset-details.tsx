// /datasets/{slug}: one dataset's facts, where they were read, the publisher's page and datasets for the same task.
// Unknown slugs are the 404 page.
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { or404 } from '~/shell/not-found.server';
import { DatasetCard, LicenceBadge, useDatasetSize } from '~/features/datasets/components/dataset-card';
import { DATASETS_TOPIC, type TDataset } from '~/features/datasets/datasets.constants';
import { datasetCard, getDataset, relatedDatasets } from '~/features/datasets/datasets.server';
import { getLanguage, splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/dataset-details';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  context.cacheTags?.add(DATASETS_TOPIC);
  return or404(async () => {
    const dataset = await getDataset(context.deps, params.slug, lang);
    const related = (await relatedDatasets(context.deps, dataset, lang)).map(datasetCard);
    return { dataset, related };
  });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const { dataset } = loaderData;
  const title = metaT(messages, 'datasets.detail.metaTitle', { name: dataset.name, publisher: dataset.publisher });
  return [
    { title },
    { name: 'description', content: dataset.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: dataset.description },
    { property: 'og:type', content: 'website' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

/** schema.org Dataset, the shape dataset search engines read. */
function datasetJsonLd(d: TDataset, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: d.name,
    description: d.description,
    url: pageUrl,
    sameAs: d.url,
    creator: { '@type': 'Organization', name: d.publisher },
    datePublished: String(d.year),
    ...(d.licence ? { license: d.licence } : {}),
    inLanguage: d.languages.filter((l) => l !== 'multi' && l !== 'code'),
    isAccessibleForFree: true,
  };
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid={testId}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words font-semibold">{children}</dd>
    </div>
  );
}

function languageNames(codes: string[], lang: LangCode, t: (k: string) => string): string {
  const names = new Intl.DisplayNames([getLanguage(lang).hreflang], { type: 'language' });
  return codes.map((c) => (c === 'multi' || c === 'code' ? t(`datasets.language.${c}`) : (names.of(c) ?? c))).join(lang === 'en' ? ', ' : '、');
}

export default function DatasetDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const size = useDatasetSize();
  const { dataset: d, related } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('datasets.title'), to: '/datasets' }, { label: d.name }]} />
      <header className="mt-4">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{d.name}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{d.publisher}</p>
        <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300" data-testid="dataset-description">
          {d.description}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={d.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            data-testid="dataset-link"
          >
            <FormattedMessage id="datasets.detail.visit" />
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
          <Link
            to={href(`/datasets?task=${d.task}`)}
            className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700"
          >
            <FormattedMessage id="datasets.detail.moreOfTask" values={{ task: t(`datasets.task.${d.task}`) }} />
          </Link>
        </div>
      </header>

      <dl className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('datasets.fact.task')}>{t(`datasets.task.${d.task}`)}</Fact>
        <Fact label={t('datasets.fact.modality')}>{t(`datasets.modality.${d.modality}`)}</Fact>
        <Fact label={t('datasets.fact.size')} testId="fact-size">
          <span className="tabular-nums">{size(d)}</span>
        </Fact>
        <Fact label={t('datasets.fact.licence')} testId="fact-licence">
          <span className="mr-2">{d.licence ?? t('datasets.licenceKind.unknown')}</span>
          <LicenceBadge kind={d.licenceKind} />
        </Fact>
        <Fact label={t('datasets.fact.languages')}>{languageNames(d.languages, lang, t)}</Fact>
        <Fact label={t('datasets.fact.year')}>{d.year}</Fact>
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="datasets.licenceNote" />
      </p>

      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400" data-testid="data-source">
        <FormattedMessage
          id="datasets.detail.source"
          values={{
            date: d.sourceDate,
            link: (
              <a href={d.source} target="_blank" rel="noopener noreferrer nofollow" className="break-all underline hover:text-brand-600">
                {d.source}
              </a>
            ),
          }}
        />
      </p>

      {related.length ? (
        <section className="mt-10" aria-labelledby="related-datasets">
          <h2 id="related-datasets" className="text-lg font-semibold">
            <FormattedMessage id="datasets.detail.related" values={{ task: t(`datasets.task.${d.task}`) }} />
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <DatasetCard key={r.slug} dataset={r} />
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd data={datasetJsonLd(d, `${appUrl}${href(`/datasets/${d.slug}`)}`)} />
    </main>
  );
}
