// Tools navigation (SPEC §2.1 /tools, §2.2): one tab per library — products, MCP, models, news, guides.
// Each tab leads into its library: the models, MCP, news and guides tabs (the news and guides tabs with the latest
// articles and guides).
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { toRelatedProduct } from '~/features/catalogue/catalogue.schema';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { listTopProductsByCategory } from '~/features/catalogue/catalogue.server';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { ProviderIcon } from '~/features/models/components/provider-icon';
import { MODEL_TOPIC } from '~/features/models/models.constants';
import { listModels } from '~/features/models/models.server';
import { NEWS_TOPIC } from '~/features/news/news.constants';
import { listNews } from '~/features/news/news.server';
import { GUIDES_TOPIC, guidePath } from '~/features/guides/guides.constants';
import { latestGuides } from '~/features/guides/guides.server';
import type { Route } from './+types/tools';

const TABS = ['products', 'mcp', 'models', 'news', 'guides'] as const;
type Tab = (typeof TABS)[number];
// Eight per category: 384 KB of HTML (62 KB gzip) instead of 512 KB with twelve; "see all" leads to the category.
const PER_CATEGORY = 8;
const NEWS_IN_TAB = 8;
const GUIDES_IN_TAB = 8;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC).add(MODEL_TOPIC).add(NEWS_TOPIC).add(GUIDES_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const [sections, topModels, news, guides] = await Promise.all([
    listTopProductsByCategory(context.deps.database.db, lang, PER_CATEGORY),
    listModels(context.deps, { sort: 'importance', page: 1, pageSize: 12 }, lang, context.deps.env.USD_CNY_RATE),
    listNews(context.deps.database.db, { page: 1 }, lang),
    latestGuides(context.deps.database.db, lang, GUIDES_IN_TAB),
  ]);
  // Only what the links show: this page lists hundreds of products and its data travels with the HTML.
  return {
    sections: sections.map(({ category, products }) => ({
      category: { slug: category.slug, name: category.name, count: category.count },
      products: products.map(toRelatedProduct),
    })),
    guides: { total: guides.total, items: guides.items.map(({ slug, title, readingMinutes }) => ({ slug, title, readingMinutes })) },
    news: { total: news.total, items: news.items.slice(0, NEWS_IN_TAB).map(({ slug, title, day }) => ({ slug, title, day })) },
    models: { total: topModels.total, items: topModels.items.map((m) => ({ id: m.id, name: m.name, provider: m.provider, providerName: m.providerName })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'tools.metaTitle', 'tools.description');
}

export default function Tools({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'products';
  const select = (next: Tab) =>
    setParams(next === 'products' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = TABS[(index + delta + TABS.length) % TABS.length]!;
    select(next);
    document.getElementById(`tools-tab-${next}`)?.focus();
  };
  const { sections, models, news, guides } = loaderData;

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('tools.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="tools.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="tools.description" />
      </p>

      <div role="tablist" aria-label={t('tools.tabsLabel')} className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {TABS.map((key, index) => (
          <button
            key={key}
            id={`tools-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls="tools-panel"
            tabIndex={tab === key ? 0 : -1}
            onClick={() => select(key)}
            onKeyDown={(event) => onKey(event, index)}
            className="tab-button"
          >
            <FormattedMessage id={`tools.tab.${key}`} />
          </button>
        ))}
      </div>

      <div id="tools-panel" role="tabpanel" aria-labelledby={`tools-tab-${tab}`} className="pt-6">
        {tab === 'models' ? (
          <div data-testid="tools-models">
            <p className="text-slate-600 dark:text-slate-400">
              <FormattedMessage id="tools.models.intro" values={{ count: models.total }} />
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              {(
                [
                  ['/models', 'tools.models.library'],
                  ['/models/compare', 'models.compare.title'],
                  ['/models/calculator', 'models.calculator.title'],
                ] as const
              ).map(([to, label]) => (
                <Link key={to} to={href(to)} className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
                  <FormattedMessage id={label} />
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ))}
            </div>
            <h2 className="mt-6 text-lg font-semibold">
              <FormattedMessage id="tools.models.top" />
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {models.items.map((model) => (
                <li key={model.id} className="min-w-0">
                  <Link to={href(`/models/${model.id}`)} className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900">
                    <ProviderIcon provider={model.provider} size="size-9" />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold">{model.name}</span>
                      <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{model.providerName}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : tab === 'mcp' ? (
          <div className="rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800" data-testid="tools-mcp">
            <p className="text-slate-600 dark:text-slate-400">
              <FormattedMessage id="tools.mcp.lead" />
            </p>
            <Link to={href('/mcp')} className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              <FormattedMessage id="tools.mcp.open" />
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : tab === 'news' ? (
          <div data-testid="tools-news">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-600 dark:text-slate-400">
                <FormattedMessage id="tools.news.intro" values={{ count: news.total }} />
              </p>
              <Link to={href('/news')} className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
                <FormattedMessage id="tools.news.open" />
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {news.items.map((article) => (
                <li key={article.slug} className="flex min-w-0 flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                  <time dateTime={article.day} className="shrink-0 text-sm tabular-nums text-slate-500 dark:text-slate-400">
                    {article.day}
                  </time>
                  <Link to={href(`/news/${article.slug}`)} className="min-w-0 font-medium hover:text-brand-600">
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : tab === 'guides' ? (
          <div data-testid="tools-guides">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-600 dark:text-slate-400">
                <FormattedMessage id="tools.guides.intro" values={{ count: guides.total }} />
              </p>
              <Link to={href('/guide')} className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
                <FormattedMessage id="tools.guides.open" />
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            {guides.items.length ? (
              <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {guides.items.map((guide) => (
                  <li key={guide.slug} className="flex min-w-0 flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                    <Link to={href(guidePath(guide.slug))} className="min-w-0 font-medium hover:text-brand-600">
                      {guide.title}
                    </Link>
                    <span className="shrink-0 text-sm text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="guide.readingTime" values={{ minutes: guide.readingMinutes }} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )}
          </div>
        ) : tab !== 'products' ? (
          <EmptyState />
        ) : (
          <div className="lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8">
            <nav aria-label={t('tools.jump')} className="hidden lg:block">
              <ul className="sticky top-20 max-h-[calc(100vh-6rem)] space-y-1 overflow-y-auto text-sm">
                {sections.map(({ category }) => (
                  <li key={category.slug}>
                    <a href={`#c-${category.slug}`} className="block truncate rounded-lg px-3 py-1.5 text-slate-600 hover:bg-slate-100 hover:text-brand-600 dark:text-slate-300 dark:hover:bg-slate-800">
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-10">
              {sections.map(({ category, products }) => (
                <section key={category.slug} id={`c-${category.slug}`} aria-labelledby={`h-${category.slug}`} className="scroll-mt-20" data-testid="tools-section">
                  <div className="mb-3 flex items-end justify-between gap-4">
                    <h2 id={`h-${category.slug}`} className="text-lg font-semibold">
                      {category.name}
                      <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
                        <FormattedMessage id="class.count" values={{ count: category.count }} />
                      </span>
                    </h2>
                    <Link to={href(`/class/${category.slug}`)} className="inline-flex shrink-0 items-center gap-1 text-sm text-brand-600 hover:underline dark:text-brand-100">
                      <FormattedMessage id="home.more" />
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                  <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {products.map((product, index) => (
                      // Phones show the first six of each category; "see all" leads to the rest.
                      <li key={product.id} className={clsx('min-w-0', index >= 6 && 'max-sm:hidden')}>
                        <Link
                          to={href(`/details/${product.slug}`)}
                          className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
                        >
                          <ProductAvatar name={product.name} id={product.id} size="size-9" />
                          <span className="min-w-0">
                            <span className="block truncate text-sm font-semibold">{product.name}</span>
                            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{product.tagline}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
