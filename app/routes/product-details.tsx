// /details/{id or slug}: one product with its tabs (introduction, traffic, similar open source, alternatives,
// news); unknown products are the 404 page.
import { BadgeCheck, Eye, ExternalLink, Heart, Rocket, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { or404 } from '~/shell/not-found.server';
import { productJsonLd } from '~/features/catalogue/catalogue.json-ld';
import { productOgPath } from '~/features/catalogue/catalogue.og';
import type { TLikeResult, TProductPageView } from '~/features/catalogue/catalogue.schema';
import { getProductPage } from '~/features/catalogue/catalogue.page.server';
import { CompareWith } from '~/features/catalogue/components/compare-with';
import { ReportProblem } from '~/features/catalogue/components/report-problem';
import { CompareToggle } from '~/features/catalogue/components/compare-tray';
import { PRODUCTS_TOPIC, productTopic } from '~/features/catalogue/catalogue.search.server';
import { ProductCardList, ProductInitial } from '~/features/catalogue/components/product-card-list';
import { FavoriteButton } from '~/features/favorites/components/favorite-button';
import { RankHistory } from '~/features/rankings/components/rank-history';
import { MONTHLY_RANKINGS_TOPIC } from '~/features/rankings/rankings.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import { SITE_RETRY_COUNT, unwrap, useApi } from '~/lib/api-client';
import { Breadcrumb } from '~/shell/breadcrumb';
import { isSitePage } from '~/shell/live-links';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { MaskOverlay } from '~/ui/mask-overlay';
import { EmptyState, TechnicalError } from '~/ui/states';
import { isDeployable } from '~/features/deployments/deployments.server';
import type { Route } from './+types/product-details';

/** Health verdicts that mean a visitor may not reach the site (a move to another site still gets them there). */
const UNREACHABLE = new Set(['client_error', 'server_error', 'unreachable', 'tls_error', 'parked']);

// The traffic tab (figures, charts, map) loads when a visitor opens it, not with every product page; a page
// requested with ?tab=traffic still renders it on the server.
// (A failed load either rejects or, once VersionWatch has handled vite:preloadError, resolves to nothing; the
// `then` below runs on the loader's result, outside the build's preload wrapper, so both reach the fallback.)
const loadTrafficPanel = () => import('~/features/catalogue/components/traffic-panel');
const TrafficPanel = lazy(() =>
  loadTrafficPanel()
    .then((m) => ({ default: m.TrafficPanel }))
    // Its code could not be loaded (offline): the tab says so and offers a reload, the page stays.
    .catch(() => ({ default: () => <TechnicalError onRetry={() => window.location.reload()} /> })),
);

const TABS = ['intro', 'traffic', 'opensource', 'alternatives', 'news'] as const;
/** One-click deploy leads to the deployment page (a plain link), shown once that page exists (links lead to real pages). */
const DEPLOYMENT_PAGE = isSitePage('/deployment');
type Tab = (typeof TABS)[number];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const key = params.id.trim().toLowerCase();
  // A render that fills the page cache (an anonymous visit: cacheTags is set) reads the database: the cached page
  // already spares the repeats, and a replica that missed a change event must not store a page built from its
  // memo into the cache every replica shares. Other renders (signed-in visitors, PAGE_CACHE=false) read the memo.
  // The page is the same for every visitor; whether this visitor liked it, and counting the view, happen in the
  // browser.
  const page = await or404(() => getProductPage(context.deps, key, lang, Boolean(context.cacheTags)));
  const { product } = page;
  context.cacheTags?.add(productTopic(product.id)).add(PRODUCTS_TOPIC).add(MONTHLY_RANKINGS_TOPIC);
  // One-click deploy shows for the open-source products of the deployable set (docs/decisions/036).
  return { ...page, deployable: DEPLOYMENT_PAGE && isDeployable(product.slug, product.type) };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages, config } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const appUrl = config?.appUrl ?? '';
  const { product } = loaderData;
  const title = metaT(messages, 'details.metaTitle', { name: product.name, tagline: product.tagline });
  const description = product.tagline;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:image', content: `${appUrl}${productOgPath(product.id, product.updatedAt, product.logo)}` },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

function Badge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </span>
  );
}

function LikeButton({ product }: { product: TProductPageView }) {
  const t = useT();
  const api = useApi();
  const [likes, setLikes] = useState(product.likes);
  const [liked, setLiked] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    unwrap(api.get<TLikeResult>(`/api/products/${product.id}/like`, { retry: SITE_RETRY_COUNT }))
      .then((state) => {
        if (!live) return;
        setLikes(state.likes);
        setLiked(state.liked);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, product.id]);
  async function like() {
    if (pending) return;
    setPending(true);
    const before = { likes, liked };
    if (!liked) {
      setLikes(likes + 1);
      setLiked(true);
    }
    try {
      const result = await unwrap(api.post<TLikeResult>(`/api/products/${product.id}/like`));
      setLikes(result.likes);
      setLiked(true);
    } catch {
      setLikes(before.likes);
      setLiked(before.liked);
    } finally {
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void like()}
      aria-pressed={liked}
      data-testid="like-button"
      className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${
        liked
          ? 'border-pink-300 bg-pink-50 text-pink-600 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-300'
          : 'border-slate-300 hover:border-brand-500 dark:border-slate-600'
      }`}
    >
      <Heart aria-hidden="true" className={`size-4 ${liked ? 'fill-current' : ''}`} />
      {/* The name is the action and the visible count ("Like 1.2K"), so it holds the visible text (WCAG 2.5.3). */}
      <span className="sr-only">{t('details.like')}</span>
      <span data-testid="like-count" data-value={likes}>
        {abbreviateNumber(likes)}
      </span>
    </button>
  );
}

export default function ProductDetails({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const t = useT();
  const api = useApi();
  useEffect(() => {
    // One view per visitor per minute is counted by the server (SPEC §7 updatePv).
    api.updatePv(String(product.id), 'product').catch(() => {});
  }, [api, product.id]);
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'intro';
  const selectTab = (next: Tab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'intro') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = TABS[(index + delta + TABS.length) % TABS.length]!;
    selectTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb
        items={[
          { label: product.category.name, to: `/class/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <JsonLd data={productJsonLd(product, `${appUrl}${href(`/details/${product.slug}`)}`)} />

      <header className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 md:p-6">
        <div className="flex flex-col gap-5 md:flex-row md:items-start">
          <ProductInitial name={product.name} logo={product.logo} size="lg" />
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold md:text-3xl">{product.name}</h1>
              {product.certified ? (
                <span
                  className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400"
                  data-testid="certified"
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  <FormattedMessage id="details.certified" />
                </span>
              ) : null}
            </div>
            <p className="text-slate-600 dark:text-slate-300">{product.tagline}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Link
                to={href(`/class/${product.category.slug}`)}
                className="rounded-full bg-brand-600/10 px-2.5 py-0.5 font-medium text-brand-600 hover:underline dark:text-brand-100"
              >
                {product.category.name}
              </Link>
              {product.tags.map((tag) => (
                <Link
                  key={tag.slug}
                  to={href(`/tag/${tag.slug}`)}
                  className="text-slate-500 hover:text-brand-600 dark:text-slate-400"
                >
                  #{tag.name}
                </Link>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>
                <FormattedMessage id={`details.type.${product.type}`} />
              </Badge>
              <Badge>
                <FormattedMessage id={`details.pricing.${product.pricing}`} />
              </Badge>
              {product.score !== null ? (
                <Badge>
                  <Star aria-hidden="true" className="size-3.5 text-amber-500" />
                  <FormattedMessage id="details.score" values={{ score: product.score.toFixed(1) }} />
                </Badge>
              ) : null}
              <Badge>
                <Eye aria-hidden="true" className="size-3.5" />
                <FormattedMessage id="details.views" values={{ count: abbreviateNumber(product.views) }} />
              </Badge>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
            <a
              href={href(`/ExcessLink?url=${encodeURIComponent(product.url)}&pid=${product.id}`)}
              target="_blank"
              rel="noopener"
              data-testid="open-site"
              className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <FormattedMessage id="details.openSite" />
            </a>
            {loaderData.deployable ? (
              <Link
                to={href(`/deployment?product=${encodeURIComponent(product.slug)}`)}
                data-testid="deploy"
                className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-5 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-600"
              >
                <Rocket aria-hidden="true" className="size-4" />
                <FormattedMessage id="details.deploy" />
              </Link>
            ) : null}
            <LikeButton key={product.id} product={product} />
            <FavoriteButton key={`favorite-${product.id}`} productId={product.id} />
            <CompareToggle pick={{ slug: product.slug, name: product.name }} large />
          </div>
        </div>
      </header>

      <CompareWith product={{ slug: product.slug, name: product.name }} suggestions={loaderData.compareWith} />

      <div>
        <div
          role="tablist"
          aria-label={t('details.tabsLabel')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
        >
          {TABS.map((key, index) => (
            <button
              key={key}
              id={`tab-${key}`}
              type="button"
              role="tab"
              aria-selected={tab === key}
              aria-controls={`panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => selectTab(key)}
              onKeyDown={(event) => onTabKey(event, index)}
              className="tab-button"
            >
              <FormattedMessage id={`details.tab.${key}`} />
            </button>
          ))}
        </div>
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={0} className="pt-6">
          {tab === 'intro' ? (
            <>
            {product.picture ? (
              // The site's screenshot (else its og:image), stored by us: lazy, and sized so the text below never jumps.
              <img
                src={product.picture.src}
                srcSet={product.picture.srcSet}
                width={product.picture.width}
                height={product.picture.height}
                loading="lazy"
                alt={t(`details.${product.picture.kind}Alt`, { name: product.name })}
                data-testid="product-picture"
                className="mb-6 w-full rounded-xl border border-slate-200 dark:border-slate-800"
              />
            ) : null}
            <MaskOverlay>
              <div
                className="space-y-3 whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300"
                data-testid="description"
              >
                {product.description}
              </div>
              <dl className="mt-6 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
                {product.company ? (
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="details.company" />
                    </dt>
                    <dd className="font-medium">{product.company}</dd>
                  </div>
                ) : null}
                {product.launched ? (
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="details.launched" />
                    </dt>
                    <dd className="font-medium">{product.launched}</dd>
                  </div>
                ) : null}
                {product.licence ? (
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="details.licence" />
                    </dt>
                    <dd className="font-medium">{product.licence}</dd>
                  </div>
                ) : null}
                {product.health ? (
                  <div data-testid="details-health" data-status={product.health.status}>
                    <dt className="text-slate-500 dark:text-slate-400">
                      <FormattedMessage id={UNREACHABLE.has(product.health.status) ? 'details.health.failing' : 'details.health.verified'} />
                    </dt>
                    <dd className={UNREACHABLE.has(product.health.status) ? 'font-medium text-amber-700 dark:text-amber-400' : 'font-medium'}>
                      {/* The day (UTC) as ISO writes it: read the same in every language, and no date library on this page. */}
                      <time dateTime={product.health.checkedAt}>{product.health.checkedAt.slice(0, 10)}</time>
                    </dd>
                  </div>
                ) : null}
                {product.stars !== null ? (
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="details.stars" />
                    </dt>
                    <dd className="font-medium">{abbreviateNumber(product.stars)}</dd>
                  </div>
                ) : null}
              </dl>
            </MaskOverlay>
            </>
          ) : null}
          {tab === 'traffic' ? (
            <Suspense
              fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />}
            >
              <TrafficPanel traffic={product.traffic} domain={product.domain} />
            </Suspense>
          ) : null}
          {tab === 'traffic' ? (
            <RankHistory points={loaderData.rankHistory} rankingPath={loaderData.rankingPath} />
          ) : null}
          {tab === 'opensource' ? (
            <ProductCardList items={product.similarOpenSource} testId="similar-list" />
          ) : null}
          {tab === 'alternatives' ? (
            <ProductCardList items={product.alternatives} testId="alternatives-list" />
          ) : null}
          {tab === 'news' ? (
            product.news.length ? (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="news-list">
                {product.news.map((item) => (
                  <li key={item.url} className="py-3">
                    <a
                      href={href(item.url)}
                      className="font-medium hover:text-brand-600"
                    >
                      {item.title}
                    </a>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {[item.source, item.publishedAt?.slice(0, 10)].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )
          ) : null}
        </div>
      </div>
      <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
        <ReportProblem productSlug={product.slug} />
      </div>
    </main>
  );
}
