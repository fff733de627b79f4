// /solutions and /solutions/{cacheId}: scenario recommendation (SPEC §2.1, §2.2). Anyone may describe a scenario;
// a plan is kept under a random id and its page is the same for every reader (shared by link, never indexed);
// the signed-in user's history lists their plans. An id of the wrong shape or unknown is the 404 page.
import { data } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { SolutionFinder } from '~/features/solutions/components/solution-finder';
import { ZSolutionId } from '~/features/solutions/solutions.schema';
import { getPlan, listHistory } from '~/features/solutions/solutions.server';
import { FormattedMessage } from '~/i18n/intl';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import type { Route } from './+types/solutions';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = context.deps;
  const id = params.cacheId;
  if (id !== undefined && !ZSolutionId.safeParse(id).success) throw data(null, { status: 404 });
  const plan = id ? await getPlan(deps, id) : null;
  if (id && !plan) throw data(null, { status: 404 });
  // A session bypasses the page cache (docs/decisions/008), so the history is never shared.
  const user = await getPageUser(deps.database.db, request);
  const history = user ? await listHistory(deps, user.id, 1) : null;
  return { plan, history, signedIn: Boolean(user) };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  return [
    {
      title: `${t(messages, loaded.plan ? 'solutions.result.title' : 'solutions.metaTitle')} - ${t(messages, 'site.name')}`,
    },
    { name: 'description', content: t(messages, 'solutions.metaDescription') },
    // A plan holds what a visitor typed: reachable by its link, kept out of search engines.
    ...(loaded.plan ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { plan } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb
        items={
          plan
            ? [{ label: tr('solutions.title'), to: '/solutions' }, { label: tr('solutions.result.title') }]
            : [{ label: tr('solutions.title') }]
        }
      />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="solutions.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="solutions.lead" />
      </p>
      <div className="mt-6">
        <SolutionFinder
          key={plan?.id ?? 'new'}
          plan={plan}
          history={loaderData.history}
          signedIn={loaderData.signedIn}
          shareUrl={plan ? `${appUrl}${href(`/solutions/${plan.id}`)}` : ''}
        />
      </div>
    </main>
  );
}
