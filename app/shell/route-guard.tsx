// Route guard (SPEC §4): every client-side navigation is checked with /api/route/rule; a failed check
// (code 200, checkResult false) hard-navigates to jumpUrl, or to /404 (/{lang}/404). The first page load is
// checked by the server before rendering (the site layout's loader, app/routes/site-shell.tsx).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLangPrefix } from '~/i18n/locales';
import { useConfig } from '~/i18n/use-lang';
import { useApi } from '~/lib/api-client';

export function notFoundPath(pathname: string, defaultLang: Parameters<typeof splitLangPrefix>[1]) {
  const { lang } = splitLangPrefix(pathname, defaultLang);
  return localizePath('/404', lang, defaultLang);
}

export function RouteGuard() {
  const location = useLocation();
  const config = useConfig();
  const api = useApi();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!config) return;
    const { rest } = splitLangPrefix(location.pathname, config.defaultLang);
    if (rest === '/404' || rest.startsWith('/404/')) return;
    let cancelled = false;
    api
      .routeRule(config.isCN ? 1 : 2, window.location.href)
      .then((result) => {
        if (cancelled || result.code !== 200 || result.data?.checkResult !== false) return;
        window.location.replace(result.data.jumpUrl || notFoundPath(location.pathname, config.defaultLang));
      })
      .catch(() => {
        /* a failed check never blocks the page */
      });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, config, api]);
  return null;
}
