// Production entry: one process serving /api, static assets and server-rendered pages.
import { createServer } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Context } from 'hono';
import { createApp } from './app';
import { boot } from './boot';
import type { AppEnv } from './http/context';
import { PROJECT_ROOT } from './paths';

const root = PROJECT_ROOT;
const clientDir = path.join(root, 'build', 'client');

const { env, logger, database, bus, redis, pageStore, sms, jobs } = await boot();
const build = (await import(pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

/**
 * A path whose last segment has an extension: `/assets/app-x.css`, `/favicon.svg`, `/builds/latest.json`; not
 * React Router's data requests (`/en/about.data`), which are pages too.
 */
const FILE_PATH = /\.(?!data$)[A-Za-z0-9]+$/;

const assets = serveStatic({
  root: path.relative(process.cwd(), clientDir) || '.',
  // The build writes .br and .gz copies of every compressible file (scripts/compress-assets.mjs); the copy the
  // client accepts is sent as it is, and the compress middleware leaves a response with Content-Encoding alone.
  precompressed: true,
  onFound: (filePath, c) => {
    // Hashed build output never changes: cache for a year. Everything else revalidates.
    if (filePath.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (filePath.includes('/builds/')) c.header('Cache-Control', 'no-cache');
    else c.header('Cache-Control', 'public, max-age=3600');
  },
});

const app = createApp(
  { env, logger, database, bus, sms, jobs },
  {
    pageStore,
    pageHandler: (request, loadContext) => handle(request, loadContext as never),
    // Every file of the build has an extension and no page path does (slugs are [a-z0-9-]), so pages skip the
    // file-system look-up that would otherwise precede each render.
    staticMiddleware: (c: Context<AppEnv>, next) =>
      (c.req.method === 'GET' || c.req.method === 'HEAD') && FILE_PATH.test(c.req.path) ? assets(c, next) : next(),
  },
);

const listener = getRequestListener(app.fetch);
let stopping = false;
const server = createServer((req, res) => {
  // While draining, every answer ends its connection, so keep-alive clients reconnect to another replica.
  if (stopping) res.setHeader('Connection', 'close');
  void listener(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, db: database.kind }, `AI Atlas listening on http://localhost:${port}`);
});

/** How long an accepted connection may take to send its request once shutdown began. */
const DRAIN_GRACE_MS = 1000;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining in-flight requests');
  const force = setTimeout(() => {
    logger.warn('shutdown timed out; closing remaining connections');
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stop accepting, but keep open connections: http.Server#close() would also drop "idle" connections at once,
  // and a connection whose request is still unread in its socket (the process was busy) counts as idle — that
  // request would be lost. The net-level close resolves once every connection has ended; those that stay idle
  // past the grace period are closed then.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), DRAIN_GRACE_MS);
  idle.unref();
  // Jobs in flight finish beside the requests; one still running at the limit is left to its lease (another
  // worker, or this site's next start, runs it again).
  const jobsStopped = jobs.close(env.SHUTDOWN_TIMEOUT_MS);
  await closed;
  clearInterval(idle);
  await jobsStopped;
  await bus.close();
  redis?.disconnect();
  await database.close();
  logger.info('stopped cleanly');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
