// A fake container platform on 127.0.0.1 speaking the deployment runner's wire format (server/integrations/deploy/
// http.ts, docs/api.md): POST /apps, GET /apps/{id}, DELETE /apps/{id}, bearer token required. An app answers
// "starting" for `startPolls` status calls, then "running" with its address; `failCreate` / `failStart` /
// `createStatus` make it refuse, fail or break; every call is recorded.
import type { AddressInfo } from 'node:net';
import { fakeHttpServer } from './http-server';

export interface FakeApp {
  id: string;
  name: string;
  image: string;
  port: number;
  labels: Record<string, string>;
  polls: number;
  deleted: boolean;
}

export interface FakeDeployPlatform {
  url: string;
  token: string;
  apps: Map<string, FakeApp>;
  calls: { method: string; path: string; idempotencyKey?: string; authorized: boolean }[];
  /** Status calls an app answers "starting" before it runs. */
  startPolls: number;
  /** The next create answers this HTTP status (then back to normal). */
  createStatus: number | null;
  /** Apps of this image fail to start. */
  failImage: string | null;
  /** The address an app answers at (a function of its id). */
  appUrl: (id: string) => string;
  close(): Promise<void>;
}

export async function startFakeDeployPlatform(options: { port?: number; token?: string } = {}): Promise<FakeDeployPlatform> {
  const token = options.token ?? 'deploy-token';
  const byKey = new Map<string, string>();
  let next = 1;
  const fake: FakeDeployPlatform = {
    url: '',
    token,
    apps: new Map(),
    calls: [],
    startPolls: 1,
    createStatus: null,
    failImage: null,
    appUrl: (id) => `https://${id}.apps.example.test/`,
    close: async () => {},
  };
  const view = (app: FakeApp) => {
    const failed = fake.failImage !== null && app.image === fake.failImage;
    const status = failed ? 'failed' : app.polls > fake.startPolls ? 'running' : 'starting';
    return { id: app.id, status, url: status === 'running' ? fake.appUrl(app.id) : null, ...(failed ? { error: 'image failed to start' } : {}) };
  };
  const server = fakeHttpServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const authorized = req.headers.authorization === `Bearer ${token}`;
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      fake.calls.push({ method: req.method ?? 'GET', path, idempotencyKey, authorized });
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (!authorized) return send(401, { error: 'unauthorized' });
      const match = /^\/apps(?:\/([^/]+))?$/.exec(path);
      if (!match) return send(404, { error: 'not found' });
      const id = match[1] ? decodeURIComponent(match[1]) : undefined;
      if (req.method === 'POST' && !id) {
        if (fake.createStatus !== null) {
          const status = fake.createStatus;
          fake.createStatus = null;
          return send(status, { error: 'refused' });
        }
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, view(fake.apps.get(existing)!));
        const body = JSON.parse(raw || '{}') as Partial<FakeApp>;
        const app: FakeApp = { id: `app-${next++}`, name: String(body.name), image: String(body.image), port: Number(body.port), labels: body.labels ?? {}, polls: 0, deleted: false };
        fake.apps.set(app.id, app);
        if (idempotencyKey) byKey.set(idempotencyKey, app.id);
        return send(201, view(app));
      }
      const app = id ? fake.apps.get(id) : undefined;
      if (!app || app.deleted) return send(404, { error: 'no such app' });
      if (req.method === 'GET') {
        app.polls += 1;
        return send(200, view(app));
      }
      if (req.method === 'DELETE') {
        app.deleted = true;
        return send(204);
      }
      return send(405, { error: 'method' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
