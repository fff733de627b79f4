// /passport: the account service (SPEC §4 China edition, §7 "Login frame address"). Query s, lc, t, p (pc|h5),
// f (frame) and r (return address, followed only when it points at this site). No site chrome: it lives in
// the login overlay's frame, or stands alone on phones.
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { ZFrameQuery } from '~/features/accounts/accounts.schema';
import { safeReturnAddress } from '~/features/accounts/accounts.server';
import { PassportForm, type PassportTarget } from '~/features/accounts/components/passport-form';
import { getPageUser } from '~/features/accounts/sessions.server';
import { localizePath, splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Logo } from '~/shell/logo';
import type { Route } from './+types/passport';

export const handle = { layout: 'none' };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { config, deps } = context;
  const query = ZFrameQuery.parse(Object.fromEntries(url.searchParams));
  const { lang } = splitLangPrefix(url.pathname, config.defaultLang);
  const origins = new Set([new URL(config.appUrl).origin, new URL(config.wwwUrl).origin, url.origin]);
  const returnTo = safeReturnAddress(query.r, origins, url.origin);
  const signedIn = Boolean(await getPageUser(deps.database.db, request));
  return {
    mode: query.p,
    framed: query.f === 'frame',
    signedIn,
    target: {
      inFrame: query.f === 'frame',
      returnTo,
      parentOrigin: returnTo ? new URL(returnTo).origin : url.origin,
      home: localizePath('/', lang, config.defaultLang),
    } satisfies PassportTarget,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'passport.metaTitle', 'login.text'), { name: 'robots', content: 'noindex' }];
}

export default function Passport({ loaderData }: Route.ComponentProps) {
  const { mode, framed, signedIn } = loaderData;
  const t = useT();
  const href = useLocalizedHref();
  // The frame flag of the address is a hint; whether there is a parent window decides.
  const [target, setTarget] = useState<PassportTarget>(loaderData.target);
  useEffect(() => {
    const inFrame = window.parent !== window;
    // Known only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTarget((current) => ({ ...current, inFrame }));
    if (!signedIn) return;
    if (inFrame) window.parent.postMessage({ type: 'REPEAT_LOGIN' }, loaderData.target.parentOrigin);
    else location.replace(loaderData.target.returnTo ?? loaderData.target.home);
  }, [signedIn, loaderData.target]);

  const close = () => window.parent.postMessage({ type: 'CLOSE_LOGIN' }, target.parentOrigin);
  const compact = framed && mode === 'pc';
  return (
    <main
      className={
        compact
          ? 'min-h-screen bg-white px-6 py-5 dark:bg-slate-950'
          : 'flex min-h-screen items-start justify-center bg-slate-50 px-4 py-8 sm:items-center dark:bg-slate-950'
      }
    >
      <div
        className={
          compact
            ? 'mx-auto w-full max-w-sm'
            : 'w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900'
        }
      >
        <div className="mb-6 flex items-center justify-between">
          <Logo />
          {target.inFrame ? (
            <button
              type="button"
              onClick={close}
              aria-label={t('passport.close')}
              data-testid="passport-close"
              className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        <h1 className="mb-5 text-xl font-semibold">
          <FormattedMessage id="passport.title" />
        </h1>
        <PassportForm target={target} />
        <p className="mt-6 text-center text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage
            id="passport.terms"
            values={{
              agreement: (chunks) => (
                <Link to={href('/protocol/agreement')} target={target.inFrame ? '_blank' : undefined} className="underline">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to={href('/protocol/privacyPolicy')} target={target.inFrame ? '_blank' : undefined} className="underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </main>
  );
}
