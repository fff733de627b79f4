// Short links own the mapping from a short code to an address on this site; never to another site.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { shortLinks } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';

/**
 * The target as stored: a same-site path, or an absolute http(s) URL whose origin is one of ours. Anything
 * else (other hosts, javascript:, protocol-relative '//evil') is refused so a short link is never an open redirect.
 */
export function normaliseTarget(url: string, ownOrigins: string[]): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return null;
    return ownOrigins.includes(parsed.origin) ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export async function createShortLink(db: Db, url: string, ownOrigins: string[]): Promise<{ code: string; target: string }> {
  const target = normaliseTarget(url, ownOrigins);
  if (!target) throw new AppError('VALIDATION', { messageKey: 'form.urlInvalid' });
  const existing = await db.select().from(shortLinks).where(eq(shortLinks.target, target)).limit(1);
  if (existing[0]) return { code: existing[0].code, target };
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomBytes(6).toString('base64url');
    const inserted = await db.insert(shortLinks).values({ code, target }).onConflictDoNothing().returning();
    if (inserted[0]) return { code, target };
  }
  throw new AppError('CONFLICT');
}

/** Resolves a code and counts the visit; null when unknown. */
export async function resolveShortLink(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(eq(shortLinks.code, code))
    .returning({ target: shortLinks.target });
  return row?.target ?? null;
}
