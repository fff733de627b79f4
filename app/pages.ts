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
  ['compare/:pair', 'routes/product-compare.tsx'],
  ['tools', 'routes/tools.tsx'],
  ['tools/geo', 'routes/geo-check.tsx'],
  ['tools/geo/:historyId', 'routes/geo-check.tsx'],
  // The brand tracker (docs/decisions/027).
  ['tools/trackers', 'routes/trackers.tsx'],
  ['tools/trackers/:id', 'routes/tracker-report.tsx'],
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
  ['models/arena', 'routes/arena.tsx'],
  ['models/arena/leaderboard', 'routes/arena-leaderboard.tsx'],
  ['best-ai-apps/android', 'routes/app-rankings.tsx'],
  ['best-ai-apps/android/*', 'routes/app-rankings.tsx'],
  ['best-ai-apps/ios', 'routes/app-rankings.tsx'],
  ['best-ai-apps/ios/*', 'routes/app-rankings.tsx'],
  ['mcp/playground', 'routes/mcp-playground.tsx'],
  ['mcp/debug', 'routes/mcp-playground.tsx'],
  // The model library (docs/decisions/019). `compare` and `calculator` (and another area's `arena`) are static
  // segments, which React Router ranks above `:id`; no model id is ever one of them.
  ['models', 'routes/models-list.tsx'],
  ['models/compare', 'routes/models-compare.tsx'],
  ['models/calculator', 'routes/models-calculator.tsx'],
  ['models/:id', 'routes/model-details.tsx'],
  ['mcp', 'routes/mcp-home.tsx'],
  ['mcp/servers', 'routes/mcp-home.tsx'],
  ['mcp/clients', 'routes/mcp-clients.tsx'],
  ['mcp/cases', 'routes/mcp-cases.tsx'],
  ['mcp/cases/:slug', 'routes/mcp-case.tsx'],
  ['mcp/submit', 'routes/mcp-submit.tsx'],
  ['mcp/ranking', 'routes/mcp-ranking.tsx'],
  ['mcp/assistant', 'routes/mcp-assistant.tsx'],
  ['mcp/:slug', 'routes/mcp-server.tsx'],
  // GEO services (docs/decisions/026).
  ['geo', 'routes/geo.tsx'],
  ['geo/tools', 'routes/geo-tools.tsx'],
  // The AI service pages (docs/decisions/034).
  ['services', 'routes/services.tsx'],
  ['services/:kind', 'routes/service.tsx'],
  // News and daily digests (docs/decisions/029); the feeds (/news/rss.xml, /news/atom.xml) are server routes.
  ['news', 'routes/news-list.tsx'],
  ['news/:slug', 'routes/news-article.tsx'],
  ['news/daily/:day', 'routes/news-daily.tsx'],
  // How-to guides, articles of kind 'guide' (docs/decisions/031).
  ['guide', 'routes/guide-list.tsx'],
  ['guide/:id', 'routes/guide-article.tsx'],
  // The dataset library (docs/decisions/030).
  ['datasets', 'routes/datasets-list.tsx'],
  ['datasets/:slug', 'routes/dataset-details.tsx'],
  // One-click deployment (docs/decisions/036); the sandbox preview /deployment/sandbox/{id} is a server route.
  ['deployment', 'routes/deployment.tsx'],
  // The compute market (docs/decisions/033): every offer, its three sections, the GPUs and the assistant.
  ['compute', 'routes/compute-list.tsx'],
  ['compute/servers', 'routes/compute-list.tsx'],
  ['compute/leasing', 'routes/compute-list.tsx'],
  ['compute/appliances', 'routes/compute-list.tsx'],
  ['compute/gpus', 'routes/compute-gpus.tsx'],
  ['compute/gpus/:slug', 'routes/compute-gpu.tsx'],
  ['compute/offers/:id', 'routes/compute-offer.tsx'],
  ['compute/assistant', 'routes/compute-assistant.tsx'],
  // Scenario recommendation (docs/decisions/035).
  ['solutions', 'routes/solutions.tsx'],
  ['solutions/:cacheId', 'routes/solutions.tsx'],
  // The AI agent page and the share demo (docs/decisions/032).
  ['agent', 'routes/agent.tsx'],
  ['share-demo', 'routes/share-demo.tsx'],
];
