// /tools/trackers: the brand tracker (SPEC §2.1) — the signed-in user's brands with their latest score, and
// "add a brand" by description or by website. Personal: never page-cached (server/cache/page-cache.ts) or indexed.
import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { TrackerForm } from '~/features/trackers/components/tracker-form';
import { listTrackers } from '~/features/trackers/trackers.server';
import { llmPlatforms } from '../../server/integrations/registry';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/trackers';

export const handle = { layout: 'geofooter' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = context.deps;
  const platforms = llmPlatforms(deps).all.map((p) => ({ id: p.id, label: p.label, available: p.available, offline: p.offline }));
  const offline = !platforms.some((p) => p.available && !p.offline);
  const user = await getPageUser(deps.database.db, request);
  if (!user) return { signedIn: false as const, platforms, offline };
  return { signedIn: true as const, platforms, offline, trackers: await listTrackers(deps, user.id) };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  return [
    { title: `${t(messages, 'tracker.metaTitle')} - ${t(messages, 'site.name')}` },
    { name: 'description', content: t(messages, 'tracker.metaDescription') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Trackers({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const href = useLocalizedHref();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: tr('geo.crumbTools'), to: '/tools' }, { label: tr('tracker.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="tracker.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="tracker.lead" />
      </p>
      {loaderData.offline ? (
        <p className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200" data-testid="tracker-offline-notice">
          <FormattedMessage id="tracker.offlineNotice" />
        </p>
      ) : null}
      <div className="mt-6">
        {loaderData.signedIn ? (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <section aria-labelledby="tracker-list-title" className="min-w-0">
              <h2 id="tracker-list-title" className="text-lg font-semibold">
                <FormattedMessage id="tracker.list.title" />
              </h2>
              {loaderData.trackers.length ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="tracker-list">
                  {loaderData.trackers.map((item) => (
                    <li key={item.id}>
                      <Link to={href(`/tools/trackers/${item.id}`)} className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900" data-testid="tracker-item">
                        <span className="flex items-center justify-between gap-2">
                          <span className="inline-flex min-w-0 items-center gap-2 font-semibold">
                            <Activity aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                            <span className="truncate">{item.brand}</span>
                          </span>
                          <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{tr(item.status === 'completed' ? 'tracker.status.completed' : 'tracker.status.generating')}</span>
                        </span>
                        <span className="truncate text-sm text-slate-600 dark:text-slate-300">{item.products.join('、')}</span>
                        <span className="flex gap-4 text-sm tabular-nums">
                          <span>
                            {tr('tracker.list.score')}: <strong>{item.overall ?? '—'}</strong>
                          </span>
                          <span>
                            {tr('tracker.list.visibility')}: <strong>{item.visibility === null ? '—' : `${item.visibility}%`}</strong>
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" data-testid="tracker-list-empty">
                  <FormattedMessage id="tracker.list.empty" />
                </p>
              )}
            </section>
            <TrackerForm platforms={loaderData.platforms} />
          </div>
        ) : (
          <SignInPrompt messageId="tracker.signInLead" />
        )}
      </div>
    </main>
  );
}
