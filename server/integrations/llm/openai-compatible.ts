// The adapter for every OpenAI-compatible chat platform (DeepSeek, Kimi, Qwen, Doubao, OpenAI…): streamed chat
// completions through the `openai` package with a base URL per platform, our own retries (429 and 5xx, with
// exponential backoff that respects Retry-After), a time limit per call and a small semaphore per platform.
import OpenAI from 'openai';
import { ChatError, type ChatMessage, type ChatOptions, type ChatPlatform, type ChatStream } from './chat-platform';
import { Semaphore } from './semaphore';

export interface PriceUsdPerMillion {
  input: number;
  output: number;
}

export interface OpenAiCompatibleConfig {
  id: string;
  label: string;
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  price?: PriceUsdPerMillion;
  /** Whole call, first byte to last token. */
  timeoutMs: number;
  /** Further attempts after the first, on 429, 408, 5xx and network errors before any text arrived. */
  maxRetries: number;
  /** Calls to this platform at once in this process. */
  concurrency: number;
  /** First backoff; doubled per attempt, with jitter. */
  retryBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate limited. */
  maxRetryWaitMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function costUsd(price: PriceUsdPerMillion | undefined, promptTokens: number | null, completionTokens: number | null): number | null {
  if (!price || promptTokens === null || completionTokens === null) return null;
  return Math.round(((promptTokens * price.input + completionTokens * price.output) / 1e6) * 1e8) / 1e8;
}

function toChatError(error: unknown, timeout: AbortSignal, attempts: number): ChatError {
  if (error instanceof ChatError) return error;
  if (timeout.aborted) return new ChatError('timed out', 'timeout', undefined, attempts);
  if (error instanceof OpenAI.APIUserAbortError || (error instanceof Error && error.name === 'AbortError')) {
    return new ChatError('aborted', 'aborted', undefined, attempts);
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ChatError('timed out', 'timeout', undefined, attempts);
  if (error instanceof OpenAI.APIConnectionError) return new ChatError(error.message, 'network', undefined, attempts);
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const kind = status === 429 ? 'rate_limited' : status !== undefined && (status >= 500 || status === 408) ? 'server' : 'client';
    return new ChatError(`HTTP ${status ?? '?'}: ${error.message}`.slice(0, 500), kind, status, attempts);
  }
  // A body the SDK could not read as JSON or SSE.
  return new ChatError(error instanceof Error ? error.message.slice(0, 500) : String(error), 'malformed', undefined, attempts);
}

const retryable = (e: ChatError) => e.kind === 'rate_limited' || e.kind === 'server' || e.kind === 'network';

export function createOpenAiCompatiblePlatform(config: OpenAiCompatibleConfig): ChatPlatform {
  const semaphore = new Semaphore(config.concurrency);
  const client = config.apiKey
    ? new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 0, timeout: config.timeoutMs })
    : undefined;
  const base = config.retryBaseMs ?? 500;
  const maxWait = config.maxRetryWaitMs ?? 30_000;

  async function* chat(messages: readonly ChatMessage[], options: ChatOptions = {}): ChatStream {
    if (!client) throw new ChatError(`${config.id}: no API key configured`, 'unavailable');
    const started = performance.now();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let attempts = 0;
    let release: (() => void) | undefined;
    try {
      release = await semaphore.acquire(signal);
      let stream: Awaited<ReturnType<typeof client.chat.completions.create>> & AsyncIterable<OpenAI.ChatCompletionChunk>;
      for (;;) {
        attempts++;
        try {
          stream = await client.chat.completions.create(
            {
              model: config.model,
              messages: messages.map((m) => ({ role: m.role, content: m.content })),
              stream: true,
              stream_options: { include_usage: true },
              ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
              ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
            },
            { signal },
          );
          break;
        } catch (error) {
          const failure = toChatError(error, timeout, attempts);
          if (!retryable(failure) || attempts > config.maxRetries) throw failure;
          const told = error instanceof OpenAI.APIError ? retryAfterMs(error.headers) : undefined;
          if (told !== undefined && told > maxWait) throw failure;
          const backoff = base * 2 ** (attempts - 1) * (0.75 + Math.random() * 0.5);
          await sleep(Math.min(maxWait, Math.max(told ?? 0, backoff)), signal);
        }
      }
      let usage: OpenAI.CompletionUsage | undefined;
      let model = config.model;
      let chunks = 0;
      try {
        for await (const chunk of stream) {
          chunks++;
          if (chunk.model) model = chunk.model;
          if (chunk.usage) usage = chunk.usage;
          const piece = chunk.choices?.[0]?.delta?.content;
          if (typeof piece === 'string' && piece) yield piece;
        }
      } catch (error) {
        // Text may have reached the reader already: a call that breaks mid-answer is not repeated.
        throw toChatError(error, timeout, attempts);
      }
      // The SDK ends the iteration quietly when its signal aborts: a cut-off answer is not a whole one.
      if (signal.aborted) throw toChatError(signal.reason, timeout, attempts);
      if (chunks === 0) throw new ChatError('the answer held no chunks', 'malformed', undefined, attempts);
      const promptTokens = usage?.prompt_tokens ?? null;
      const completionTokens = usage?.completion_tokens ?? null;
      return {
        model,
        promptTokens,
        completionTokens,
        costUsd: costUsd(config.price, promptTokens, completionTokens),
        latencyMs: Math.round(performance.now() - started),
        attempts,
      };
    } catch (error) {
      throw toChatError(error, timeout, Math.max(attempts, 1));
    } finally {
      release?.();
    }
  }

  return { id: config.id, label: config.label, available: client !== undefined, model: config.model, offline: false, chat };
}
