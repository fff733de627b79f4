// /login: the main site's sign-in page (SPEC §2.1, §4). International edition: Google (full-page flow that
// returns to `from`) or the account service; China edition: straight to the account service. `from` is followed
// only when it points at this site.
import { FormattedMessage } from '~/i18n/intl';
import { Link, redirect } from 'react-router';
import { safeReturnAddress } from '~/features/accounts/accounts.server';
import { getPageUser } from '~/features/accounts/sessions.server';
import { splitLangPrefix, localizePath } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useConfig } from '~/i18n/use-lang';
import type { Route } from './+types/login';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { config, deps } = context;
  const { lang } = splitLangPrefix(url.pathname, config.defaultLang);
  const origins = new Set([new URL(config.appUrl).origin, new URL(config.wwwUrl).origin, url.origin]);
  const home = new URL(localizePath('/', lang, config.defaultLang), url.origin).toString();
  const from = safeReturnAddress(url.searchParams.get('from'), origins, url.origin) ?? home;
  if (await getPageUser(deps.database.db, request)) throw redirect(from);
  const service = new URL(config.loginUrl, url.origin);
  service.searchParams.set('s', config.sourceTag);
  service.searchParams.set('lc', '3');
  service.searchParams.set('t', '2');
  service.searchParams.set('p', config.isCN ? 'h5' : 'pc');
  service.searchParams.set('r', from);
  if (config.isCN) throw redirect(service.toString());
  return { from, passport: service.toString(), google: `/api/account/google/start?from=${encodeURIComponent(from)}` };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'login.metaTitle', 'login.text'), { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const configured = Boolean(useConfig()?.googleClientId);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="login.title" />
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <FormattedMessage id="login.text" />
      </p>
      <div className="mt-8 flex w-full flex-col gap-3">
        {configured ? (
          <a
            href={loaderData.google}
            data-testid="google-login"
            className="flex items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <GoogleMark />
            <FormattedMessage id="login.google" />
          </a>
        ) : (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="login-config-error">
            <FormattedMessage id="accounts.error.providerNotConfigured" />
          </p>
        )}
        <Link
          to={loaderData.passport}
          reloadDocument
          data-testid="passport-login"
          className="rounded-full px-5 py-2.5 text-sm font-medium text-brand-700 hover:bg-brand-600/10 dark:text-brand-100"
        >
          <FormattedMessage id="login.otherWays" />
        </Link>
      </div>
    </main>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.3 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.7-4.2-13.6-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
