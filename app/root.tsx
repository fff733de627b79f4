import { IntlProvider } from 'react-intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CATALOGUES } from './i18n/messages.server';
import type { ShouldRevalidateFunction } from 'react-router';
import { getLanguage, splitLangPrefix, type LangCode } from './i18n/locales';
import { ErrorPage } from './shell/error-page';
import type { PublicConfig } from '../server/env';
import './lib/load-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { lang } = splitLangPrefix(pathname, context.config.defaultLang);
  return { lang, messages: CATALOGUES[lang], config: context.config, nonce: context.cspNonce };
}

/** The catalogue only changes with the language prefix; other navigations keep the root data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (splitLangPrefix(currentUrl.pathname).lang !== splitLangPrefix(nextUrl.pathname).lang) return true;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search && defaultShouldRevalidate;
};

interface RootData {
  lang: LangCode;
  messages: Record<string, string>;
  config: PublicConfig;
  nonce: string;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const lang = data?.lang ?? 'zh';
  return (
    <html lang={getLanguage(lang).hreflang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={getLanguage(lang).hreflang} messages={data?.messages ?? {}} defaultLocale="zh-CN">
          {children}
        </IntlProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />;
  }
  return <ErrorPage status={500} />;
}
