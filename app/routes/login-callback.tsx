// /login/callback: where Google returns. In the popup it hands the code (or the error) to its opener on this
// origin and closes; opened in the same window (phones) it exchanges the code itself and goes back to `from`.
import { useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { readGoogleCallback } from '~/features/accounts/accounts.api.server';
import { LOGIN_TYPE_PROVIDER, POPUP_CODE_MESSAGE, POPUP_ERROR_MESSAGE } from '~/features/accounts/accounts.constants';
import { createSiteApi } from '~/lib/api-client';
import { pageMeta } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import type { Route } from './+types/login-callback';

export const handle = { layout: 'none' };

export function loader({ request, url, context }: Route.LoaderArgs) {
  const { config } = context;
  const origins = new Set([new URL(config.appUrl).origin, new URL(config.wwwUrl).origin, url.origin]);
  return readGoogleCallback(request, origins, new URL('/', url.origin).toString());
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'login.metaTitle'), { name: 'robots', content: 'noindex' }];
}

function openerOnThisOrigin(): Window | null {
  try {
    return window.opener && window.opener !== window && window.opener.location.origin === location.origin ? window.opener : null;
  } catch {
    return null;
  }
}

export default function LoginCallback({ loaderData }: Route.ComponentProps) {
  const { code, error, from } = loaderData;
  const lang = useLang();
  const config = useConfig();
  const href = useLocalizedHref();
  const [failure, setFailure] = useState<React.ReactNode>(null);

  useEffect(() => {
    const opener = openerOnThisOrigin();
    if (opener) {
      opener.postMessage(code ? { type: POPUP_CODE_MESSAGE, code } : { type: POPUP_ERROR_MESSAGE, error }, location.origin);
      window.close();
      return;
    }
    if (!code) return;
    const api = createSiteApi({ getLang: () => lang, isCN: () => config?.isCN ?? false, getToken: () => undefined });
    api
      .login({ code, loginType: LOGIN_TYPE_PROVIDER, redirectUrl: from, loginSource: config?.sourceTag ?? '' })
      .then((envelope) => {
        if (envelope.code === 0 && envelope.data?.token) location.replace(from);
        else setFailure(<FormattedMessage id="auth.error.handling" />);
      })
      .catch(() => setFailure(<FormattedMessage id="auth.error.handling" />));
  }, [code, error, from, lang, config?.isCN, config?.sourceTag]);

  const shown = failure ?? (code ? null : <FormattedMessage id="auth.error.popup" values={{ error: error ?? 'unknown' }} />);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      {shown ? (
        <>
          <p role="alert" className="text-red-600 dark:text-red-400" data-testid="callback-error">
            {shown}
          </p>
          <a href={href('/')} className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            <FormattedMessage id="login.callback.back" />
          </a>
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="login.callback.working" />
        </p>
      )}
    </main>
  );
}
