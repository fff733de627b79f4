// /api/deployments: the deployable products (public), and a signed-in user's deployments — start one, follow one,
// list them. The custom deployment request is mounted at /api/deployments/requests.
import { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { currentUser } from '../../../server/http/session';
import { routeDoc } from '../../../server/http/openapi';
import { parseJson, parseOrThrow } from '../../../server/http/validate';
import { ZDeploymentId, ZDeploymentStart, ZDeployRequest } from './deployments.schema';
import { createDeployRequest, getDeployment, listDeployables, listMyDeployments, startDeployment } from './deployments.server';

const doc = routeDoc('deployments');

async function signedIn(c: Parameters<typeof currentUser>[0]) {
  const user = await currentUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', { messageKey: 'deploy.error.signIn' });
  return user;
}

export const deploymentsApi = new Hono<AppEnv>()
  .get('/products', doc({ summary: 'Products that can be deployed in one click' }), async (c) => ok(c, await listDeployables(c.get('deps'), c.get('lang'))))
  .get('/', doc({ summary: "The signed-in user's deployments, newest first", auth: 'user' }), async (c) => {
    const user = await signedIn(c);
    return ok(c, await listMyDeployments(c.get('deps').database.db, user.id, c.get('lang')));
  })
  .post(
    '/',
    doc({
      summary: 'Start a deployment (signed in; pressing again answers the running one)',
      auth: 'user',
      body: ZDeploymentStart,
      errors: { 429: 'The number of deployments one user may run at once is reached.' },
    }),
    async (c) => {
      const user = await signedIn(c);
      const { product } = await parseJson(c, ZDeploymentStart);
      const { deployment, created } = await startDeployment(c.get('deps'), user.id, product, c.get('lang'));
      return ok(c, { ...deployment, created });
    },
  )
  .post(
    '/requests',
    doc({
      summary: 'Ask for a custom or private deployment (signed in; stored as a lead of kind deployment)',
      auth: 'user',
      body: ZDeployRequest,
      errors: { 429: 'The daily number of requests is reached.' },
    }),
    async (c) => {
      const user = await signedIn(c);
      const input = await parseJson(c, ZDeployRequest);
      return ok(c, await createDeployRequest(c.get('deps'), user.id, input, c.get('lang')));
    },
  )
  .get('/:id', doc({ summary: 'One of your deployments: its state and access address', auth: 'user', params: ZDeploymentId, errors: { 404: 'No such deployment of yours.' } }), async (c) => {
    const user = await signedIn(c);
    const { id } = parseOrThrow(ZDeploymentId, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await getDeployment(c.get('deps').database.db, user.id, id, c.get('lang')));
  });
