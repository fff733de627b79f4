// The login overlay (SPEC §4): the China edition embeds the account service's frame (or sends phones to its
// mobile address); the international edition signs in with Google in a popup on the main site, and through the
// main site's /login page elsewhere.
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import {
  POPUP_CODE_MESSAGE,
  POPUP_ERROR_MESSAGE,
  LOGIN_TYPE_PROVIDER,
  LOGIN_TYPE_TICKET,
} from '~/features/accounts/accounts.constants';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Dialog } from '~/ui/dialog';
import { currentReturnAddress, useAuth } from './auth-state';

/** SPEC §9: popup 500×600, closed-check every 500 ms, timeout 300 s; login redirect at 768 px or less. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_CHECK_MS = 500;
export const POPUP_TIMEOUT_MS = 300_000;
export const LOGIN_REDIRECT_MAX_WIDTH = 768;
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|MicroMessenger|QQ\/|Weibo|DingTalk|AlipayClient|Lark/i;

export function isMobileBrowser(): boolean {
  return window.innerWidth <= LOGIN_REDIRECT_MAX_WIDTH || MOBILE_UA.test(navigator.userAgent);
}

/** The account service address of SPEC §7: query s, lc=3, t=2, p (pc|h5), f and r. */
export function loginFrameUrl(
  loginUrl: string,
  sourceTag: string,
  mode: 'pc' | 'h5',
  inFrame: boolean,
): string {
  const url = new URL(loginUrl, location.origin);
  url.searchParams.set('s', sourceTag);
  url.searchParams.set('lc', '3');
  url.searchParams.set('t', '2');
  url.searchParams.set('p', mode);
  if (inFrame) url.searchParams.set('f', 'frame');
  url.searchParams.set('r', currentReturnAddress());
  return url.toString();
}

export function LoginOverlay() {
  const config = useConfig();
  const { loginShow } = useAuth();
  if (!config || !loginShow) return null;
  return config.isCN ? <ChinaLogin /> : <GoogleLogin />;
}

function ChinaLogin() {
  const config = useConfig()!;
  const t = useT();
  const { closeLogin, exchange } = useAuth();
  const [mode] = useState<'pc' | 'h5'>(() =>
    window.innerWidth < LOGIN_REDIRECT_MAX_WIDTH + 1 ? 'h5' : 'pc',
  );
  const [redirecting] = useState(() => isMobileBrowser());
  const serviceOrigin = new URL(config.loginUrl, location.origin).origin;

  useEffect(() => {
    if (redirecting) location.href = loginFrameUrl(config.loginUrl, config.sourceTag, 'h5', false);
  }, [redirecting, config.loginUrl, config.sourceTag]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== serviceOrigin) return;
      const message = event.data as { type?: string; ticket?: unknown } | null;
      switch (message?.type) {
        case 'CLOSE_LOGIN':
          closeLogin();
          break;
        case 'SUCCESS_LOGIN':
          closeLogin();
          if (typeof message.ticket === 'string' && message.ticket) {
            void exchange(message.ticket, LOGIN_TYPE_TICKET).then((ok) => ok && location.reload());
          }
          break;
        case 'REPEAT_LOGIN':
          location.reload();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [serviceOrigin, closeLogin, exchange]);

  if (redirecting) return null;
  return (
    <Dialog
      open
      onClose={closeLogin}
      title={<FormattedMessage id="auth.overlay.title" />}
      testId="login-overlay"
      className="w-[min(420px,calc(100vw-1rem))]"
      bodyClassName="p-3"
    >
      <iframe
        title={t('auth.overlay.title')}
        src={loginFrameUrl(config.loginUrl, config.sourceTag, mode, true)}
        data-testid="login-frame"
        className="h-[560px] max-h-[calc(100vh-8rem)] w-full rounded-xl border-0 bg-white"
      />
    </Dialog>
  );
}

type PopupState = 'idle' | 'loading' | 'error' | 'closed';

function GoogleLogin() {
  const config = useConfig()!;
  const href = useLocalizedHref();
  const { user, closeLogin, exchange } = useAuth();
  const [state, setState] = useState<PopupState>('idle');
  const [error, setError] = useState<React.ReactNode>(null);
  const popup = useRef<Window | null>(null);
  const timers = useRef<{ check?: ReturnType<typeof setInterval>; timeout?: ReturnType<typeof setTimeout> }>(
    {},
  );

  const stop = useCallback(() => {
    clearInterval(timers.current.check);
    clearTimeout(timers.current.timeout);
  }, []);

  const fail = useCallback(
    (message: React.ReactNode) => {
      stop();
      popup.current?.close();
      popup.current = null;
      setError(message);
      setState('error');
    },
    [stop],
  );

  const start = useCallback(() => {
    if (!config.googleClientId) {
      console.warn('Google sign-in: no client id is configured');
      fail(<FormattedMessage id="accounts.error.providerNotConfigured" />);
      return;
    }
    const mainOrigin = new URL(config.wwwUrl).origin;
    if (location.origin !== mainOrigin) {
      location.href = `${config.wwwUrl}${href('/login')}?from=${encodeURIComponent(currentReturnAddress())}`;
      return;
    }
    const startUrl = `/api/account/google/start?from=${encodeURIComponent(currentReturnAddress())}`;
    if (isMobileBrowser()) {
      location.href = startUrl;
      return;
    }
    const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    popup.current = window.open(
      startUrl,
      'google-login',
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
    );
    setError(null);
    setState('loading');
    stop();
    // The callback page posts its answer and then closes the popup; `closed` can turn true before that message
    // is delivered here. So a closed popup counts as closed by the visitor only when no answer has come by the
    // next check.
    let closedOnce = false;
    timers.current.check = setInterval(() => {
      if (popup.current?.closed) {
        if (!closedOnce) {
          closedOnce = true;
          return;
        }
        stop();
        popup.current = null;
        setState('closed');
        closeLogin();
      }
    }, POPUP_CHECK_MS);
    timers.current.timeout = setTimeout(
      () => fail(<FormattedMessage id="auth.error.popup" values={{ error: 'timeout' }} />),
      POPUP_TIMEOUT_MS,
    );
  }, [config.googleClientId, config.wwwUrl, href, fail, stop, closeLogin]);

  useEffect(() => {
    if (user) {
      closeLogin();
      return;
    }
    // The popup must open while the click that showed the overlay still counts as a user gesture.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    start();
    return () => {
      stop();
    };
    // Starts once when the overlay opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !popup.current || event.source !== popup.current) return;
      const message = event.data as { type?: string; code?: unknown; error?: unknown } | null;
      if (message?.type === POPUP_CODE_MESSAGE && typeof message.code === 'string' && message.code) {
        stop();
        popup.current = null;
        void exchange(message.code, LOGIN_TYPE_PROVIDER).then((ok) => {
          if (ok) {
            closeLogin();
            location.reload();
          } else fail(<FormattedMessage id="auth.error.handling" />);
        });
      } else if (message?.type === POPUP_ERROR_MESSAGE) {
        fail(
          <FormattedMessage
            id="auth.error.popup"
            values={{ error: String(message.error ?? 'unknown').slice(0, 100) }}
          />,
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [exchange, closeLogin, fail, stop]);

  if (state === 'idle' || state === 'closed') return null;
  return (
    <Dialog
      open
      onClose={closeLogin}
      title={<FormattedMessage id="auth.overlay.title" />}
      testId="login-overlay"
    >
      {state === 'loading' ? (
        <p
          className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300"
          data-testid="login-loading"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          <FormattedMessage id="auth.google.loading" />
        </p>
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="login-error">
            {error}
          </p>
          <button
            type="button"
            onClick={start}
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <FormattedMessage id="auth.google.retry" />
          </button>
        </div>
      )}
    </Dialog>
  );
}
