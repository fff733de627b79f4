// The AI agent page's groups (SPEC §2.1 /agent, docs/decisions/032), as data over the catalogue: a product joins the
// first group that pins it by slug, else the first group with a rule it matches (a tag within a category, both
// the catalogue's own). New catalogue products with these tags join a group without an edit here; the pins are
// the well-known products the tags alone would place elsewhere or leave out. No zod: the page imports this.

/** In the order the page shows them. */
export const AGENT_GROUPS = ['general', 'coding', 'browser', 'platforms', 'frameworks', 'business'] as const;
export type TAgentGroup = (typeof AGENT_GROUPS)[number];

export interface AgentRule {
  tag: string;
  category: string;
}

export interface AgentGroupSpec {
  key: TAgentGroup;
  /** Product slugs placed here whatever their tags (the first group that pins a product wins). */
  pins: readonly string[];
  rules: readonly AgentRule[];
}

const rules = (tag: string, ...categories: string[]): AgentRule[] => categories.map((category) => ({ tag, category }));

/**
 * Rules are tried in this order, after the pins of every group: the specific groups first, general agents (any
 * other product of the agents category tagged ai-agent) last.
 */
export const AGENT_GROUP_SPECS: readonly AgentGroupSpec[] = [
  {
    key: 'coding',
    // Copilot's agent mode and coding agent are not in its tags.
    pins: ['github-copilot'],
    rules: rules('coding-agent', 'coding', 'developer-tools'),
  },
  {
    key: 'browser',
    pins: ['browser-use', 'perplexity-comet'],
    rules: [...rules('browser-automation', 'agents', 'automation', 'productivity'), ...rules('ai-browser', 'productivity')],
  },
  {
    key: 'frameworks',
    pins: ['langchain', 'llamaindex', 'autogen', 'crewai', 'metagpt', 'semantic-kernel', 'mem0'],
    rules: [...rules('multi-agent', 'agents'), ...rules('sdk', 'developer-tools')],
  },
  {
    key: 'platforms',
    pins: ['coze', 'dify', 'n8n', 'zapier', 'make'],
    rules: [
      ...rules('agent-builder', 'agents', 'model-platforms', 'automation'),
      ...rules('ai-agent', 'automation'),
      ...rules('rag', 'agents'),
    ],
  },
  {
    key: 'business',
    pins: ['salesforce-agentforce'],
    rules: [...rules('ai-agent', 'customer-service', 'business', 'marketing', 'sales'), ...rules('enterprise', 'agents')],
  },
  {
    key: 'general',
    pins: ['manus', 'genspark', 'flowith', 'openmanus', 'autogpt', 'agentgpt', 'lindy'],
    rules: rules('ai-agent', 'agents'),
  },
];

/** Cards a group shows on the page before its "show all" link. */
export const AGENT_GROUP_PREVIEW = 8;
/** The longest search the page takes. */
export const AGENT_QUERY_MAX = 100;
