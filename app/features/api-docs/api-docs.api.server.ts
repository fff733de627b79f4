// /api/openapi.json (the API's OpenAPI 3.1 document) and /api/docs (its interactive page and the page's files). The
// document is the same for everyone: built once, answered with an ETag and a short public cache.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../server/http/context';
import { pickEncoding } from '../../../server/http/encoding';
import { AppError } from '../../../server/http/errors';
import { routeDoc } from '../../../server/http/openapi';
import { getLanguage } from '~/i18n/locales';
import { docsAsset, docsPage, openApiDocument } from './api-docs.server';

const doc = routeDoc('api-docs');

const DOCUMENT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

function notModified(c: Context<AppEnv>, etag: string): boolean {
  const match = c.req.header('if-none-match');
  return Boolean(match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}

/** `app` is the whole application, whose routes the document describes; it is read on the first request. */
export function apiDocsApi(app: () => Hono<AppEnv>) {
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      doc({
        summary: 'This API as an OpenAPI 3.1 document',
        response: { description: 'The OpenAPI document (not enveloped).', content: { 'application/json': { type: 'object' } } },
      }),
      async (c) => {
        const { file } = await openApiDocument(app());
        const headers = { ETag: file.etag, 'Cache-Control': DOCUMENT_CACHE };
        if (notModified(c, file.etag)) return c.body(null, 304, headers);
        return c.body(file.body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      },
    )
    .get(
      '/docs',
      doc({
        summary: 'Interactive documentation of this API',
        query: { langType: z.enum(['zh_cn', 'en', 'zh_tw', 'jp']).optional().describe('Language of the page') },
        response: { description: 'An HTML page.', content: { 'text/html': { type: 'string' } } },
      }),
      (c) => {
        const page = docsPage(c.get('lang'), c.get('deps').env.DEFAULT_LANG);
        const headers = { ETag: page.etag, 'Cache-Control': DOCUMENT_CACHE };
        if (notModified(c, page.etag)) return c.body(null, 304, headers);
        return c.body(page.body, 200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': getLanguage(c.get('lang')).hreflang });
      },
    )
    .get(
      '/docs/assets/:file',
      doc({
        summary: "A file of the documentation page (Swagger UI's script and styles)",
        params: { file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js', 'docs.css']) },
        query: { v: z.string().optional().describe('Digest of the file, as the page links it: a matching one makes the answer immutable') },
        response: { description: 'The file.', content: { 'text/javascript': { type: 'string' }, 'text/css': { type: 'string' } } },
        errors: { 404: 'No such file.' },
      }),
      async (c) => {
        const asset = docsAsset(c.req.param('file'));
        if (!asset) throw new AppError('NOT_FOUND');
        const cache = c.req.query('v') === asset.version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
        const headers: Record<string, string> = { ETag: asset.etag, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
        if (notModified(c, asset.etag)) return c.body(null, 304, headers);
        const encoding = pickEncoding(c.req.header('accept-encoding'));
        if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
        return c.body(await asset.encoded(encoding), 200, { ...headers, 'Content-Type': asset.contentType });
      },
    );
}
