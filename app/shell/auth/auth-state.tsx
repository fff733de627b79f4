// Sign-in state of every page (SPEC §4 "Sign-in (general)", §7): the `?ticket=` hand-over, the code exchange,
// the login dialog with its 200 ms re-show debounce, sign-out on a 401 body and logout.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '~/ui/toast';
import { LOGIN_TYPE_TICKET } from '~/features/accounts/accounts.constants';
import { ApiFailure, createSiteApi } from '~/lib/api-client';
import { readCookie, UNAUTHORIZED_EVENT } from '~/lib/cookies';
import { useConfig, useLang, usePageUser } from '~/i18n/use-lang';
import type { TPageUser } from '~/features/accounts/accounts.schema';

/** SPEC §9: hiding then re-showing the login dialog is debounced by 200 ms; the prompt after a 401 waits 100 ms. */
export const LOGIN_RESHOW_DELAY_MS = 200;
export const UNAUTHORIZED_PROMPT_DELAY_MS = 100;
export const CODE_COOKIE = 'code';
export const LOGIN_TYPE_COOKIE = 'loginType';

export interface AuthState {
  user: TPageUser | null;
  loginShow: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  /** Exchanges a ticket (1) or provider code (2) for a session; resolves true when a token came back. */
  exchange: (code: string, loginType: number) => Promise<boolean>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}

/** Same as useAuth, but null outside the provider (pages rendered without the shell). */
export function useOptionalAuth(): AuthState | null {
  return useContext(AuthContext);
}

/** Cookies the browser shares with the configured cookie domain (SPEC §3 "User state"). */
export function writeCookie(name: string, value: string | null, domain: string | undefined): void {
  const parts = [`${name}=${value === null ? '' : encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (domain) parts.push(`domain=${domain}`);
  if (value === null) parts.push('max-age=0');
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** The current address with the characters SPEC §5 removes from a return address. */
export function currentReturnAddress(): string {
  return location.href.replace(/["'<>`]/g, '');
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const config = useConfig();
  const lang = useLang();
  const pageUser = usePageUser();
  // The page's visitor until this page learns the session is gone (logout, a 401 body).
  const [signedOut, setSignedOut] = useState(false);
  const user = signedOut ? null : pageUser;
  const [loginShow, setLoginShow] = useState(false);
  const hiddenAt = useRef(0);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isCN = config?.isCN ?? false;
  const cookieDomain = config?.cookieDomain || undefined;
  const sourceTag = config?.sourceTag ?? '';

  const api = useMemo(
    () =>
      createSiteApi({
        getLang: () => lang,
        isCN: () => isCN,
        getToken: () => undefined,
        // A failed sign-out call must not announce another 401 and loop.
        onUnauthorized: () => {},
      }),
    [lang, isCN],
  );

  const openLogin = useCallback(() => {
    clearTimeout(showTimer.current);
    const wait = LOGIN_RESHOW_DELAY_MS - (Date.now() - hiddenAt.current);
    if (wait > 0) showTimer.current = setTimeout(() => setLoginShow(true), wait);
    else setLoginShow(true);
  }, []);

  const closeLogin = useCallback(() => {
    clearTimeout(showTimer.current);
    hiddenAt.current = Date.now();
    setLoginShow(false);
  }, []);

  const exchange = useCallback(
    async (code: string, loginType: number) => {
      try {
        const envelope = await api.login({
          code,
          loginType,
          redirectUrl: currentReturnAddress(),
          loginSource: sourceTag,
        });
        if (envelope.code !== 0) {
          writeCookie(CODE_COOKIE, null, cookieDomain);
          if (envelope.msg) toast.error(envelope.msg);
          return false;
        }
        if (!envelope.data?.token) {
          console.error('登录失败：未获取到token');
          writeCookie(CODE_COOKIE, null, cookieDomain);
          closeLogin();
          return false;
        }
        return true;
      } catch (error) {
        writeCookie(CODE_COOKIE, null, cookieDomain);
        toast.error(error instanceof ApiFailure ? error.message : String(error));
        return false;
      }
    },
    [api, sourceTag, cookieDomain, closeLogin],
  );

  const logout = useCallback(async () => {
    await api.logout().catch(() => undefined);
    writeCookie(CODE_COOKIE, null, cookieDomain);
    setSignedOut(true);
    location.reload();
  }, [api, cookieDomain]);

  // `?ticket=` on any page: kept as the login code (type 1), removed from the address, then exchanged.
  useEffect(() => {
    const url = new URL(location.href);
    const ticket = url.searchParams.get('ticket');
    if (ticket) {
      writeCookie(CODE_COOKIE, ticket, cookieDomain);
      writeCookie(LOGIN_TYPE_COOKIE, String(LOGIN_TYPE_TICKET), cookieDomain);
      url.searchParams.delete('ticket');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    const code = readCookie(CODE_COOKIE);
    if (code && !pageUser && readCookie(LOGIN_TYPE_COOKIE) !== '2') {
      // exchange() changes state only after the server answered, never during this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void exchange(code, LOGIN_TYPE_TICKET).then((ok) => {
        if (ok) location.reload();
      });
    } else if (code && pageUser) {
      writeCookie(CODE_COOKIE, null, cookieDomain);
    }
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A body code 401 from any call: the visitor is signed out here too; the China edition asks to sign in.
  useEffect(() => {
    const onUnauthorized = () => {
      if (!user) return;
      setSignedOut(true);
      void api.logout().catch(() => undefined);
      if (isCN) setTimeout(openLogin, UNAUTHORIZED_PROMPT_DELAY_MS);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [api, isCN, openLogin, user]);

  const state = useMemo<AuthState>(
    () => ({ user, loginShow, openLogin, closeLogin, exchange, logout }),
    [user, loginShow, openLogin, closeLogin, exchange, logout],
  );
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
