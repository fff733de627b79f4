// A container platform's HTTP API (DEPLOY_RUNNER=http). The wire format, kept small so any platform can be put
// behind it with a thin shim (docs/api.md "Container platform API"):
//   POST   {DEPLOY_API_URL}/apps        {name, image, port, labels, expiresAt}  → 200/201 {id, status, url, error?}
//   GET    {DEPLOY_API_URL}/apps/{id}                                          → 200 {id, status, url, error?}; 404 gone
//   DELETE {DEPLOY_API_URL}/apps/{id}                                          → 200/202/204; 404 already gone
// status is 'starting' | 'running' | 'failed'. Every call carries `Authorization: Bearer {DEPLOY_API_TOKEN}`; the
// create call carries `Idempotency-Key: {deployment id}`, so a retried job gets the app it already created.
// The address is the operator's own setting (like an LLM platform's base URL), not a visitor's: no SSRF guard.
import type { Env } from '../../env';
import { RunnerRefused, safeAccessUrl, type DeployRunner, type RunnerApp, type RunnerAppStatus } from './runner';

const STATUSES: readonly RunnerAppStatus[] = ['starting', 'running', 'failed'];

function toApp(body: unknown, fallbackId: string): RunnerApp {
  const b = (body ?? {}) as Record<string, unknown>;
  const status = STATUSES.includes(b.status as RunnerAppStatus) ? (b.status as RunnerAppStatus) : null;
  if (!status) throw new Error(`deploy platform: unexpected status ${JSON.stringify(b.status)}`);
  const id = typeof b.id === 'string' && b.id ? b.id.slice(0, 200) : fallbackId;
  if (!id) throw new Error('deploy platform: the app has no id');
  return { externalId: id, status, url: safeAccessUrl(b.url), error: typeof b.error === 'string' ? b.error.slice(0, 500) : undefined };
}

export function createHttpRunner(env: Pick<Env, 'DEPLOY_API_URL' | 'DEPLOY_API_TOKEN' | 'DEPLOY_API_TIMEOUT_MS'>): DeployRunner {
  const base = (env.DEPLOY_API_URL ?? '').replace(/\/+$/, '');
  if (!base) throw new Error('DEPLOY_RUNNER=http needs DEPLOY_API_URL');

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(env.DEPLOY_API_TIMEOUT_MS);
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(env.DEPLOY_API_TOKEN ? { Authorization: `Bearer ${env.DEPLOY_API_TOKEN}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  return {
    kind: 'http',
    async create(app, signal) {
      const res = await call(
        'POST',
        '/apps',
        {
          name: `atlas-${app.deploymentId}`.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 63),
          image: app.image,
          port: app.port,
          labels: { 'atlas.deployment': app.deploymentId, 'atlas.product': app.product },
          expiresAt: app.expiresAt.toISOString(),
        },
        { 'Idempotency-Key': app.deploymentId },
        signal,
      );
      if (res.status === 200 || res.status === 201) return toApp(res.json, '');
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        throw new RunnerRefused(`deploy platform refused the app (${res.status})`);
      }
      throw new Error(`deploy platform: create answered ${res.status}`);
    },
    async status(externalId, signal) {
      const res = await call('GET', `/apps/${encodeURIComponent(externalId)}`, undefined, {}, signal);
      if (res.status === 200) return toApp(res.json, externalId);
      if (res.status === 404 || res.status === 410) return { externalId, status: 'failed', url: null, error: 'gone' };
      throw new Error(`deploy platform: status answered ${res.status}`);
    },
    async remove(externalId, signal) {
      const res = await call('DELETE', `/apps/${encodeURIComponent(externalId)}`, undefined, {}, signal);
      if (res.status === 404 || res.status === 410 || (res.status >= 200 && res.status < 300)) return;
      throw new Error(`deploy platform: delete answered ${res.status}`);
    },
  };
}
