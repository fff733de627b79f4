// /best-ai-tools: the rankings' front page — this week's movers and top ten, the top three of each category, and
// links into every list (and to the app rankings once that page exists).
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { RankingTable } from '~/features/rankings/components/ranking-table';
import { SampleNotice } from '~/features/rankings/components/sample-notice';
import { periodLabel, type Translate } from '~/features/rankings/rankings.labels';
import { PERIOD_KINDS } from '~/features/rankings/rankings.periods';
import { RANKING_KINDS, rankingPath } from '~/features/rankings/rankings.slug';
import { rankingLanding, RANKINGS_TOPIC } from '~/features/rankings/rankings.server';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import { Breadcrumb } from '~/shell/breadcrumb';
import { isSitePage } from '~/shell/live-links';
import type { Route } from './+types/rankings-landing';

const APP_RANKINGS = '/best-ai-apps/android';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(RANKINGS_TOPIC).add(CATALOGUE_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const landing = await rankingLanding(context.deps.database.db, lang);
  return { landing: landing ?? null, appRankings: isSitePage(APP_RANKINGS) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'rankings.landing.title', 'rankings.landing.intro');
}

const card = 'rounded-xl border border-slate-200 p-4 dark:border-slate-800';

export default function RankingsLanding({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const t: Translate = (key, values) => tr(key, values);
  const lang = useLang();
  const href = useLocalizedHref();
  const { landing, appRankings } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: tr('rankings.breadcrumb') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="rankings.landing.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="rankings.landing.intro" />
      </p>

      <section className={`mt-6 ${card}`} aria-labelledby="all-lists">
        <h2 id="all-lists" className="font-semibold">
          <FormattedMessage id="rankings.landing.allLists" />
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {PERIOD_KINDS.map((period) => (
            <div key={period}>
              <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">{tr(`rankings.periodKind.${period}`)}</h3>
              <ul className="mt-1 flex flex-wrap gap-2" data-testid={`lists-${period}`}>
                {RANKING_KINDS.map((kind) => (
                  <li key={kind}>
                    <Link to={href(rankingPath(period, { kind, region: 'global' }))} className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700">
                      {tr(`rankings.kind.${kind}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {appRankings ? (
          <p className="mt-3 text-sm">
            <Link to={href(APP_RANKINGS)} className="font-medium text-brand-600 hover:underline dark:text-brand-100">
              {tr('rankings.appRankings')}
            </Link>
          </p>
        ) : null}
      </section>

      {landing ? (
        <>
          {landing.top.isSample ? (
            <div className="mt-6">
              <SampleNotice />
            </div>
          ) : null}
          <section className="mt-6" aria-labelledby="movers">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="movers" className="text-lg font-semibold">
                <FormattedMessage id="rankings.landing.movers" /> · {periodLabel(t, lang, 'weekly', landing.movers.key)}
              </h2>
              <Link to={href(rankingPath('weekly', { kind: 'growth', region: 'global' }))} className="text-sm text-brand-600 hover:underline dark:text-brand-100">
                {tr('rankings.landing.seeAll')}
              </Link>
            </div>
            <div className="mt-3">
              <RankingTable items={landing.movers.items} metric="traffic" />
            </div>
          </section>
          <section className="mt-8" aria-labelledby="top">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="top" className="text-lg font-semibold">
                <FormattedMessage id="rankings.landing.top" />
              </h2>
              <Link to={href(rankingPath('weekly', { kind: 'traffic', region: 'global' }))} className="text-sm text-brand-600 hover:underline dark:text-brand-100">
                {tr('rankings.landing.seeAll')}
              </Link>
            </div>
            <div className="mt-3">
              <RankingTable items={landing.top.items} metric="traffic" />
            </div>
          </section>
          <section className="mt-8" aria-labelledby="per-category">
            <h2 id="per-category" className="text-lg font-semibold">
              <FormattedMessage id="rankings.landing.topPerCategory" />
            </h2>
            <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {landing.categories.map((category) => (
                <div key={category.slug} className={card}>
                  <h3 className="font-medium">
                    <Link to={href(rankingPath('weekly', { kind: 'traffic', region: 'global', category: category.slug }))} className="hover:text-brand-600 dark:hover:text-brand-100">
                      {category.name}
                    </Link>
                  </h3>
                  <ol className="mt-2 space-y-1 text-sm">
                    {category.items.map((item, i) => (
                      <li key={item.productId} className="flex items-center justify-between gap-2">
                        <span className="min-w-0 truncate">
                          <span className="mr-2 tabular-nums text-slate-500 dark:text-slate-400">{i + 1}</span>
                          <Link to={href(`/details/${item.slug}`)} className="hover:text-brand-600 dark:hover:text-brand-100">
                            {item.name}
                          </Link>
                        </span>
                        <span className="shrink-0 tabular-nums text-slate-500 dark:text-slate-400">{abbreviateNumber(item.value)}</span>
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          </section>
        </>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500 dark:border-slate-700">{tr('rankings.notComputed')}</p>
      )}
    </main>
  );
}
