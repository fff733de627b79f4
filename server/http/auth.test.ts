import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth';

const app = new Hono().get('/', (c) => c.json({ token: bearerToken(c) ?? null }));
const tokenOf = async (headers: Record<string, string>) => ((await (await app.request('/', { headers })).json()) as { token: string | null }).token;
const TOKEN = 'abcdefghijklmnop.qrstuv-123';

describe('bearerToken', () => {
  it('reads the Authorization bearer header', async () => {
    expect(await tokenOf({ authorization: `Bearer ${TOKEN}` })).toBe(TOKEN);
  });
  it('falls back to the token cookie', async () => {
    expect(await tokenOf({ cookie: `other=1; token=${TOKEN}` })).toBe(TOKEN);
  });
  it('prefers the header over the cookie', async () => {
    expect(await tokenOf({ authorization: `Bearer ${TOKEN}`, cookie: 'token=zzzzzzzzzzzzzzzzzzzz' })).toBe(TOKEN);
  });
  it('ignores missing, non-bearer and malformed credentials', async () => {
    expect(await tokenOf({})).toBeNull();
    expect(await tokenOf({ authorization: `Basic ${TOKEN}` })).toBeNull();
    expect(await tokenOf({ authorization: 'Bearer <script>' })).toBeNull();
  });
});
