// /api/solutions: plan a scenario (signed in or not), read a plan by its id, and the signed-in user's history
// (docs/api.md "Scenario recommendation").
import { Hono } from 'hono';
import { clientIp } from '../../../server/http/client-ip';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { routeDoc } from '../../../server/http/openapi';
import { currentUser, requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZSolutionHistoryQuery, ZSolutionId, ZSolutionInput } from './solutions.schema';
import { createPlan, getPlan, listHistory } from './solutions.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const doc = routeDoc('solutions');

export const solutionsApi = new Hono<AppEnv>()
  .post(
    '/',
    doc({
      summary:
        'Plan a described scenario: ordered steps with catalogue tools and why each fits ({matched: false} when nothing matched)',
      body: ZSolutionInput,
      errors: { 429: 'Too many plans this hour (fewer without signing in).' },
    }),
    async (c) => {
      const deps = c.get('deps');
      const user = await currentUser(c);
      const { description } = await parseJson(c, ZSolutionInput);
      const author = user ? { userId: user.id } : { ip: clientIp(c, deps.env.TRUST_PROXY) };
      return ok(c, await createPlan(deps, author, description, c.get('lang')), { headers: PRIVATE });
    },
  )
  .get(
    '/history',
    doc({ summary: 'Your scenario plans, newest first', auth: 'user', query: ZSolutionHistoryQuery }),
    async (c) => {
      const user = await requireUser(c);
      const { page } = parseQuery(c, ZSolutionHistoryQuery);
      return ok(c, await listHistory(c.get('deps'), user.id, page), { headers: PRIVATE });
    },
  )
  .get(
    '/:id',
    doc({
      summary: 'One scenario plan by its id (as it was made; shared by link)',
      params: { id: ZSolutionId },
      errors: { 404: 'No such plan.' },
    }),
    async (c) => {
      const id = parseOrThrow(ZSolutionId, c.req.param('id'), c.get('lang'));
      const plan = await getPlan(c.get('deps'), id);
      if (!plan) throw new AppError('NOT_FOUND');
      return ok(c, plan, { headers: PRIVATE });
    },
  );
