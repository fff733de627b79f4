// A fake of Google's OAuth 2.0 / OpenID Connect endpoints on 127.0.0.1, speaking their wire format: the
// authorization page (`/o/oauth2/v2/auth`, here a consent page with Allow and Deny) and the token endpoint
// (`/token`, form-encoded, client authentication by Basic header or body, PKCE S256 checked), which answers
// Google's JSON with an ID token.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fakeHttpServer } from './http-server';

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
  /** The person who consents (one per fake). */
  person?: { sub: string; email: string; name: string };
}

export interface FakeGoogle {
  url: string;
  authUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  expires: number;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const person = options.person ?? { sub: '109876543210', email: 'tester@gmail.example', name: 'Test Person' };
  const grants = new Map<string, Grant>();
  let base = '';

  const idToken = (clientId: string) => {
    const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'fake' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = b64url(
      JSON.stringify({ iss: base, aud: clientId, azp: clientId, sub: person.sub, email: person.email, email_verified: true, name: person.name, iat: now, exp: now + 3600 }),
    );
    const signature = createHmac('sha256', options.clientSecret).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  };

  const server = fakeHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== options.clientId || !/^https?:\/\//.test(redirectUri) || q.get('response_type') !== 'code') {
        res.writeHead(400, { 'Content-Type': 'text/html' });
        res.end('<h1>400. That’s an error.</h1><p>invalid_request</p>');
        return;
      }
      const decision = q.get('decision');
      const back = new URL(redirectUri);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      if (decision === 'allow') {
        const code = `4/${randomBytes(18).toString('base64url')}`;
        grants.set(code, {
          clientId: options.clientId,
          redirectUri,
          challenge: q.get('code_challenge_method') === 'S256' ? q.get('code_challenge') : null,
          expires: Date.now() + 60_000,
        });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', q.get('scope') ?? '');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      if (decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      const allow = new URL(url);
      allow.searchParams.set('decision', 'allow');
      const deny = new URL(url);
      deny.searchParams.set('decision', 'deny');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Sign in – Google Accounts</title></head><body>` +
          `<h1>Choose an account</h1><p>${escapeHtml(person.email)}</p>` +
          `<p>scope: <code>${escapeHtml(q.get('scope') ?? '')}</code>, prompt: <code>${escapeHtml(q.get('prompt') ?? '')}</code>, access_type: <code>${escapeHtml(q.get('access_type') ?? '')}</code></p>` +
          `<a id="allow" href="${escapeHtml(allow.toString())}">Allow</a> <a id="deny" href="${escapeHtml(deny.toString())}">Deny</a></body></html>`,
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        let clientId = form.get('client_id');
        let secret = form.get('client_secret');
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (basic) {
          const [id, pw] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
          clientId = id ?? null;
          secret = pw ?? null;
        }
        if (clientId !== options.clientId || secret !== options.clientSecret) {
          return json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
        }
        if (form.get('grant_type') !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' });
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        if (!grant || grant.expires < Date.now() || grant.redirectUri !== form.get('redirect_uri')) {
          return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        if (grant.challenge) {
          const verifier = form.get('code_verifier') ?? '';
          if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
            return json(400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
          }
        }
        json(200, {
          access_token: `ya29.${randomBytes(24).toString('base64url')}`,
          expires_in: 3599,
          scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          token_type: 'Bearer',
          id_token: idToken(clientId),
        });
      });
      return;
    }
    // Test aid: a page of another origin that posts a message to the window that opened it.
    if (req.method === 'GET' && url.pathname === '/post-message') {
      const message = JSON.stringify({ type: url.searchParams.get('type'), ticket: url.searchParams.get('ticket') }).replace(/</g, '\\u003c');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><script>window.opener && window.opener.postMessage(${message}, '*');</script><p>sent</p>`);
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    authUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
