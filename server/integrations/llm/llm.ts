// The chat platforms of one process: the configured OpenAI-compatible ones and the offline engine's two
// configurations, each call recorded (tokens, cost, latency, outcome) through `record`.
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { ChatError, type ChatMessage, type ChatOptions, type ChatPlatform, type ChatStream, type ChatUsage } from './chat-platform';
import { createOfflineEngine, type CatalogueLookup, type OfflineText } from './offline';
import { createChatPlatforms } from './platforms';

export interface LlmCallRecord {
  platform: string;
  model: string;
  purpose: string;
  usage: ChatUsage | undefined;
  latencyMs: number;
  error: ChatError | undefined;
}

export interface LlmPlatforms {
  /** Every platform, available or not, the offline engines last. */
  all: readonly ChatPlatform[];
  /** The OpenAI-compatible platforms that have a key. */
  online: readonly ChatPlatform[];
  /** Two differently configured offline engines: the arena's pair when fewer than two platforms have keys. */
  offlinePair: readonly [ChatPlatform, ChatPlatform];
  get(id: string): ChatPlatform | undefined;
}

export interface CreateLlmPlatformsInput {
  env: Env;
  logger: Pick<Logger, 'warn'>;
  lookup: CatalogueLookup;
  text: OfflineText;
  record?: (call: LlmCallRecord) => Promise<void>;
  /** Tests: the offline engines' pause between pieces. */
  offlinePieceDelayMs?: number;
}

/** Wraps a platform so every call, finished or failed, is recorded once. */
function recorded(platform: ChatPlatform, input: CreateLlmPlatformsInput): ChatPlatform {
  const { record } = input;
  if (!record) return platform;
  const save = record;
  async function* chat(messages: readonly ChatMessage[], options: ChatOptions = {}): ChatStream {
    const started = performance.now();
    const write = (usage: ChatUsage | undefined, error: ChatError | undefined) =>
      save({
        platform: platform.id,
        model: usage?.model ?? platform.model,
        purpose: options.purpose ?? 'other',
        usage,
        latencyMs: usage?.latencyMs ?? Math.round(performance.now() - started),
        error,
      }).catch((err: unknown) => input.logger.warn({ err, platform: platform.id }, 'llm call not recorded'));
    let usage: ChatUsage;
    try {
      usage = yield* platform.chat(messages, options);
    } catch (error) {
      const failure = error instanceof ChatError ? error : new ChatError(error instanceof Error ? error.message : String(error), 'aborted');
      await write(undefined, failure);
      throw failure;
    }
    await write(usage, undefined);
    return usage;
  }
  return { ...platform, chat };
}

export function createLlmPlatforms(input: CreateLlmPlatformsInput): LlmPlatforms {
  const offline = (id: string, label: string, variant: 'relevance' | 'popularity') =>
    createOfflineEngine({ id, label, variant, lookup: input.lookup, text: input.text, pieceDelayMs: input.offlinePieceDelayMs });
  const online = createChatPlatforms(input.env).map((p) => recorded(p, input));
  const pair = [
    recorded(offline('offline-relevance', 'Atlas Offline · Relevance', 'relevance'), input),
    recorded(offline('offline-popularity', 'Atlas Offline · Popularity', 'popularity'), input),
  ] as const;
  const all = [...online, ...pair];
  return {
    all,
    online: online.filter((p) => p.available),
    offlinePair: pair,
    get: (id) => all.find((p) => p.id === id),
  };
}
