// /api/arena: start a battle, stream its two answers (server-sent events), vote once, and read the leaderboard.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { getLeaderboard } from './arena.leaderboard.server';
import { ZBattleId, ZBattleInput, ZLeaderboardQuery, ZVoteInput } from './arena.schema';
import { arenaIsOffline, createBattle, getBattle, streamBattle, voteBattle } from './arena.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('arena');

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=120' };

export const arenaApi = new Hono<AppEnv>()
  .get('/status', doc({ summary: 'Whether the arena is offline' }), (c) => ok(c, { offline: arenaIsOffline(c.get('deps')) }))
  .post('/battles', doc({ summary: 'Start a battle: two anonymous models answer a prompt', auth: 'user', body: ZBattleInput, errors: { 429: 'Too many battles this hour.' } }), async (c) => {
    const user = await requireUser(c);
    const { prompt } = await parseJson(c, ZBattleInput);
    return ok(c, await createBattle(c.get('deps'), user.id, prompt, c.get('lang')));
  })
  .get('/battles/:id', doc({ summary: 'One of your battles', auth: 'user', params: { id: ZBattleId }, errors: { 404: 'No such battle of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZBattleId, c.req.param('id'), c.get('lang'));
    return ok(c, await getBattle(c.get('deps'), user.id, id, c.get('lang')));
  })
  .get('/battles/:id/stream', doc({ summary: "The battle's two answers as they are written (server-sent events)", description: 'Events: each carries a JSON object whose type names it (the answer pieces of side a and b, their ends, errors, the end of the battle).', auth: 'user', params: { id: ZBattleId }, response: { description: 'An event stream.', content: { 'text/event-stream': { type: 'string' } } }, errors: { 404: 'No such battle of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZBattleId, c.req.param('id'), c.get('lang'));
    const deps = c.get('deps');
    // Checked before the stream opens, so a missing battle is a 404 envelope and not an event stream.
    await getBattle(deps, user.id, id, c.get('lang'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      await streamBattle(deps, user.id, id, c.get('lang'), (event) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) }));
    });
  })
  .post('/battles/:id/vote', doc({ summary: 'Vote once on a finished battle; the models are then revealed', auth: 'user', params: { id: ZBattleId }, body: ZVoteInput, errors: { 404: 'No such battle of yours.', 409: 'Already voted, or the battle is not finished.' } }), async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZBattleId, c.req.param('id'), c.get('lang'));
    const { choice } = await parseJson(c, ZVoteInput);
    return ok(c, await voteBattle(c.get('deps'), user.id, id, choice, c.get('lang')));
  })
  .get('/leaderboard', doc({ summary: 'The leaderboard', query: ZLeaderboardQuery }), async (c) => {
    const { category } = parseQuery(c, ZLeaderboardQuery);
    const board = await getLeaderboard(c.get('deps'), c.get('lang'));
    return ok(c, { ...board, category, rows: board.views[category].rows }, { headers: PUBLIC_CACHE });
  });
