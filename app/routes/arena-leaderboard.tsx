// /models/arena/leaderboard: Bradley–Terry ratings with 95% bootstrap intervals from every arena vote, overall and
// per prompt category; public and cached, refreshed by the `arena` change event.
import clsx from 'clsx';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { LeaderboardTable } from '~/features/arena/components/leaderboard-table';
import { getLeaderboard } from '~/features/arena/arena.leaderboard.server';
import { ZLeaderboardQuery } from '~/features/arena/arena.schema';
import { ARENA_TOPIC, LEADERBOARD_VIEWS } from '~/features/arena/arena.constants';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { LocalTime } from '~/ui/local-time';
import type { Route } from './+types/arena-leaderboard';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(ARENA_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const { category } = ZLeaderboardQuery.parse({ category: url.searchParams.get('category') ?? undefined });
  const board = await getLeaderboard(context.deps, lang);
  return { category, board };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'arena.leaderboard.metaTitle', 'arena.leaderboard.metaDescription');
}

export default function ArenaLeaderboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const { category, board } = loaderData;
  const view = board.views[category];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('arena.title'), to: '/models/arena' }, { label: t('arena.leaderboard.title') }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="arena.leaderboard.title" />
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
            <FormattedMessage id="arena.leaderboard.lead" />
          </p>
        </div>
        <Link to={href('/models/arena')} className="inline-flex shrink-0 items-center self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:self-auto" data-testid="arena-link">
          <FormattedMessage id="arena.leaderboard.toArena" />
        </Link>
      </div>
      <nav aria-label={t('arena.leaderboard.categories')} className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-900">
          {LEADERBOARD_VIEWS.map((name) => (
            <li key={name}>
              <Link
                to={href(name === 'overall' ? '/models/arena/leaderboard' : `/models/arena/leaderboard?category=${name}`)}
                preventScrollReset
                aria-current={name === category ? 'page' : undefined}
                className={clsx(
                  'block whitespace-nowrap rounded-xl px-3 py-1.5 text-sm font-medium',
                  name === category ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100' : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                )}
                data-testid={`leaderboard-tab-${name}`}
              >
                {t(`arena.categoryName.${name}`)} <span className="tabular-nums text-slate-500 dark:text-slate-400">{board.views[name].votes}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        <LeaderboardTable rows={view.rows} />
      </div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="leaderboard-method">
        <FormattedMessage id="arena.leaderboard.method" values={{ votes: view.votes, rounds: board.bootstrapRounds, seed: board.seed }} />{' '}
        {board.computedAt ? (
          <FormattedMessage id="arena.leaderboard.computedAt" values={{ at: <LocalTime value={board.computedAt} /> }} />
        ) : null}
      </p>
    </main>
  );
}
