// The Hono application: middleware, /api routers of every area, static assets and the React Router pages.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { langFromApiKey } from '~/i18n/locales';
import { catalogueAsset, parseCatalogueFile } from '~/i18n/messages.server';
import { accountApi, marketingApi, pointsApi, userApi } from '~/features/accounts/accounts.api.server';
import { adsApi, invoicesApi, ordersApi, paymentsApi, reviewApi } from '~/features/orders/orders.api.server';
import { adminApi } from '~/features/admin/admin.api.server';
import { apiDocsApi } from '~/features/api-docs/api-docs.api.server';
import { arenaApi } from '~/features/arena/arena.api.server';
import { geoCheckApi } from '~/features/geo-check/geo-check.api.server';
import { trackersApi } from '~/features/trackers/trackers.api.server';
import { analyticsApi } from '~/features/analytics/analytics.api.server';
import { appsApi } from '~/features/apps/apps.api.server';
import { productsApi } from '~/features/catalogue/catalogue.api.server';
import { rankingsApi } from '~/features/rankings/rankings.api.server';
import { modelsApi } from '~/features/models/models.api.server';
import { mcpApi } from '~/features/mcp/mcp.api.server';
import { datasetsApi } from '~/features/datasets/datasets.api.server';
import { computeApi } from '~/features/compute/compute.api.server';
import { geoConsultationsApi, leadsAdminApi, leadsApi } from '~/features/leads/leads.api.server';
import '~/features/geo/geo.server';
import { deploymentsApi } from '~/features/deployments/deployments.api.server';
import { deploymentSandboxRoutes } from '~/features/deployments/deployments.sandbox.server';
import '~/features/services/services.server';
import { solutionsApi } from '~/features/solutions/solutions.api.server';
import { agentsApi } from '~/features/agents/agents.api.server';
import { shareApi } from '~/features/share/share.api.server';
import { newsAdminApi, newsApi } from '~/features/news/news.api.server';
import { newsFeedRoutes } from '~/features/news/news.feed.server';
import { guidesApi } from '~/features/guides/guides.api.server';
import { favoritesApi } from '~/features/favorites/favorites.api.server';
import { ogRoutes } from '~/features/catalogue/catalogue.og.server';
import { mediaRoutes } from '~/features/media/media.server';
import { menuApi, routeApi } from '~/features/navigation/navigation.api.server';
import { notificationsApi } from '~/features/notifications/notifications.api.server';
import { seoRoutes } from '~/features/seo/seo.routes.server';
import { shortLinkApi } from '~/features/short-links/short-links.api.server';
import { mcpPlaygroundApi } from '~/features/mcp-playground/mcp-playground.api.server';
import { siteMcpApi } from '~/features/site-mcp/site-mcp.api.server';
import { createMemoryPageStore, createPageCache, type PageStore } from './cache/page-cache';
import { publicConfig } from './env';
import type { AppDeps, AppEnv } from './http/context';
import { fail } from './http/envelope';
import { compressResponses } from './http/compress';
import { pickEncoding } from './http/encoding';
import { AppError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { csrfProtection } from './http/session';

export type PageHandler = (request: Request, loadContext: Record<string, unknown>) => Promise<Response>;

export interface CreateAppOptions {
  /** Renders pages; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** Serves built client files; absent in dev (Vite serves them) and tests. */
  staticMiddleware?: (c: Context<AppEnv>, next: () => Promise<void>) => Promise<Response | void>;
  /** Where cached pages live; in-process by default, Redis when the entry point passes one. */
  pageStore?: PageStore;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const { env, logger } = deps;
  const dev = env.NODE_ENV === 'development';
  const app = new Hono<AppEnv>();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('lang', langFromApiKey(c.req.query('langType')) ?? env.DEFAULT_LANG);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, 'request');
    else logger.debug(line, 'request');
  });
  app.use(...securityHeaders({ dev, trustProxy: env.TRUST_PROXY }));
  app.use(compressResponses());

  app.get('/healthz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', db: deps.database.kind });
    } catch (error) {
      logger.warn({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable', db: deps.database.kind }, 503);
    }
  });

  // The site's MCP endpoint answers MCP clients, which send neither cookies nor CSRF tokens: it is mounted before the
  // API's session and CSRF rules and keeps its own body limit, CORS and rate limit.
  app.route('/api/mcp', siteMcpApi);

  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use(csrfProtection);
  api.route('/menu', menuApi);
  api.route('/route', routeApi);
  api.route('/products', productsApi);
  api.route('/rankings', rankingsApi);
  api.route('/apps', appsApi);
  api.route('/models', modelsApi);
  api.route('/mcp-servers', mcpApi);
  api.route('/datasets', datasetsApi);
  api.route('/compute', computeApi);
  api.route('/agents', agentsApi);
  api.route('/share', shareApi);
  api.route('/', analyticsApi);
  api.route('/short-link', shortLinkApi);
  api.route('/account', accountApi);
  api.route('/user', userApi);
  api.route('/points', pointsApi);
  api.route('/marketing', marketingApi);
  api.route('/favorites', favoritesApi);
  api.route('/notifications', notificationsApi);
  api.route('/orders', ordersApi);
  api.route('/invoices', invoicesApi);
  api.route('/payments', paymentsApi);
  api.route('/ads', adsApi);
  api.route('/arena', arenaApi);
  api.route('/geo-check', geoCheckApi);
  api.route('/solutions', solutionsApi);
  api.route('/trackers', trackersApi);
  api.route('/geo/consultations', geoConsultationsApi);
  api.route('/leads', leadsApi);
  api.route('/news', newsApi);
  api.route('/deployments', deploymentsApi);
  api.route('/guides', guidesApi);
  api.route('/admin/orders', reviewApi);
  api.route('/admin/leads', leadsAdminApi);
  api.route('/admin/news', newsAdminApi);
  api.route('/admin', adminApi);
  api.route('/mcp-playground', mcpPlaygroundApi);
  // The document describes the whole app, whose routes are all registered by the time it is first asked for.
  api.route('/', apiDocsApi(() => app));
  app.route('/api', api);
  // Unknown API paths get the JSON envelope, never the HTML 404 page.
  app.all('/api/*', (c) => fail(c, new AppError('NOT_FOUND')));
  app.all('/api', (c) => fail(c, new AppError('NOT_FOUND')));

  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION'));
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, reqId: c.get('requestId') }, 'database unavailable');
      return fail(c, new AppError('UNAVAILABLE'));
    }
    logger.error({ err: error, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return fail(c, new AppError('INTERNAL'));
  });

  app.get('/i18n/:file', (c) => serveCatalogue(c));
  app.route('/', seoRoutes);
  app.route('/', newsFeedRoutes);
  app.route('/', deploymentSandboxRoutes);
  app.route('/og', ogRoutes);
  app.route('/media', mediaRoutes);

  if (options.staticMiddleware) app.use('*', options.staticMiddleware);

  if (options.pageHandler) {
    const handler = options.pageHandler;
    const config = publicConfig(env);
    if (env.PAGE_CACHE) {
      const cache = createPageCache({
        store: options.pageStore ?? createMemoryPageStore({ maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 }),
        bus: deps.bus,
        ttlMs: env.PAGE_CACHE_TTL_S * 1000,
        logger,
      });
      app.use('*', cache.middleware);
    }
    app.all('*', (c) =>
      handler(c.req.raw, {
        deps,
        config,
        cspNonce: c.get('cspNonce'),
        requestId: c.get('requestId'),
        cacheTags: c.get('cacheTags'),
      }),
    );
  }
  return app;
}

/**
 * A language's catalogue file (app/i18n/catalogue.ts), sent precompressed. The current name is immutable; an older
 * name (a page rendered before a deploy) gets the current catalogue, revalidated, so that page still hydrates.
 */
function serveCatalogue(c: Context<AppEnv>) {
  const file = parseCatalogueFile(c.req.param('file') ?? '');
  if (!file) return fail(c, new AppError('NOT_FOUND'));
  const asset = catalogueAsset(file.lang);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': file.hash === asset.hash ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.byteLength),
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return c.body(body, 200, headers);
}

/**
 * The connection failures pg and pg-pool report without a code: no pooled connection freed up within the pool's
 * connectionTimeoutMillis; a new connection not established within it (PostgreSQL too busy to accept); the server
 * closing a connection (a restart).
 */
const CODELESS_CONNECTION_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
]);

/**
 * Connection-level failures (PostgreSQL restarting, refusing or too busy to accept connections, every pooled
 * connection busy for longer than the pool waits) are a 503, not a bug. Drizzle, and pg-pool, may carry the
 * driver's error as the cause (a cause of a cause, at most).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if (isConnectionCode(current.code) || CODELESS_CONNECTION_MESSAGES.has(current.message ?? '')) return true;
    current = current.cause as typeof current;
  }
  return false;
}

function isConnectionCode(code: string | undefined): boolean {
  return (
    typeof code === 'string' &&
    (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(code) ||
      code.startsWith('08'))
  );
}
