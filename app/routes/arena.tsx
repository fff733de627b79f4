// /models/arena: two anonymous models answer the signed-in visitor's prompt side by side; the vote reveals them.
import { Info, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { ArenaBattle } from '~/features/arena/components/arena-battle';
import { arenaIsOffline } from '~/features/arena/arena.server';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref, usePageUser } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { Breadcrumb } from '~/shell/breadcrumb';
import { isSitePage } from '~/shell/live-links';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/arena';

export async function loader({ context }: Route.LoaderArgs) {
  return { offline: arenaIsOffline(context.deps), models: isSitePage('/models') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'arena.metaTitle', 'arena.metaDescription');
}

export default function Arena({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[...(loaderData.models ? [{ label: t('arena.crumbModels'), to: '/models' }] : []), { label: t('arena.title') }]} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="arena.title" />
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
            <FormattedMessage id="arena.lead" />
          </p>
        </div>
        <Link
          to={href('/models/arena/leaderboard')}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 sm:self-auto dark:border-slate-600"
          data-testid="leaderboard-link"
        >
          <Trophy aria-hidden="true" className="size-4" />
          <FormattedMessage id="arena.leaderboard.link" />
        </Link>
      </div>
      {loaderData.offline ? (
        <p className="mt-5 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200" data-testid="arena-offline-notice">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <FormattedMessage id="arena.offline.notice" />
          </span>
        </p>
      ) : null}
      <div className="mt-6">{user ? <ArenaBattle /> : <SignInPrompt messageId="arena.signInLead" />}</div>
      <section className="mt-10 text-sm text-slate-600 dark:text-slate-400" aria-labelledby="arena-how">
        <h2 id="arena-how" className="font-semibold text-slate-900 dark:text-white">
          <FormattedMessage id="arena.how.title" />
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {(['ask', 'compare', 'vote', 'rank'] as const).map((step) => (
            <li key={step}>
              <FormattedMessage id={`arena.how.${step}`} />
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
