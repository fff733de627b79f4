// One interface for every AI chat platform the site asks (docs/decisions/021): OpenAI-compatible services through
// their official endpoints, and the offline engine that answers from the site's own catalogue with no keys.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
  /** What the call is for (`arena`, `geo`…), recorded with it in `llm_calls`. */
  purpose?: string;
  /** The reader's language: the offline engine answers in it. */
  lang?: string;
}

export interface ChatUsage {
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
  /** US dollars, when the platform's price is known (settings or the built-in list). */
  costUsd: number | null;
  latencyMs: number;
  /** HTTP attempts made (1 without retries). */
  attempts: number;
}

/**
 * The answer as it arrives: each value is a piece of text; the generator's return value is the usage. Consumers that
 * need both use `readChat`.
 */
export type ChatStream = AsyncGenerator<string, ChatUsage, undefined>;

export interface ChatPlatform {
  /** Stable id: `deepseek`, `kimi`, `qwen`, `doubao`, `openai`, `offline-…`. */
  id: string;
  /** Display name (a brand name, the same in every language). */
  label: string;
  /** A key is configured (always true for the offline engine). */
  available: boolean;
  /** The model asked. */
  model: string;
  /** Answers from the site's catalogue, not a language model. */
  offline: boolean;
  chat(messages: readonly ChatMessage[], options?: ChatOptions): ChatStream;
}

/** A failed call: `status` is the platform's HTTP status when it answered, `retryable` whether another try may help. */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'timeout' | 'aborted' | 'rate_limited' | 'server' | 'client' | 'malformed' | 'network',
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
  }
}

/** Runs a chat to its end: every piece goes to `onDelta`; answers the whole text and the usage. */
export async function readChat(stream: ChatStream, onDelta?: (text: string) => void | Promise<void>): Promise<{ text: string; usage: ChatUsage }> {
  let text = '';
  for (;;) {
    const next = await stream.next();
    if (next.done) return { text, usage: next.value };
    text += next.value;
    if (onDelta) await onDelta(next.value);
  }
}
