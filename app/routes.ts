import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANG_CODES } from './i18n/locales';

/**
 * Every page exists unprefixed (default language) and under each language prefix (SPEC §2.1, SPEC-NOTES):
 * `/x`, `/zh/x`, `/en/x`, `/tw/x`, `/ja/x`. Route ids carry the prefix so one module serves all five.
 */
const PREFIXES = ['', ...LANG_CODES] as const;

function localized(path: string, file: string): RouteConfigEntry[] {
  return PREFIXES.map((prefix) => {
    const id = `${prefix || 'default'}:${path || 'index'}`;
    const full = [prefix, path].filter(Boolean).join('/');
    return full ? route(full, file, { id }) : index(file, { id });
  });
}

export default [
  ...localized('', 'routes/home.tsx'),
  ...localized('discover', 'routes/discover.tsx'),
  ...localized('discover/:searchKey', 'routes/discover.tsx'),
  ...localized('class', 'routes/class-index.tsx'),
  ...localized('class/:className', 'routes/product-list.tsx'),
  ...localized('tag/:tagName', 'routes/product-list.tsx'),
  ...localized('about', 'routes/about.tsx'),
  ...localized('protocol/agreement', 'routes/agreement.tsx'),
  ...localized('protocol/privacyPolicy', 'routes/privacy.tsx'),
  ...localized('ExcessLink', 'routes/excess-link.tsx'),
  ...localized('login', 'routes/login.tsx'),
  ...localized('login/callback', 'routes/login-callback.tsx'),
  ...localized('passport', 'routes/passport.tsx'),
  ...localized('passport/outbox', 'routes/passport-outbox.tsx'),
  ...localized('short-link/:id', 'routes/short-link.tsx'),
  ...localized('details/:id', 'routes/product-details.tsx'),
  ...localized('tools', 'routes/tools.tsx'),
  ...localized('favorites', 'routes/favorites.tsx'),
  ...localized('user', 'routes/user-center.tsx'),
  ...localized('user/:tab', 'routes/user-center.tsx'),
  ...localized('admin', 'routes/admin.tsx'),
  // Anything else is the 404 page with status 404.
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
