// A fake OpenAI-compatible chat-completions server on 127.0.0.1 (the wire format DeepSeek, Kimi, Qwen, Doubao and
// OpenAI share): POST /v1/chat/completions with a bearer key, answering JSON or, with `stream: true`, SSE chunks
// ending in `data: [DONE]`, the usage in a last chunk when `stream_options.include_usage` asks for it. Tests
// script the next answers: 429 with Retry-After, 500, a malformed stream, or a slow one.
import type { AddressInfo, Socket } from 'node:net';
import { fakeHttpServer } from './http-server';

export type FakeAnswer = 'ok' | 'rate_limited' | 'server_error' | 'malformed' | 'slow' | 'unauthorized';

export interface FakeChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    temperature?: number;
  };
  at: number;
}

export interface FakeOpenAi {
  /** Base URL including /v1, as the platforms' settings take it. */
  url: string;
  requests: FakeChatRequest[];
  /** Answers for the next requests, in order; 'ok' once it is empty. */
  script: FakeAnswer[];
  /** Retry-After sent with 429, in seconds. */
  retryAfter: string;
  /** Pause between chunks of a 'slow' answer, and of every answer. */
  slowChunkMs: number;
  chunkMs: number;
  /** Awaited before each piece of an answer after the first (index from 0): a test holds an answer here. */
  beforePiece?: (index: number) => Promise<void> | void;
  reply: (messages: { role: string; content: string }[]) => string;
  /** Consulted when the script is empty: the answer for this request (default 'ok'). */
  decide?: (body: FakeChatRequest['body']) => FakeAnswer | undefined;
  close(): Promise<void>;
}

const words = (text: string) => text.match(/\S+\s*/g) ?? [text];

export async function startFakeOpenAi(options: { apiKey: string; port?: number }): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'url' | 'close'> = {
    requests: [],
    script: [],
    retryAfter: '0',
    slowChunkMs: 200,
    chunkMs: 0,
    reply: (messages) => `Echo: ${messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''}`,
  };
  const sockets = new Set<Socket>();
  const server = fakeHttpServer((req, res) => {
    const error = (status: number, message: string, type: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify({ error: { message, type, param: null, code: type } }));
    };
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(404, 'Not found', 'invalid_request_error');
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      let body: FakeChatRequest['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      }
      fake.requests.push({ authorization: req.headers.authorization, body, at: Date.now() });
      const answer = fake.script.shift() ?? fake.decide?.(body) ?? 'ok';
      if (answer === 'unauthorized' || req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return error(401, 'Incorrect API key provided.', 'invalid_api_key');
      }
      if (!body.model || !Array.isArray(body.messages)) return error(400, "'model' and 'messages' are required", 'invalid_request_error');
      if (answer === 'rate_limited') return error(429, 'Rate limit reached for requests', 'rate_limit_exceeded', { 'Retry-After': fake.retryAfter });
      if (answer === 'server_error') return error(500, 'The server had an error while processing your request.', 'server_error');
      const id = `chatcmpl-${fake.requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      const text = fake.reply(body.messages);
      const pieces = words(text);
      const usage = {
        prompt_tokens: Math.ceil(body.messages.reduce((n, m) => n + m.content.length, 0) / 4),
        completion_tokens: pieces.length,
        total_tokens: 0,
      };
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
      if (!body.stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop', logprobs: null }],
            usage,
          }),
        );
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      });
      if (answer === 'malformed') {
        send(chunk({ role: 'assistant', content: '' }, null));
        send('{"id": "broken", "choices": [');
        return res.end();
      }
      const pause = answer === 'slow' ? fake.slowChunkMs : fake.chunkMs;
      send(chunk({ role: 'assistant', content: '' }, null));
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await fake.beforePiece?.(index);
        if (pause) await new Promise((r) => setTimeout(r, pause));
        if (res.destroyed) return;
        send(chunk({ content: piece }, null));
      }
      send(chunk({}, 'stop'));
      if (body.stream_options?.include_usage) send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage });
      send('[DONE]');
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
