// /tools/trackers/{id}: one brand's report (SPEC §2.1, §4 "Tracker report") — generating with its steps, then the
// scores, comparison and trend; the notification opt-in. Another user's tracker, or an id that names none, is the
// 404 page; personal, so never page-cached (server/cache/page-cache.ts) or indexed.
import { data } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { TrackerReport } from '~/features/trackers/components/tracker-report';
import { ZTrackerId } from '~/features/trackers/trackers.schema';
import { getTracker } from '~/features/trackers/trackers.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/tracker-report';

export const handle = { layout: 'geofooter' };

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const deps = context.deps;
  if (!ZTrackerId.safeParse(params.id).success) throw data(null, { status: 404 });
  const user = await getPageUser(deps.database.db, request);
  if (!user) return { signedIn: false as const };
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  try {
    return { signedIn: true as const, tracker: await getTracker(deps, user.id, params.id, lang) };
  } catch {
    throw data(null, { status: 404 });
  }
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const brand = loaded.signedIn ? `${loaded.tracker.brand} - ` : '';
  return [
    { title: `${brand}${t(messages, 'tracker.title')} - ${t(messages, 'site.name')}` },
    { name: 'description', content: t(messages, 'tracker.metaDescription') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function TrackerReportPage({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb
        items={[
          { label: tr('geo.crumbTools'), to: '/tools' },
          { label: tr('tracker.report.crumb'), to: '/tools/trackers' },
          ...(loaderData.signedIn ? [{ label: loaderData.tracker.brand }] : []),
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl" data-testid="tracker-brand-title">
        {loaderData.signedIn ? loaderData.tracker.brand : tr('tracker.title')}
      </h1>
      <div className="mt-6">{loaderData.signedIn ? <TrackerReport key={loaderData.tracker.id} initial={loaderData.tracker} /> : <SignInPrompt messageId="tracker.signInLead" />}</div>
    </main>
  );
}
