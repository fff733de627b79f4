import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { provideCatalogues } from './i18n/catalogue';
import { compiledCatalogue } from './i18n/messages.server';
import { NonceContext } from './shell/nonce';
import { withKnownBody } from '../server/http/known-body';

provideCatalogues(compiledCatalogue);

export const streamTimeout = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext?.cspNonce;
    // A render still running after streamTimeout is aborted, so rejected boundaries get flushed. The timer is
    // cleared once the document is written: left running, it held each render (React's request, the loader data,
    // every chunk of the response body) in memory for six seconds — at 50 renders a second, 300 of them.
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const settled = () => {
      clearTimeout(timer);
      timer = undefined;
    };

    // Every visitor gets the complete document in one body. Loaders have finished before React renders, so
    // streaming would only send the shell a few milliseconds before the rest — and a browser's answer is held whole
    // anyway, to be compressed in one call (server/http/compress.ts) or stored by the page cache. One body skips
    // a Node-to-web stream conversion per chunk (docs/decisions/014).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              settled();
              const html = Buffer.concat(chunks);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Length', String(html.byteLength));
              const bytes = new Uint8Array(html.buffer, html.byteOffset, html.byteLength);
              // The server compresses or caches these bytes as they are, without streaming them back out.
              resolve(
                withKnownBody(
                  new Response(bytes, { headers: responseHeaders, status: responseStatusCode }),
                  bytes,
                ),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          settled();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
