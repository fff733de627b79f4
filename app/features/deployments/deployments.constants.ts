// One-click deployment (docs/decisions/036): the states, limits and the deployable set — which open-source products
// of the catalogue can be started, and from which container image. Imported by pages; no zod here.

export const DEPLOYMENTS_TOPIC = 'deployments';

/** SPEC §4: in progress, deployed, failed; and expired 24 hours after it was asked for (SPEC §9). */
export const DEPLOYMENT_STATES = ['deploying', 'deployed', 'failed', 'expired'] as const;
export type TDeploymentState = (typeof DEPLOYMENT_STATES)[number];
/** States that hold a container (and count against the per-user limit). */
export const ACTIVE_STATES = ['deploying', 'deployed'] as const satisfies readonly TDeploymentState[];

/** What moves a deployment on: the runner answered ready or failed, or its time ran out. */
export type TDeploymentEvent = 'ready' | 'fail' | 'expire';

const TRANSITIONS: Record<TDeploymentState, Partial<Record<TDeploymentEvent, TDeploymentState>>> = {
  deploying: { ready: 'deployed', fail: 'failed', expire: 'expired' },
  deployed: { expire: 'expired', fail: 'failed' },
  failed: {},
  expired: {},
};

/** The state after `event`, or null when the event does not apply (a finished deployment never comes back). */
export function nextDeploymentState(from: TDeploymentState, event: TDeploymentEvent): TDeploymentState | null {
  return TRANSITIONS[from][event] ?? null;
}

export const isActiveState = (s: TDeploymentState) => (ACTIVE_STATES as readonly string[]).includes(s);

/** SPEC §9: a deployment expires after 24 hours (the setting DEPLOY_TTL_MS shortens it for tests). */
export const DEPLOYMENT_TTL_MS = 24 * 3_600_000;

/**
 * The deployable set: open-source products of the catalogue that publish an official container image (sources:
 * each project's README / install docs). `compose` marks projects whose official install is a Compose file of
 * several services; the image named is their web front end. A product listed here appears on /deployment and
 * gets the deploy button when it is published in the catalogue.
 */
export interface TDeployTemplate {
  slug: string;
  image: string;
  /** The port the app listens on inside its container. */
  port: number;
  /** 'image' (one container) or 'compose' (the project's Compose file). */
  kind: 'image' | 'compose';
  /** Where the image and port are documented. */
  source: string;
}

export const DEPLOY_TEMPLATES: readonly TDeployTemplate[] = [
  { slug: 'open-webui', image: 'ghcr.io/open-webui/open-webui:main', port: 8080, kind: 'image', source: 'https://github.com/open-webui/open-webui#quick-start-with-docker-' },
  { slug: 'dify', image: 'langgenius/dify-web:latest', port: 3000, kind: 'compose', source: 'https://github.com/langgenius/dify/blob/main/docker/docker-compose.yaml' },
  { slug: 'n8n', image: 'docker.n8n.io/n8nio/n8n:latest', port: 5678, kind: 'image', source: 'https://docs.n8n.io/hosting/installation/docker/' },
  { slug: 'flowise', image: 'flowiseai/flowise:latest', port: 3000, kind: 'image', source: 'https://github.com/FlowiseAI/Flowise#-docker' },
  { slug: 'lobechat', image: 'lobehub/lobe-chat:latest', port: 3210, kind: 'image', source: 'https://lobehub.com/docs/self-hosting/platform/docker' },
  { slug: 'anythingllm', image: 'mintplexlabs/anythingllm:latest', port: 3001, kind: 'image', source: 'https://github.com/Mintplex-Labs/anything-llm/blob/master/docker/HOW_TO_USE_DOCKER.md' },
  { slug: 'langflow', image: 'langflowai/langflow:latest', port: 7860, kind: 'image', source: 'https://docs.langflow.org/deployment-docker' },
  { slug: 'nextchat', image: 'yidadaa/chatgpt-next-web:latest', port: 3000, kind: 'image', source: 'https://github.com/ChatGPTNextWeb/NextChat#docker' },
  { slug: 'ragflow', image: 'infiniflow/ragflow:latest', port: 80, kind: 'compose', source: 'https://github.com/infiniflow/ragflow/blob/main/docker/docker-compose.yml' },
  { slug: 'maxkb', image: '1panel/maxkb:latest', port: 8080, kind: 'image', source: 'https://github.com/1Panel-dev/MaxKB#quick-start' },
  { slug: 'fastgpt', image: 'ghcr.io/labring/fastgpt:latest', port: 3000, kind: 'compose', source: 'https://doc.fastgpt.io/docs/development/docker/' },
  { slug: 'langfuse', image: 'langfuse/langfuse:latest', port: 3000, kind: 'compose', source: 'https://langfuse.com/self-hosting/docker-compose' },
  { slug: 'sillytavern', image: 'ghcr.io/sillytavern/sillytavern:latest', port: 8000, kind: 'image', source: 'https://docs.sillytavern.app/installation/docker/' },
  { slug: 'chat2db', image: 'chat2db/chat2db:latest', port: 10824, kind: 'image', source: 'https://github.com/CodePhiliaX/Chat2DB#docker-installation' },
  { slug: 'litellm', image: 'ghcr.io/berriai/litellm:main-latest', port: 4000, kind: 'image', source: 'https://docs.litellm.ai/docs/proxy/deploy' },
  { slug: 'ollama', image: 'ollama/ollama:latest', port: 11434, kind: 'image', source: 'https://hub.docker.com/r/ollama/ollama' },
  { slug: 'qdrant', image: 'qdrant/qdrant:latest', port: 6333, kind: 'image', source: 'https://qdrant.tech/documentation/quickstart/' },
  { slug: 'chroma', image: 'chromadb/chroma:latest', port: 8000, kind: 'image', source: 'https://docs.trychroma.com/production/containers/docker' },
  { slug: 'weaviate', image: 'cr.weaviate.io/semitechnologies/weaviate:latest', port: 8080, kind: 'image', source: 'https://weaviate.io/developers/weaviate/installation/docker-compose' },
  { slug: 'mindsdb', image: 'mindsdb/mindsdb:latest', port: 47334, kind: 'image', source: 'https://docs.mindsdb.com/setup/self-hosted/docker' },
];

export const DEPLOY_TEMPLATE_BY_SLUG: ReadonlyMap<string, TDeployTemplate> = new Map(DEPLOY_TEMPLATES.map((t) => [t.slug, t]));

/** The custom or private deployment request (SPEC §3, §5). */
export const DEPLOY_REQUEST_FIELDS = ['company', 'name', 'contact', 'requirements'] as const;
export type TDeployRequestField = (typeof DEPLOY_REQUEST_FIELDS)[number];
export const DEPLOY_COMPANY_MAX = 100;
export const DEPLOY_NAME_MAX = 50;
export const DEPLOY_CONTACT_MAX = 254;
export const DEPLOY_REQUIREMENTS_MAX = 2000;

/** How often the result modal asks for the deployment's state while it is deploying. */
export const DEPLOYMENT_POLL_MS = 1500;

export const deploymentPath = (productSlug?: string) => (productSlug ? `/deployment?product=${encodeURIComponent(productSlug)}` : '/deployment');
export const sandboxPath = (id: string) => `/deployment/sandbox/${id}`;
