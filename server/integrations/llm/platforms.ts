// The chat platforms the site knows and how settings configure each (docs/decisions/021; README "Settings").
import type { Env } from '../../env';
import type { ChatPlatform } from './chat-platform';
import { createOpenAiCompatiblePlatform, type PriceUsdPerMillion } from './openai-compatible';

export const LLM_PLATFORM_IDS = ['deepseek', 'kimi', 'qwen', 'doubao', 'openai'] as const;
export type TLlmPlatformId = (typeof LLM_PLATFORM_IDS)[number];

interface PlatformDefaults {
  label: string;
  baseURL: string;
  model: string;
  /** USD per million tokens of the default model, when published in dollars; otherwise set LLM_<ID>_PRICE. */
  price?: PriceUsdPerMillion;
}

/**
 * Official OpenAI-compatible endpoints and a general model of each. Models and prices change: the settings override
 * both (operators check them against the platform's console when they add a key).
 */
export const PLATFORM_DEFAULTS: Record<TLlmPlatformId, PlatformDefaults> = {
  // api-docs.deepseek.com pricing as published from 2025-09: deepseek-chat $0.28 input (cache miss) / $0.42 output.
  deepseek: { label: 'DeepSeek', baseURL: 'https://api.deepseek.com', model: 'deepseek-chat', price: { input: 0.28, output: 0.42 } },
  // platform.moonshot.cn: Kimi's OpenAI-compatible API; prices in CNY, so none built in.
  kimi: { label: 'Kimi', baseURL: 'https://api.moonshot.cn/v1', model: 'kimi-k2-turbo-preview' },
  // help.aliyun.com "compatible mode" of DashScope (Model Studio, Beijing region).
  qwen: { label: 'Qwen', baseURL: 'https://dashscope.aliyuncs.com/compatible-mode/v1', model: 'qwen-plus' },
  // Volcengine Ark: a model name or an endpoint id (ep-…) of the account.
  doubao: { label: 'Doubao', baseURL: 'https://ark.cn-beijing.volces.com/api/v3', model: 'doubao-seed-1-6-250615' },
  // platform.openai.com pricing: gpt-4o-mini $0.15 input / $0.60 output per million tokens (since its 2024 launch).
  openai: { label: 'ChatGPT', baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', price: { input: 0.15, output: 0.6 } },
};

const KEYS = {
  deepseek: ['LLM_DEEPSEEK_API_KEY', 'LLM_DEEPSEEK_BASE_URL', 'LLM_DEEPSEEK_MODEL', 'LLM_DEEPSEEK_PRICE'],
  kimi: ['LLM_KIMI_API_KEY', 'LLM_KIMI_BASE_URL', 'LLM_KIMI_MODEL', 'LLM_KIMI_PRICE'],
  qwen: ['LLM_QWEN_API_KEY', 'LLM_QWEN_BASE_URL', 'LLM_QWEN_MODEL', 'LLM_QWEN_PRICE'],
  doubao: ['LLM_DOUBAO_API_KEY', 'LLM_DOUBAO_BASE_URL', 'LLM_DOUBAO_MODEL', 'LLM_DOUBAO_PRICE'],
  openai: ['LLM_OPENAI_API_KEY', 'LLM_OPENAI_BASE_URL', 'LLM_OPENAI_MODEL', 'LLM_OPENAI_PRICE'],
} as const satisfies Record<TLlmPlatformId, readonly (keyof Env)[]>;

function parsePrice(value: string | undefined): PriceUsdPerMillion | undefined {
  if (!value) return undefined;
  const [input, output] = value.split(',').map((v) => Number(v.trim()));
  return Number.isFinite(input) && Number.isFinite(output) ? { input: input!, output: output! } : undefined;
}

/** Every OpenAI-compatible platform as the settings configure it; the ones without a key are unavailable. */
export function createChatPlatforms(env: Env): ChatPlatform[] {
  return LLM_PLATFORM_IDS.map((id) => {
    const [keyName, urlName, modelName, priceName] = KEYS[id];
    const defaults = PLATFORM_DEFAULTS[id];
    const model = env[modelName] ?? defaults.model;
    // A built-in price belongs to the default model only.
    const price = parsePrice(env[priceName]) ?? (model === defaults.model ? defaults.price : undefined);
    return createOpenAiCompatiblePlatform({
      id,
      label: defaults.label,
      apiKey: env[keyName],
      baseURL: env[urlName] ?? defaults.baseURL,
      model,
      price,
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxRetries: env.LLM_MAX_RETRIES,
      retryBaseMs: env.LLM_RETRY_BASE_MS,
      concurrency: env.LLM_CONCURRENCY,
    });
  });
}
