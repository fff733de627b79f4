// The caller's address: the socket peer, or the first X-Forwarded-For hop when TRUST_PROXY is set.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
