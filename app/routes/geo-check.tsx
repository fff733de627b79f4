// /tools/geo and /tools/geo/{historyId}: the GEO ranking check (SPEC §2.1, geofooter layout). A signed-in user asks
// the chosen AI platforms one question and sees, per platform, whether and where the brand appears; a history entry
// reopens a check. Another user's entry, or an id that names none, is the 404 page; never page-cached or indexed.
import { data } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { GeoCheckTool } from '~/features/geo-check/components/geo-check-tool';
import { ZGeoId } from '~/features/geo-check/geo-check.schema';
import { geoPlatforms, getCheck, listHistory } from '~/features/geo-check/geo-check.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { FormattedMessage } from '~/i18n/intl';
import { NotFoundPage } from '~/shell/error-page';
import { Breadcrumb } from '~/shell/breadcrumb';
import { useT } from '~/i18n/use-t';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/geo-check';

export const handle = { layout: 'geofooter' };

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const deps = context.deps;
  const platforms = geoPlatforms(deps);
  const offline = !platforms.some((p) => p.available && !p.offline);
  const user = await getPageUser(deps.database.db, request);
  const historyId = params.historyId;
  if (historyId !== undefined && !ZGeoId.safeParse(historyId).success) throw data(null, { status: 404 });
  if (!user) return { signedIn: false as const, platforms, offline };
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  let check = null;
  if (historyId) {
    try {
      check = await getCheck(deps, user.id, historyId, lang);
    } catch {
      throw data(null, { status: 404 });
    }
  }
  const history = await listHistory(deps, user.id, 1);
  return { signedIn: true as const, platforms, offline, check, history };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  return [
    { title: `${t(messages, 'geo.metaTitle')} - ${t(messages, 'site.name')}` },
    { name: 'description', content: t(messages, 'geo.metaDescription') },
    ...(loaded.signedIn && loaded.check ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function GeoCheck({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: tr('geo.crumbTools'), to: '/tools' }, { label: tr('geo.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="geo.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="geo.lead" />
      </p>
      {loaderData.offline ? (
        <p className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200" data-testid="geo-offline-notice">
          <FormattedMessage id="geo.offline.notice" />
        </p>
      ) : null}
      <div className="mt-6">
        {loaderData.signedIn ? (
          <GeoCheckTool key={loaderData.check?.id ?? 'new'} platforms={loaderData.platforms} initialCheck={loaderData.check} initialHistory={loaderData.history} />
        ) : (
          <SignInPrompt messageId="geo.signInLead" />
        )}
      </div>
    </main>
  );
}
