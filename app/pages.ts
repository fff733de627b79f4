// The site's pages as data: app/routes.ts declares a route for each, and the links the site shows (menu, footer)
// are checked against them (app/shell/live-links.ts), so an entry for an area that has no page yet is hidden
// instead of leading to a 404. A new page is added here.

/** Each page's path below the optional language prefix, and its route module. */
export const PAGES: [path: string, file: string][] = [
  ['', 'routes/home.tsx'],
  ['discover', 'routes/discover.tsx'],
  ['discover/:searchKey', 'routes/discover.tsx'],
  ['class', 'routes/class-index.tsx'],
  ['class/:className', 'routes/product-list.tsx'],
  ['tag/:tagName', 'routes/product-list.tsx'],
  ['about', 'routes/about.tsx'],
  ['protocol/agreement', 'routes/agreement.tsx'],
  ['protocol/privacyPolicy', 'routes/privacy.tsx'],
  ['ExcessLink', 'routes/excess-link.tsx'],
  ['login', 'routes/login.tsx'],
  ['login/callback', 'routes/login-callback.tsx'],
  ['passport', 'routes/passport.tsx'],
  ['passport/outbox', 'routes/passport-outbox.tsx'],
  ['short-link/:id', 'routes/short-link.tsx'],
  ['details/:id', 'routes/product-details.tsx'],
  ['tools', 'routes/tools.tsx'],
  ['best-ai-tools', 'routes/rankings-landing.tsx'],
  ['best-ai-tools/weekly/*', 'routes/rankings-list.tsx'],
  ['best-ai-tools/monthly/*', 'routes/rankings-list.tsx'],
  ['best-ai-tools/quarterly/*', 'routes/rankings-list.tsx'],
  ['favorites', 'routes/favorites.tsx'],
  ['user', 'routes/user-center.tsx'],
  ['user/:tab', 'routes/user-center.tsx'],
  ['user/orders/:orderNo', 'routes/order.tsx'],
  ['submission', 'routes/submission.tsx'],
  ['pay/sandbox/:reference', 'routes/pay-sandbox.tsx'],
  ['admin', 'routes/admin.tsx'],
  ['best-ai-apps/android', 'routes/app-rankings.tsx'],
  ['best-ai-apps/android/*', 'routes/app-rankings.tsx'],
  ['best-ai-apps/ios', 'routes/app-rankings.tsx'],
  ['best-ai-apps/ios/*', 'routes/app-rankings.tsx'],
  // The model library (docs/decisions/019). `compare` and `calculator` (and another area's `arena`) are static
  // segments, which React Router ranks above `:id`; no model id is ever one of them.
  ['models', 'routes/models-list.tsx'],
  ['models/compare', 'routes/models-compare.tsx'],
  ['models/calculator', 'routes/models-calculator.tsx'],
  ['models/:id', 'routes/model-details.tsx'],
];
