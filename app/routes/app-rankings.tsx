// /best-ai-apps/android and /best-ai-apps/ios (China edition only, SPEC §2.1): AI apps by store rank, filtered by
// month, region and category in canonical path segments (app/features/apps/apps.paths.ts).
import { Download } from 'lucide-react';
import { data, redirect, useLocation } from 'react-router';
import { AppError } from '../../server/http/errors';
import { ZAppRankingQuery } from '~/features/apps/apps.schema';
import type { TAppPlatform } from '~/features/apps/apps.constants';
import {
  appListPath,
  appsBasePath,
  parseAppListSegments,
  type AppListFilters,
} from '~/features/apps/apps.paths';
import { APPS_TOPIC, listAppMonths, listAppRankings } from '~/features/apps/apps.server';
import {
  formatPeriod,
  RankingFilters,
  RankingPageLinks,
  RankingTable,
} from '~/features/apps/components/app-ranking-parts';
import { FormattedMessage } from '~/i18n/intl';
import { getLanguage, localizePath, splitLangPrefix, type LangCode } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT, type MessageMap } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { regionName, type TRegion } from '~/lib/regions';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/app-rankings';

const notFound = () => data(null, { status: 404 });

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const platform: TAppPlatform = rest.startsWith(appsBasePath('ios')) ? 'ios' : 'android';
  if (platform === 'ios' && !context.config.isCN) throw notFound();
  const after = rest.slice(appsBasePath(platform).length);
  // SPEC §2.1, read as "anywhere after /best-ai-apps/android"; the route rule says the same for every store.
  if (platform === 'android' && after.includes('/com')) throw notFound();
  const parsed = parseAppListSegments((params as { '*'?: string })['*'] ?? '');
  if (!parsed) throw notFound();
  context.cacheTags?.add(APPS_TOPIC);
  const db = context.deps.database.db;
  const months = await listAppMonths(db, platform);
  const latest = months[0];

  // The filter form without JavaScript sends a query: its values replace the path's, then the canonical URL follows.
  const filters: AppListFilters = { ...parsed };
  const query = url.searchParams;
  if (query.has('month') || query.has('region') || query.has('category')) {
    const checked = ZAppRankingQuery.safeParse({
      platform,
      region: query.get('region') || undefined,
      category: query.get('category') || undefined,
      month: query.get('month') || undefined,
    });
    if (!checked.success) throw notFound();
    Object.assign(filters, {
      region: checked.data.region,
      category: checked.data.category,
      month: checked.data.month,
      page: 1,
    });
  }
  if (filters.month && !months.includes(filters.month)) throw notFound();
  const canonical = appListPath(platform, filters, latest);
  if (canonical !== rest || url.search)
    throw redirect(localizePath(canonical, lang, context.config.defaultLang), 302);

  let page;
  try {
    page = await listAppRankings(db, { platform, ...filters, pageSize: 20 }, lang, months);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
  if (filters.page > 1 && !page.items.length) throw notFound();
  return { page, months, latest: latest ?? null };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function scopeText(messages: MessageMap, loaded: LoaderData, hreflang: string): string {
  const region = regionName(loaded.page.region, hreflang, metaT(messages, 'region.global'));
  return loaded.page.category
    ? `${region} · ${metaT(messages, `apps.category.${loaded.page.category}`)}`
    : region;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages, lang } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const hreflang = getLanguage(lang).hreflang;
  const values = {
    period: formatPeriod(loaded.page.period, hreflang),
    heading: metaT(messages, `apps.heading.${loaded.page.platform}`),
    platform: metaT(messages, `apps.platform.${loaded.page.platform}`),
    scope: scopeText(messages, loaded, hreflang),
  };
  const page = loaded.page.page > 1 ? ` · ${loaded.page.page}` : '';
  const title = `${metaT(messages, 'apps.metaTitle', values)}${page} - ${metaT(messages, 'site.name')}`;
  const description = metaT(messages, 'apps.metaDescription', values);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function AppRankings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang: LangCode = useLang();
  const href = useLocalizedHref();
  const config = useConfig();
  const { pathname } = useLocation();
  const { page } = loaderData;
  const hreflang = getLanguage(lang).hreflang;
  const regionLabel = (r: TRegion) => regionName(r, hreflang, t('region.global'));
  const heading = t(`apps.heading.${page.platform}`);
  const period = formatPeriod(page.period, hreflang);
  const exportQuery = new URLSearchParams({
    platform: page.platform,
    region: page.region,
    langType: getLanguage(lang).apiKey,
  });
  if (page.period) exportQuery.set('month', page.period);
  if (page.category) exportQuery.set('category', page.category);
  const appUrl = config?.appUrl ?? '';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${period} ${heading}`,
    // The loader answers only at the canonical path, so the page's own path is the list's URL.
    url: `${appUrl}${pathname}`,
    numberOfItems: page.total,
    itemListElement: page.items.map((item) => ({
      '@type': 'ListItem',
      position: item.rank,
      name: item.app.name,
      item: {
        '@type': 'SoftwareApplication',
        name: item.app.name,
        url: item.app.storeUrl,
        description: t('apps.jsonLdDescription', {
          developer: item.app.developer,
          category: t(`apps.category.${item.app.category}`),
        }),
        applicationCategory: t(`apps.category.${item.app.category}`),
        operatingSystem: page.platform === 'ios' ? 'iOS' : 'Android',
        ...(item.app.productSlug ? { sameAs: `${appUrl}${href(`/details/${item.app.productSlug}`)}` } : {}),
      },
    })),
  };
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('apps.breadcrumb.rankings') }, { label: heading }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {period ? <span className="text-brand-600 dark:text-brand-100">{period} </span> : null}
        {heading}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t('apps.intro')}</p>
      {page.isSample ? (
        <p
          role="note"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          data-testid="sample-notice"
        >
          {t('apps.sampleNotice')}
        </p>
      ) : null}
      <RankingFilters loaded={loaderData} regionLabel={regionLabel} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="result-count">
          <FormattedMessage id="apps.count" values={{ total: page.total }} />
        </p>
        <div className="flex gap-2" role="group" aria-label={t('apps.download.label')}>
          {(['csv', 'json'] as const).map((ext) => (
            <a
              key={ext}
              href={`/api/apps/rankings.${ext}?${exportQuery}`}
              download
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:text-slate-200"
              data-testid={`download-${ext}`}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(`apps.download.${ext}`)}
            </a>
          ))}
        </div>
      </div>
      {page.items.length ? (
        <RankingTable page={page} />
      ) : (
        <div className="mt-6">
          <EmptyState />
        </div>
      )}
      <RankingPageLinks loaded={loaderData} />
      <JsonLd data={jsonLd} />
    </main>
  );
}
