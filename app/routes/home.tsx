// Home (SPEC §2.2): search, hot searches, featured and recently updated products, categories, submit CTA, and the
// paid ads of the home banner and the other home recommendations (SPEC §9).
import { ArrowRight, Search } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { toCardView } from '~/features/catalogue/catalogue.schema';
import { getHomeData } from '~/features/catalogue/catalogue.server';
import { ProductGrid } from '~/features/catalogue/components/product-card';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { useSubmitSearch } from '~/shell/search-box';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { ADS_TOPIC } from '~/features/orders/orders.ads.server';
import { liveAdViews } from '~/features/orders/orders.pages.server';
import { BannerAds, SponsoredCards } from '~/features/orders/components/ad-slots';
import type { Route } from './+types/home';

export const handle = { layout: 'home' };

/** Pricing tags describe a plan, not a need; they make poor hot searches. */
const NOT_HOT = new Set(['free-plan', 'completely-free', 'subscription', 'open-source', 'free-trial']);

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC).add(ADS_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const [{ featured, recent, total, categories, tags }, bannerAds, recommendAds] = await Promise.all([
    getHomeData(context.deps, lang),
    liveAdViews(context.deps, 'home_banner', lang),
    liveAdViews(context.deps, 'home_recommend', lang),
  ]);
  return {
    ads: { banner: bannerAds, recommend: recommendAds },
    featured: featured.map(toCardView),
    recent: recent.map(toCardView),
    total,
    categories: categories
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, 15),
    hot: tags.filter((t) => !NOT_HOT.has(t.slug)).slice(0, 8),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'home.title');
}

function HeroSearch() {
  const t = useT();
  const submit = useSubmitSearch();
  const [value, setValue] = useState('');
  return (
    <form
      role="search"
      aria-label={t('search.region.home')}
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
      className="mx-auto mt-8 flex max-w-2xl items-center rounded-2xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-brand-500/5 focus-within:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
    >
      <Search aria-hidden="true" className="ml-3 size-5 text-slate-400" />
      <input
        type="search"
        name="q"
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="h-11 min-w-0 flex-1 bg-transparent px-3 text-base outline-none placeholder:text-slate-400"
        data-testid="home-search"
      />
      <button
        type="submit"
        className="h-11 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <FormattedMessage id="search.submit" />
      </button>
    </form>
  );
}

function Section({
  titleId,
  moreTo,
  children,
}: {
  titleId: string;
  moreTo?: string;
  children: React.ReactNode;
}) {
  const href = useLocalizedHref();
  return (
    <section className="mx-auto mt-14 max-w-7xl px-4 sm:px-6">
      <div className="mb-5 flex items-end justify-between">
        <h2 className="text-xl font-bold tracking-tight">
          <FormattedMessage id={titleId} />
        </h2>
        {moreTo ? (
          <Link
            to={href(moreTo)}
            className="inline-flex items-center gap-1 text-sm text-brand-600 hover:underline dark:text-brand-100"
          >
            <FormattedMessage id="home.more" />
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const { featured, recent, categories, hot, total, ads } = loaderData;
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-10 pt-14 text-center sm:pt-20 dark:from-slate-900 dark:to-slate-950">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
          <FormattedMessage id="home.heading" />
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
          <FormattedMessage id="home.subheading.count" values={{ total }} />
        </p>
        <HeroSearch />
        <div
          className="mx-auto mt-4 flex max-w-2xl flex-wrap items-center justify-center gap-2 text-sm"
          data-testid="hot-searches"
        >
          <span className="text-slate-500 dark:text-slate-400">
            <FormattedMessage id="home.hot" />
          </span>
          {hot.map((tag) => (
            <Link
              key={tag.slug}
              to={href(`/tag/${tag.slug}`)}
              className="rounded-full bg-white px-3 py-1 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-brand-600 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700"
            >
              {tag.name}
            </Link>
          ))}
        </div>
      </section>

      <BannerAds ads={ads.banner} />

      <Section titleId="home.featured" moreTo="/discover">
        <ProductGrid products={featured} />
      </Section>

      {ads.recommend.length ? (
        <Section titleId="ads.recommended">
          <SponsoredCards ads={ads.recommend} testId="ads-home_recommend" />
        </Section>
      ) : null}

      <Section titleId="home.categories" moreTo="/class">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={href(`/class/${category.slug}`)}
                className="flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3 text-sm hover:border-brand-500 dark:border-slate-800"
              >
                <span className="font-medium">{category.name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{category.count}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={href('/discover?type=open_source')}
              data-testid="home-open-source"
              className="flex items-center justify-between rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 hover:border-emerald-500 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
            >
              <FormattedMessage id="home.openSource" />
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        </ul>
      </Section>

      <Section titleId="home.recent" moreTo="/discover">
        <ProductGrid products={recent} />
      </Section>

      <section className="mx-auto mt-14 max-w-7xl px-4 sm:px-6" data-testid="home-submit">
        <div className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-8 md:flex-row md:items-center dark:border-slate-800 dark:bg-slate-900">
          <div>
            <h2 className="text-xl font-semibold">
              <FormattedMessage id="home.submit.title" />
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="home.submit.text" />
            </p>
          </div>
          <Link
            to={href('/submission')}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <FormattedMessage id="home.submit.cta" />
          </Link>
        </div>
      </section>
    </main>
  );
}
