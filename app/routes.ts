import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { PAGES } from './pages';

/**
 * Every page exists unprefixed (default language) and under each language prefix (SPEC §2.1, SPEC-NOTES):
 * `/x`, `/zh/x`, `/en/x`, `/tw/x`, `/ja/x` — one route per page with an optional `:lang?` first segment. (Five
 * routes per page cost every request about 1 ms of CPU: React Router walks its whole route table several times per
 * render.) A first segment that is not a language is refused with a 404 by the site layout's loader
 * (routes/site-shell.tsx), so that 404 page keeps the header and footer.
 *
 * Order matters where two pages could claim one URL: `/discover/about` fits both `discover/:searchKey` and
 * `:lang/about` with equal rank, and React Router then takes the route listed first. Pages with more segments are
 * listed first, so the page's own parameter wins (app/routes.test.ts checks the cases).
 */
function localized(path: string, file: string): RouteConfigEntry {
  return route(path ? `:lang?/${path}` : ':lang?', file, { id: path || 'index' });
}

const segments = (path: string) => (path ? path.split('/').length : 0);

export default [
  layout('routes/site-shell.tsx', [
    ...[...PAGES]
      .sort((a, b) => segments(b[0]) - segments(a[0]))
      .map(([path, file]) => localized(path, file)),
    // Anything else is the 404 page with status 404.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
