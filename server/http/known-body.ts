// A rendered page's bytes, attached to the Response that carries them. The page render (app/entry.server.tsx)
// already holds the whole document as one buffer; the steps after it in this process (compression, the page cache)
// take the bytes from here instead of reading the body as a web stream, which would make @hono/node-server build a
// full web Response and a ReadableStream for every uncached page (measured: ~4 % of an uncached page's CPU).
// The key is a registered symbol because the page render and the server are bundled separately.
const BODY = Symbol.for('ai-atlas.known-body');

type Bytes = Uint8Array<ArrayBuffer>;

/** Marks `response` as carrying exactly `bytes` (which must be the body it was constructed with). */
export function withKnownBody(response: Response, bytes: Bytes): Response {
  Object.defineProperty(response, BODY, { value: bytes });
  return response;
}

/** The bytes of a response marked by `withKnownBody`, if its body has not been read; otherwise undefined. */
export function knownBody(response: Response): Bytes | undefined {
  return (response as Response & { [BODY]?: Bytes })[BODY];
}
