// Where one-click deployments run (docs/decisions/036): one interface, two providers chosen by DEPLOY_RUNNER — the
// sandbox (the default, needs nothing: a preview page on the site itself says it is a sandbox) and a container
// platform's HTTP API (server/integrations/deploy/http.ts, its wire format documented there and in docs/api.md).
import type { Env } from '../../env';
import { createHttpRunner } from './http';
import { createSandboxRunner } from './sandbox';

export type RunnerAppStatus = 'starting' | 'running' | 'failed';

export interface RunnerApp {
  /** The runner's id of the app. */
  externalId: string;
  status: RunnerAppStatus;
  /** Where the app answers once running (http or https only); null while unknown. */
  url: string | null;
  /** The runner's reason when failed. */
  error?: string;
}

export interface RunnerCreate {
  /** Our deployment id: the idempotency key of the create call, so a retried job does not start two apps. */
  deploymentId: string;
  product: string;
  image: string;
  port: number;
  expiresAt: Date;
}

export interface DeployRunner {
  readonly kind: 'sandbox' | 'http';
  create(app: RunnerCreate, signal?: AbortSignal): Promise<RunnerApp>;
  /** The app's state; an app the runner no longer knows is `failed`. */
  status(externalId: string, signal?: AbortSignal): Promise<RunnerApp>;
  /** Stops and deletes the app; an app already gone is fine. */
  remove(externalId: string, signal?: AbortSignal): Promise<void>;
}

/** A refusal that retrying will not change (a 4xx from the platform): the deployment fails at once. */
export class RunnerRefused extends Error {
  override name = 'RunnerRefused';
}

/** Only an absolute http(s) address is ever shown as an access address (no `javascript:` from a platform). */
export function safeAccessUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const runners = new WeakMap<Env, DeployRunner>();

export function deployRunner(env: Env): DeployRunner {
  let runner = runners.get(env);
  if (!runner) runners.set(env, (runner = env.DEPLOY_RUNNER === 'http' ? createHttpRunner(env) : createSandboxRunner(env)));
  return runner;
}
