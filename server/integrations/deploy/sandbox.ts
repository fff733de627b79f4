// The sandbox runner: no container is started. The access address is a preview page on the site itself
// (/deployment/sandbox/{id}) that says plainly it is a sandbox; "starting" once, then "running", so the page shows
// the in-progress state as a real platform would.
import type { Env } from '../../env';
import type { DeployRunner } from './runner';

export function createSandboxRunner(env: Pick<Env, 'WWW_URL'>): DeployRunner {
  const origin = env.WWW_URL.replace(/\/+$/, '');
  const url = (id: string) => `${origin}/deployment/sandbox/${encodeURIComponent(id)}`;
  return {
    kind: 'sandbox',
    async create(app) {
      return { externalId: app.deploymentId, status: 'starting', url: url(app.deploymentId) };
    },
    async status(externalId) {
      return { externalId, status: 'running', url: url(externalId) };
    },
    async remove() {
      // Nothing runs: the preview page answers only while the deployment is deployed.
    },
  };
}
