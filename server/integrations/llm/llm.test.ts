// The OpenAI-compatible adapter as production builds it from settings, against the fake chat-completions server.
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/openai-compatible';
import { parseEnv } from '../../env';
import { ChatError, readChat } from './chat-platform';
import { createLlmPlatforms, type LlmCallRecord } from './llm';
import { pieces } from './offline';
import { retryAfterMs } from './openai-compatible';
import { createChatPlatforms } from './platforms';

const KEY = 'sk-test-123';
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.script.length = 0;
  fake.retryAfter = '0';
});

function platform(settings: Record<string, string> = {}, id = 'deepseek') {
  const env = parseEnv({
    NODE_ENV: 'test',
    LLM_DEEPSEEK_API_KEY: KEY,
    LLM_DEEPSEEK_BASE_URL: fake.url,
    LLM_RETRY_BASE_MS: '10',
    ...settings,
  });
  return createChatPlatforms(env).find((p) => p.id === id)!;
}
const ask = [{ role: 'user' as const, content: 'Which AI tools write code?' }];

describe('OpenAI-compatible adapter', () => {
  it('streams the answer in pieces and reports tokens, cost and latency', async () => {
    const deepseek = platform();
    expect(deepseek).toMatchObject({ available: true, model: 'deepseek-chat', offline: false, label: 'DeepSeek' });
    const pieces: string[] = [];
    const { text, usage } = await readChat(deepseek.chat(ask, { maxTokens: 64, temperature: 0.2 }), (p) => void pieces.push(p));
    expect(text).toBe('Echo: Which AI tools write code?');
    expect(pieces.length).toBeGreaterThan(1);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'deepseek-chat', stream: true, stream_options: { include_usage: true }, max_tokens: 64, temperature: 0.2 });
    expect(usage).toMatchObject({ model: 'deepseek-chat', promptTokens: 7, completionTokens: 6, attempts: 1 });
    // The built-in price of deepseek-chat: $0.28 / $0.42 per million tokens.
    expect(usage.costUsd).toBeCloseTo((7 * 0.28 + 6 * 0.42) / 1e6, 12);
    expect(usage.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('takes model and price from the settings, and has no cost without a price', async () => {
    const custom = platform({ LLM_DEEPSEEK_MODEL: 'deepseek-reasoner', LLM_DEEPSEEK_PRICE: '1,2' });
    const { usage } = await readChat(custom.chat(ask));
    expect(fake.requests[0]!.body.model).toBe('deepseek-reasoner');
    expect(usage.costUsd).toBeCloseTo((7 * 1 + 6 * 2) / 1e6, 12);
    const kimi = platform({ LLM_KIMI_API_KEY: KEY, LLM_KIMI_BASE_URL: fake.url }, 'kimi');
    expect((await readChat(kimi.chat(ask))).usage.costUsd).toBeNull();
  });

  it('is unavailable without a key and refuses to chat', async () => {
    const qwen = platform({}, 'qwen');
    expect(qwen.available).toBe(false);
    await expect(readChat(qwen.chat(ask))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(fake.requests).toHaveLength(0);
  });

  it('waits as long as Retry-After says on 429, then succeeds', async () => {
    fake.script.push('rate_limited');
    fake.retryAfter = '1';
    const { usage } = await readChat(platform().chat(ask));
    expect(usage.attempts).toBe(2);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('backs off exponentially on 500 and gives up after the retries', async () => {
    fake.script.push('server_error', 'server_error');
    const { usage } = await readChat(platform({ LLM_RETRY_BASE_MS: '100' }).chat(ask));
    expect(usage.attempts).toBe(3);
    const gaps = [fake.requests[1]!.at - fake.requests[0]!.at, fake.requests[2]!.at - fake.requests[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(70);
    expect(gaps[1]).toBeGreaterThanOrEqual(140);

    fake.requests.length = 0;
    fake.script.push('server_error', 'server_error', 'server_error');
    const failure = await readChat(platform({ LLM_MAX_RETRIES: '2' }).chat(ask)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChatError);
    expect(failure).toMatchObject({ kind: 'server', status: 500, attempts: 3 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a refused key, and a longer Retry-After than it waits for fails at once', async () => {
    fake.script.push('unauthorized');
    await expect(readChat(platform().chat(ask))).rejects.toMatchObject({ kind: 'client', status: 401, attempts: 1 });
    fake.script.push('rate_limited');
    fake.retryAfter = '3600';
    await expect(readChat(platform().chat(ask))).rejects.toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a malformed stream as malformed', async () => {
    fake.script.push('malformed');
    await expect(readChat(platform().chat(ask))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('waits for a slow answer that ends within the time limit, and gets it whole', async () => {
    fake.script.push('slow');
    fake.slowChunkMs = 150;
    const started = Date.now();
    const { text, usage } = await readChat(platform({ LLM_TIMEOUT_MS: '5000' }).chat(ask));
    expect(text).toBe('Echo: Which AI tools write code?');
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * 150 - 20);
    expect(usage).toMatchObject({ attempts: 1, completionTokens: 6 });
    fake.slowChunkMs = 200;
  });

  it('times out a slow answer and stops on the caller’s abort', async () => {
    fake.script.push('slow');
    fake.slowChunkMs = 400;
    await expect(readChat(platform({ LLM_TIMEOUT_MS: '1000' }).chat(ask))).rejects.toMatchObject({ kind: 'timeout' });
    fake.script.push('slow');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(readChat(platform().chat(ask, { signal: controller.signal }))).rejects.toMatchObject({ kind: 'aborted' });
    fake.slowChunkMs = 200;
  });

  it('runs at most LLM_CONCURRENCY calls to one platform at once', async () => {
    const one = platform({ LLM_CONCURRENCY: '1' });
    fake.script.push('slow', 'slow');
    fake.slowChunkMs = 50;
    const ends: number[] = [];
    await Promise.all([0, 1].map(() => readChat(one.chat(ask)).then(() => ends.push(Date.now()))));
    // The second request reached the server only after the first answer had ended.
    expect(fake.requests[1]!.at).toBeGreaterThanOrEqual(Math.min(...ends) - 5);
    fake.slowChunkMs = 200;
  });

  it('reads Retry-After as seconds, an HTTP date or retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }))).toBe(150);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 7_000)).toBe(3000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe('the platforms of a process', () => {
  const logger = pino({ level: 'silent' });

  it('records every call once, finished or failed, and offers the offline pair', async () => {
    const records: LlmCallRecord[] = [];
    const env = parseEnv({ NODE_ENV: 'test', LLM_OPENAI_API_KEY: KEY, LLM_OPENAI_BASE_URL: fake.url, LLM_MAX_RETRIES: '0' });
    const platforms = createLlmPlatforms({
      env,
      logger,
      lookup: async () => [{ name: 'Cursor', slug: 'cursor', tagline: 'AI code editor', category: 'Coding', score: 9, popularity: 100 }],
      text: (lang, key, values) => `${lang}:${key}:${JSON.stringify(values)}`,
      record: async (call) => void records.push(call),
      offlinePieceDelayMs: 0,
    });
    expect(platforms.online.map((p) => p.id)).toEqual(['openai']);
    expect(platforms.all.filter((p) => !p.available).map((p) => p.id)).toEqual(['deepseek', 'kimi', 'qwen', 'doubao']);
    await readChat(platforms.get('openai')!.chat(ask, { purpose: 'arena' }));
    fake.script.push('server_error');
    await expect(readChat(platforms.get('openai')!.chat(ask, { purpose: 'geo' }))).rejects.toBeInstanceOf(ChatError);
    const offline = await readChat(platforms.offlinePair[0].chat(ask, { lang: 'en', purpose: 'arena' }));
    expect(offline.text).toContain('en:notice');
    expect(offline.text).toContain('Cursor');
    expect(records.map((r) => [r.platform, r.purpose, r.error?.kind ?? 'ok'])).toEqual([
      ['openai', 'arena', 'ok'],
      ['openai', 'geo', 'server'],
      ['offline-relevance', 'arena', 'ok'],
    ]);
    expect(records[0]!.usage).toMatchObject({ model: 'gpt-4o-mini', promptTokens: 7, completionTokens: 6 });
    expect(records[0]!.usage!.costUsd).toBeCloseTo((7 * 0.15 + 6 * 0.6) / 1e6, 12);
  });

  it('streams offline answers in short pieces that add up to the answer', () => {
    const text = '离线引擎：与“写代码”最相关的 3 个产品\n1. Cursor — AI code editor';
    expect(pieces(text).join('')).toBe(text);
    expect(pieces(text).length).toBeGreaterThan(5);
  });
});
