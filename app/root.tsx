import { useContext, useEffect } from 'react';
import { IntlProvider } from '~/i18n/intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
// The stylesheet is a React resource (precedence), so it is placed ahead of the module preloads in <head>
// and requested first: it is the only request that blocks the first paint.
import stylesheet from './app.css?url';
import { getPageUser } from './features/accounts/sessions.server';
import { getNavMenu } from './features/navigation/navigation.server';
import { CATALOGUE_LINK_ATTRIBUTE, catalogueFor, loadCatalogue } from './i18n/catalogue';
import { catalogueAsset } from './i18n/messages.server';
import { t } from './i18n/meta';
import { getLanguage, LANG_CODES, LOCALE_COOKIE, splitLangPrefix } from './i18n/locales';
import { useRootData, type RootData } from './i18n/use-lang';
import { ColorModeProvider, headScript, useForcedColorMode } from './shell/color-mode';
import { ErrorPage, NotFoundPage } from './shell/error-page';
import { NonceContext } from './shell/nonce';
import { liveMenu } from './shell/live-links';
import { SeoLinks } from './shell/seo-links';
import './lib/load-context';

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<RootData> {
  const { config, deps } = context;
  // Whether the URL names a page at all is the site layout's question (routes/site-shell.tsx): the 404 page keeps the
  // header, footer and menu this data feeds.
  const { lang } = splitLangPrefix(url.pathname, config.defaultLang);
  const siteId = config.isCN ? 1 : 2;
  const [menu, user] = await Promise.all([
    getNavMenu(deps, siteId, lang),
    getPageUser(deps.database.db, request),
  ]);
  // Entries for areas without a page yet are left out (app/shell/live-links.ts).
  return { lang, messagesHref: catalogueAsset(lang).href, config, menu: liveMenu(menu), user };
}

/**
 * Client navigations: a page in another language renders only once that language's catalogue has arrived (the first
 * page's catalogue is loaded before hydration, in entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const root = await serverLoader();
  await loadCatalogue(root.lang, root.messagesHref);
  return root;
}

/** The head of the page shown when the root itself failed (a child's meta is not asked then). */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const messages = catalogueFor('zh') ?? EMPTY_CATALOGUE;
  return [
    { title: `${t(messages, 'error.fallbackTitle')} - ${t(messages, 'site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The catalogue and menu only change with the language prefix; other navigations keep the root data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (splitLangPrefix(currentUrl.pathname).lang !== splitLangPrefix(nextUrl.pathname).lang) return true;
  return (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search === nextUrl.search &&
    defaultShouldRevalidate
  );
};

const EMPTY_CATALOGUE = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const lang = root?.lang ?? 'zh';
  const config = root?.config;
  const messagesHref = root?.messagesHref;
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
          <link
            rel="preload"
            href={messagesHref}
            as="fetch"
            crossOrigin="anonymous"
            {...{ [CATALOGUE_LINK_ATTRIBUTE]: lang }}
          />
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

export default function App() {
  return <Outlet />;
}

/** The root itself failed (the store is unreachable): a bare error page, as nothing the shell needs has loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />
    );
  }
  return <ErrorPage status={500} />;
}
