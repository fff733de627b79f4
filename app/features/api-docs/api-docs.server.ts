// The OpenAPI 3.1 document of /api, gathered by hono-openapi from the describeRoute() middleware every route carries
// (server/http/openapi.ts), and the interactive page at /api/docs: Swagger UI's files from node_modules (swagger-ui-dist, version pinned in package.json), served by
// this server (the site's content security policy allows no other origin; docs/decisions/025).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/context';
import { generateSpecs } from 'hono-openapi';
import { getLanguage, LANGUAGES, localizePath, type LangCode } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import type { StoredEncoding } from '../../../server/http/encoding';
import { toSchema, ZEnvelope, ZErrorEnvelope } from '../../../server/http/openapi';
import { PROJECT_ROOT } from '../../../server/paths';
import { registerLlmsSource } from '../seo/llms.server';

const require = createRequire(import.meta.url);
const SITE_VERSION: string = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** What each tag (an area of the site) covers; a tag missing here is listed without a description. */
const TAG_NOTES: Record<string, string> = {
  accounts: 'Sign-in (SMS, e-mail, Google), the session exchange, the signed-in visitor, points and phone binding.',
  admin: 'The staff console: reports, users, product visibility, the audit log, order review and invoices.',
  analytics: 'Page-view counting.',
  'api-docs': 'This document and its interactive page.',
  apps: 'Rankings of AI apps by platform and month.',
  arena: 'The model arena: anonymous battles, votes and the leaderboard.',
  catalogue: 'AI products: search, suggestions, lists, categories, tags, details, likes and problem reports.',
  favorites: "The signed-in visitor's saved products.",
  leads: 'Service requests (GEO, AI training, labeling, agents, consulting, hardware, compute, deployment) and the staff lead list: filters, status, notes, CSV.',
  guides: 'Long-form how-to guides: the list by topic and order, and one guide with its contents and related products (editors use the news calls with kind guide).',
  mcp: 'The MCP server library: lists, search, rankings, the task assistant, details, likes, submissions and their review.',
  'mcp-playground': 'Trying an MCP server from the browser.',
  models: 'The model library: filters, details, comparisons, costs and provider icons.',
  navigation: 'The menu tree and the route-rule check.',
  news: 'AI news and daily digests (lists, articles, digests) and the editors\' workflow: drafts, preview, scheduling, publishing.',
  notifications: "The signed-in visitor's notifications.",
  orders: 'Orders, payments, invoices and ads.',
  rankings: 'Rankings of AI products.',
  'short-links': 'Short links to pages of this site.',
  'site-mcp': "The site's own MCP endpoint (JSON-RPC over Streamable HTTP).",
  solutions: 'Scenario recommendation: a described scenario planned as steps with catalogue tools, plans by id, and history.',
};

const DESCRIPTION = [
  'The JSON API of AI Atlas. Every answer is the envelope `{ code, data, msg }`: `code` 0 and the answer in `data` on success;',
  'otherwise `code` is the HTTP status and `msg` one sentence in the language the request asks for with `langType`',
  '(`zh_cn`, `en`, `zh_tw` or `jp`; field issues of invalid input are in `data.issues`).',
  '',
  'Routes that need sign-in read the session from the `token` cookie the site sets at sign-in, or from',
  '`Authorization: Bearer <token>`. A write sent with the cookie must also send the `csrf_token` cookie\'s value in the',
  '`X-CSRF-Token` header. Request bodies are JSON of at most 1 MB unless a route says otherwise.',
  '`/api/mcp` speaks JSON-RPC (the Model Context Protocol), not the envelope.',
].join('\n');

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] } | undefined>>;
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

async function buildDocument(app: Hono<AppEnv>): Promise<OpenApiDocument> {
  const spec = (await generateSpecs(app, {
    documentation: {
      openapi: '3.1.0',
      info: { title: 'AI Atlas API', version: SITE_VERSION, description: DESCRIPTION },
      components: {
        schemas: { Envelope: toSchema(ZEnvelope), ErrorEnvelope: toSchema(ZErrorEnvelope) },
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The session the site sets at sign-in.' },
          bearerToken: { type: 'http', scheme: 'bearer', description: 'The same session token, for clients without cookies.' },
        },
      },
    },
    // /api/openapi.json itself ends in ".json": keep it.
    excludeStaticFile: false,
    excludeMethods: ['OPTIONS', 'HEAD'],
    defaultValidationErrorResponse: false,
  })) as unknown as OpenApiDocument;
  const used = new Set<string>();
  for (const operations of Object.values(spec.paths)) {
    for (const operation of Object.values(operations)) operation?.tags?.forEach((t) => used.add(t));
  }
  spec.tags = [...used].sort().map((name) => (TAG_NOTES[name] ? { name, description: TAG_NOTES[name] } : { name }));
  return spec;
}

export interface DocumentFile {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

function fileOf(text: string | Buffer): DocumentFile {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return {
    body: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

const documents = new WeakMap<object, Promise<{ document: OpenApiDocument; file: DocumentFile }>>();

/** The document of an app, built once on first ask: routes do not change while the process runs. */
export function openApiDocument(app: Hono<AppEnv>): Promise<{ document: OpenApiDocument; file: DocumentFile }> {
  let built = documents.get(app);
  if (!built) {
    built = buildDocument(app).then((document) => ({ document, file: fileOf(JSON.stringify(document)) }));
    built.catch(() => documents.delete(app));
    documents.set(app, built);
  }
  return built;
}

// ---- The interactive page ----

const INIT_JS = `// Starts Swagger UI on the API's document; writes sent with the session cookie carry the CSRF token.
(function () {
  var csrf = function () {
    var m = document.cookie.match(/(?:^|;\\s*)csrf_token=([^;]+)/);
    return m ? decodeURIComponent(m[1]) : null;
  };
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
    // Areas start folded: an overview of the areas, each opened on demand. (With every operation listed, a document of
    // 150 rows or more makes Swagger UI render a virtual list that only shows what is on screen.)
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    requestInterceptor: function (req) {
      var token = csrf();
      if (token && req.method && req.method.toUpperCase() !== 'GET') req.headers['X-CSRF-Token'] = token;
      return req;
    },
  });
})();
`;

const DOCS_CSS = `.atlas-head{font-family:Inter,system-ui,-apple-system,"Segoe UI","PingFang SC","Hiragino Sans","Microsoft YaHei",sans-serif;
max-width:1460px;margin:0 auto;padding:20px 20px 0;box-sizing:border-box;color:#1f2937}
.atlas-head nav{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;font-size:14px}
.atlas-head a{color:#2563eb;text-decoration:none}.atlas-head a:hover{text-decoration:underline}
.atlas-head .langs{display:flex;flex-wrap:wrap;gap:4px 12px}.atlas-head .langs [aria-current]{color:#111827;font-weight:600}
.atlas-head h1{font-size:26px;line-height:1.25;margin:16px 0 6px}.atlas-head p{margin:0 0 4px;font-size:14px;line-height:1.6;color:#4b5563}
.swagger-ui .information-container{display:none}
@media (max-width:600px){.atlas-head h1{font-size:22px}.swagger-ui .wrapper{padding:0 12px}.swagger-ui .opblock .opblock-summary-path{max-width:none}}
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function docsPageHtml(lang: LangCode, defaultLang: LangCode): string {
  const t = (key: Parameters<typeof formatMessage>[1]) => escapeHtml(formatMessage(lang, key));
  const language = LANGUAGES.find((l) => l.code === lang)!;
  const langs = LANGUAGES.map((l) => {
    const href = l.code === defaultLang ? DOCS_PATH : `${DOCS_PATH}?langType=${l.apiKey}`;
    return `<a href="${href}" hreflang="${l.hreflang}"${l.code === lang ? ' aria-current="true"' : ''}>${escapeHtml(l.showName)}</a>`;
  }).join('');
  const src = (name: string) => `${DOCS_PATH}/assets/${name}?v=${docsAsset(name)!.version}`;
  return `<!doctype html>
<html lang="${language.hreflang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${t('apiDocs.title')} · ${t('site.name')}</title>
<meta name="description" content="${t('apiDocs.intro')}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="application/json" href="${OPENAPI_PATH}" title="OpenAPI">
<link rel="stylesheet" href="${src('swagger-ui.css')}">
<link rel="stylesheet" href="${src('docs.css')}">
</head>
<body>
<header class="atlas-head">
<nav aria-label="${t('apiDocs.languages')}"><a href="${localizePath('/', lang, defaultLang)}">← ${t('site.name')}</a><span class="langs">${langs}</span></nav>
<h1>${t('apiDocs.title')}</h1>
<p>${t('apiDocs.intro')}</p>
<p><a href="${OPENAPI_PATH}">${t('apiDocs.download')}</a></p>
</header>
<main id="swagger-ui"><noscript><p class="atlas-head">${t('apiDocs.noscript')}</p></noscript></main>
<script src="${src('swagger-ui-bundle.js')}"></script>
<script src="${src('init.js')}"></script>
</body>
</html>
`;
}

const pages = new Map<string, DocumentFile>();

/** The page in a language, made once: it is the same for everyone (no nonce: its scripts are files of this origin). */
export function docsPage(lang: LangCode, defaultLang: LangCode): DocumentFile {
  const key = `${lang}:${defaultLang}`;
  let page = pages.get(key);
  if (!page) {
    page = fileOf(docsPageHtml(lang, defaultLang));
    pages.set(key, page);
  }
  return page;
}

const ASSET_TYPES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'docs.css': 'text/css; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
};

export interface DocsAsset {
  contentType: string;
  etag: string;
  /** A digest of the content, for the page's links: an answer to a link with it never changes. */
  version: string;
  encoded: (encoding: StoredEncoding) => Promise<Uint8Array<ArrayBuffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const assets = new Map<string, DocsAsset>();

/** A file of the page, read once and compressed once per encoding (Swagger UI's script: 1.7 MB, 390 KB in Brotli). */
export function docsAsset(name: string): DocsAsset | undefined {
  // Own keys only: a name like `valueOf` or `constructor` must not find Object.prototype's members.
  const contentType = Object.hasOwn(ASSET_TYPES, name) ? ASSET_TYPES[name] : undefined;
  if (!contentType) return undefined;
  let asset = assets.get(name);
  if (!asset) {
    const raw =
      name === 'init.js' ? Buffer.from(INIT_JS) : name === 'docs.css' ? Buffer.from(DOCS_CSS) : fs.readFileSync(path.join(swaggerDir, name));
    const plain = fileOf(raw);
    const copies = new Map<StoredEncoding, Promise<Uint8Array<ArrayBuffer>>>([['identity', Promise.resolve(plain.body)]]);
    asset = {
      contentType,
      etag: plain.etag,
      version: plain.etag.slice(1, 13),
      encoded(encoding) {
        let bytes = copies.get(encoding);
        if (!bytes) {
          // On zlib's thread pool: Brotli of the 1.7 MB script takes about a second, which must not stop the server.
          const out =
            encoding === 'br'
              ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
              : gzipAsync(raw, { level: 9 });
          bytes = out.then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength) as Uint8Array<ArrayBuffer>);
          copies.set(encoding, bytes);
          bytes.catch(() => copies.delete(encoding));
        }
        return bytes;
      },
    };
    assets.set(name, asset);
  }
  return asset;
}

// /llms.txt lists the document and its page for readers that call the API.
registerLlmsSource(async (deps, lang) => [
  {
    title: formatMessage(lang, 'llms.section.api'),
    links: [
      { title: formatMessage(lang, 'llms.api.openapi'), path: OPENAPI_PATH, note: formatMessage(lang, 'llms.api.openapi.note'), unprefixed: true },
      { title: formatMessage(lang, 'apiDocs.title'), path: lang === deps.env.DEFAULT_LANG ? DOCS_PATH : `${DOCS_PATH}?langType=${getLanguage(lang).apiKey}`, note: formatMessage(lang, 'llms.api.docs.note'), unprefixed: true },
    ],
  },
], { last: true });
