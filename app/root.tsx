import { lazy, Suspense, useContext, useEffect } from 'react';
import { IntlProvider } from '~/i18n/intl';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
// The stylesheet is a React resource (precedence), so it is placed ahead of the module preloads in <head>
// and requested first: it is the only request that blocks the first paint.
import stylesheet from './app.css?url';
import { getPageUser } from './features/accounts/sessions.server';
import { checkRouteRuleCached, getNavMenu } from './features/navigation/navigation.server';
import { CATALOGUE_LINK_ATTRIBUTE, catalogueFor, loadCatalogue } from './i18n/catalogue';
import { catalogueAsset } from './i18n/messages.server';
import { notFoundMeta, t } from './i18n/meta';
import { getLanguage, isLangCode, LANG_CODES, localizePath, LOCALE_COOKIE, splitLangPrefix } from './i18n/locales';
import { useRootData, type RootData } from './i18n/use-lang';
import { AuthProvider, useAuth } from './shell/auth/auth-state';
import { BackToTop } from './shell/back-to-top';
import { ColorModeProvider, headScript, useForcedColorMode, type RouteHandle } from './shell/color-mode';
import { ErrorPage, NotFoundPage } from './shell/error-page';
import { GeoFooterBand, SiteFooter } from './shell/footer';
import { SiteHeader } from './shell/header';
import { JsonLd } from './shell/json-ld';
import { LoadingBar } from './shell/loading-bar';
import { NonceContext } from './shell/nonce';
import { RouteGuard } from './shell/route-guard';
import { SeoLinks } from './shell/seo-links';
import { VersionWatch } from './shell/version-watch';
import { ToastHost } from './ui/toast';
import './lib/load-context';

// Dialogs few visitors open load with their first use, not with every page.
const LoginOverlay = lazy(() => import('./shell/auth/login-overlay').then((m) => ({ default: m.LoginOverlay })));
const PointsNotice = lazy(() => import('./shell/auth/points-notice').then((m) => ({ default: m.PointsNotice })));

function AuthDialogs() {
  const { user, loginShow } = useAuth();
  return (
    <Suspense fallback={null}>
      {loginShow ? <LoginOverlay /> : null}
      {user ? <PointsNotice /> : null}
    </Suspense>
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  const { config, deps } = context;
  const { lang, rest } = splitLangPrefix(url.pathname, config.defaultLang);
  // Pages take an optional language as their first segment (app/routes.ts): any other word there is no page.
  const pageLang = (params as { lang?: string }).lang;
  if (pageLang !== undefined && !isLangCode(pageLang)) {
    throw data({ lang, messagesHref: catalogueAsset(lang).href, config }, { status: 404 });
  }
  const siteId = config.isCN ? 1 : 2;
  // SPEC §4 route guard, decided before the first render so blocked pages answer with the right status.
  if (rest !== '/404' && !rest.startsWith('/404/')) {
    const rule = await checkRouteRuleCached(deps, siteId, url.toString());
    if (!rule.checkResult) {
      if (rule.jumpUrl) throw redirect(rule.jumpUrl);
      throw data({ lang, messagesHref: catalogueAsset(lang).href, config }, { status: 404 });
    }
  }
  const [menu, user] = await Promise.all([getNavMenu(deps, siteId, lang), getPageUser(deps.database.db, request)]);
  return { lang, messagesHref: catalogueAsset(lang).href, config, menu, user };
}

/**
 * Client navigations: a page in another language renders only once that language's catalogue has arrived (the first
 * page's catalogue is loaded before hydration, in entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    const root = await serverLoader();
    await loadCatalogue(root.lang, root.messagesHref);
    return root;
  } catch (error) {
    // A blocked route answers a small payload of its own so the 404 page can speak its language.
    const fallback = isRouteErrorResponse(error) ? (error.data as Partial<RootData> | undefined) : undefined;
    if (fallback?.lang && fallback.messagesHref) await loadCatalogue(fallback.lang, fallback.messagesHref).catch(() => {});
    throw error;
  }
}

/**
 * The head of a page the root refused or failed (a child's meta is not asked then): the 404 page's, or the error
 * page's title. Pages that render set their own.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const fallback = isRouteErrorResponse(error) ? (error.data as Partial<RootData> | undefined) : undefined;
  const messages = catalogueFor(fallback?.lang ?? 'zh') ?? EMPTY_CATALOGUE;
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(messages);
  return [{ title: `${t(messages, 'error.fallbackTitle')} - ${t(messages, 'site.name')}` }, { name: 'robots', content: 'noindex' }];
};

/** The catalogue and menu only change with the language prefix; other navigations keep the root data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (splitLangPrefix(currentUrl.pathname).lang !== splitLangPrefix(nextUrl.pathname).lang) return true;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search && defaultShouldRevalidate;
};

const EMPTY_CATALOGUE = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const error = useRouteError();
  // A blocked route throws its own small payload so the 404 page still speaks the right language.
  const fallback = isRouteErrorResponse(error) ? (error.data as Partial<RootData> | undefined) : undefined;
  const lang = root?.lang ?? fallback?.lang ?? 'zh';
  const config = root?.config ?? fallback?.config;
  const messagesHref = root?.messagesHref ?? fallback?.messagesHref;
  const messages = catalogueFor(lang) ?? EMPTY_CATALOGUE;
  const nonce = useContext(NonceContext);
  const forced = useForcedColorMode();
  // Marks the document as interactive once React has hydrated it (the e2e suite waits for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html
      lang={getLanguage(lang).hreflang}
      className={forced}
      data-forced-color-mode={forced}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: headScript({
              isCN: config?.isCN ?? false,
              defaultLang: config?.defaultLang ?? 'zh',
              localeCookie: LOCALE_COOKIE,
              langs: LANG_CODES,
            }),
          }}
        />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {messagesHref ? (
          <link rel="preload" href={messagesHref} as="fetch" crossOrigin="anonymous" {...{ [CATALOGUE_LINK_ATTRIBUTE]: lang }} />
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SeoLinks />
        <Links />
      </head>
      <body className="min-h-screen">
        <IntlProvider locale={getLanguage(lang).hreflang} messages={messages}>
          <ColorModeProvider>{children}</ColorModeProvider>
        </IntlProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useLayoutKind(): NonNullable<RouteHandle['layout']> {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.layout ?? 'default';
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <ShellLayout>{children}</ShellLayout>
    </AuthProvider>
  );
}

function ShellLayout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const layout = useLayoutKind();
  const chrome = (
    <>
      <ToastHost position="top-center" duration={3000} offset={16} richColors closeButton />
      <RouteGuard />
      <VersionWatch />
    </>
  );
  if (layout === 'none') {
    return (
      <>
        {children}
        {chrome}
      </>
    );
  }
  const config = root?.config;
  return (
    <>
      <LoadingBar />
      <SiteHeader menu={root?.menu ?? []} transparent={layout === 'home'} />
      <div id="main">{children}</div>
      {layout === 'geofooter' ? <GeoFooterBand /> : null}
      <SiteFooter />
      <BackToTop />
      {chrome}
      <AuthDialogs />
      {config ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: t(catalogueFor(root!.lang) ?? EMPTY_CATALOGUE, 'site.name'),
            url: `${config.appUrl}${localizePath('/', root!.lang, config.defaultLang)}`,
            inLanguage: getLanguage(root!.lang).hreflang,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${config.appUrl}${localizePath('/discover', root!.lang, config.defaultLang)}/{search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          }}
        />
      ) : null}
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundPage /> : <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />;
  }
  return <ErrorPage status={500} />;
}
