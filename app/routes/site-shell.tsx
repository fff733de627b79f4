import { data, isRouteErrorResponse, Outlet, redirect, useRouteError } from 'react-router';
import { checkRouteRuleCached } from '~/features/navigation/navigation.server';
import { notFoundMeta, rootData, t } from '~/i18n/meta';
import { isLangCode, splitLangPrefix } from '~/i18n/locales';
import { ErrorPage, NotFoundPage } from '~/shell/error-page';
import { Shell } from '~/shell/site-shell';
import type { Route } from './+types/site-shell';

/**
 * The layout every page renders in (header, footer, dialogs). Its loader refuses URLs that name no page — a first
 * segment that is not a language (app/routes.ts), or a route the SPEC §4 route rules block — so the 404 page they get
 * still has the site's header and footer: the root's data (language, menu, user) has loaded beside it.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const pageLang = (params as { lang?: string }).lang;
  if (pageLang !== undefined && !isLangCode(pageLang)) throw data(null, { status: 404 });
  const { rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  if (rest !== '/404' && !rest.startsWith('/404/')) {
    const rule = await checkRouteRuleCached(context.deps, context.config.isCN ? 1 : 2, url.toString());
    if (!rule.checkResult) {
      if (rule.jumpUrl) throw redirect(rule.jumpUrl);
      throw data(null, { status: 404 });
    }
  }
  return null;
}

/** The head of a page this layout refused or a page that failed (the page's own meta is not asked then). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const { messages } = rootData(matches);
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(messages);
  return [
    { title: `${t(messages, 'error.fallbackTitle')} - ${t(messages, 'site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function SiteShell() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  let page = <ErrorPage status={500} />;
  if (isRouteErrorResponse(error)) {
    page =
      error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />
      );
  }
  return <Shell>{page}</Shell>;
}
