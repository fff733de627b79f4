// Development entry: the same Hono app, with Vite serving modules and hot reload for pages.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { boot } from './boot';

const { env, logger, database, bus, pageStore, sms, jobs } = await boot({ NODE_ENV: 'development' });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

const app = createApp(
  { env, logger, database, bus, sms, jobs },
  {
    pageStore,
    pageHandler: async (request, loadContext) => {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request, loadContext as never);
    },
  },
);
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(env.PORT, env.HOST, () => logger.info(`dev server on http://localhost:${env.PORT}`));
