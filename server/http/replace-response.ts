// Replacing the answer a later middleware or handler produced. Hono's `c.res = …` copies every header of the old
// answer onto the new one (so headers set with `c.header()` survive): a new body's own Content-Length, encoding or
// ETag would be overwritten by the old body's. The headers the new answer sets, and those that describe the old
// body, are removed from the old answer first.
import type { Context } from 'hono';

const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'transfer-encoding'];

export function replaceResponse(c: Context, response: Response): void {
  const old = c.res;
  for (const name of new Set([...BODY_HEADERS, ...response.headers.keys()])) old.headers.delete(name);
  c.res = response;
}
