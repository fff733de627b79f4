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

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=120' };

export const arenaApi = new Hono<AppEnv>()
  .get('/status', (c) => ok(c, { offline: arenaIsOffline(c.get('deps')) }))
  .post('/battles', async (c) => {
    const user = await requireUser(c);
    const { prompt } = await parseJson(c, ZBattleInput);
    return ok(c, await createBattle(c.get('deps'), user.id, prompt, c.get('lang')));
  })
  .get('/battles/:id', async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZBattleId, c.req.param('id'), c.get('lang'));
    return ok(c, await getBattle(c.get('deps'), user.id, id, c.get('lang')));
  })
  .get('/battles/:id/stream', async (c) => {
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
  .post('/battles/:id/vote', async (c) => {
    const user = await requireUser(c);
    const id = parseOrThrow(ZBattleId, c.req.param('id'), c.get('lang'));
    const { choice } = await parseJson(c, ZVoteInput);
    return ok(c, await voteBattle(c.get('deps'), user.id, id, choice, c.get('lang')));
  })
  .get('/leaderboard', async (c) => {
    const { category } = parseQuery(c, ZLeaderboardQuery);
    const board = await getLeaderboard(c.get('deps'), c.get('lang'));
    return ok(c, { ...board, category, rows: board.views[category].rows }, { headers: PUBLIC_CACHE });
  });
