// /api/mcp-playground against server-everything on 127.0.0.1 (allowed by SSRF_ALLOW_HOSTS, as an operator would
// allow a self-hosted server): sign-in, validation, connect and list, call echo, read, prompt, refusals, limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../tests/fixtures/accounts';
import { apiCaller, testApp } from '../../../tests/fixtures/app';
import { dbTargets } from '../../../tests/fixtures/db';
import { startEverything, type EverythingServer } from '../../../tests/fakes/mcp-everything';
import type { Database } from '../../../server/db/client';

let everything: EverythingServer;
beforeAll(async () => {
  everything = await startEverything('streamableHttp');
}, 30_000);
afterAll(async () => {
  await everything?.close();
});

describe.each(await dbTargets())('MCP playground API on $name', (target) => {
  let database: Database;
  let call: ReturnType<typeof apiCaller>;
  let user: TestUser;

  beforeAll(async () => {
    database = await target.open();
    call = apiCaller(testApp(database, { SSRF_ALLOW_HOSTS: everything.allowHost, MCP_PLAYGROUND_PER_MINUTE: '1000' }));
    user = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const post = (path: string, body: unknown, as: TestUser | null = user, lang = 'en') =>
    call(`/api/mcp-playground/${path}?langType=${lang}`, { method: 'POST', body, headers: as ? as.bearer : {} });

  it('asks signed-out visitors to sign in', async () => {
    const res = await post('connect', { url: everything.url }, null);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('connects, lists the tools and logs the exchange; never cached', async () => {
    const res = await post('connect', { url: everything.url, transport: 'auto' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.ok).toBe(true);
    expect(data.transport).toBe('streamable-http');
    expect(data.result.tools.map((t: { name: string }) => t.name)).toContain('echo');
    expect(data.log[0]).toMatchObject({ direction: 'out', message: { method: 'initialize' } });
  });

  it('calls echo with the arguments of the form; the headers given never come back', async () => {
    const res = await post('call-tool', {
      url: everything.url,
      transport: 'streamable-http',
      headers: [{ name: 'X-Api-Key', value: 'k3y-that-must-not-echo' }],
      name: 'echo',
      arguments: { message: '你好 MCP' },
    });
    expect(res.body.data).toMatchObject({ ok: true, result: { content: [{ type: 'text', text: 'Echo: 你好 MCP' }] } });
    expect(JSON.stringify(res.body)).not.toContain('k3y-that-must-not-echo');
  });

  it('reads a resource and gets a prompt', async () => {
    const listed = (await post('connect', { url: everything.url })).body.data.result;
    const uri = listed.resources[0].uri;
    const read = await post('read-resource', { url: everything.url, uri });
    expect(read.body.data.ok).toBe(true);
    expect(read.body.data.result.contents[0].uri).toBe(uri);
    const prompt = listed.prompts.find((p: { arguments?: { required?: boolean }[] }) => !p.arguments?.some((a) => a.required));
    const got = await post('get-prompt', { url: everything.url, name: prompt.name });
    expect(got.body.data.ok).toBe(true);
    expect(got.body.data.result.messages.length).toBeGreaterThan(0);
  });

  it('refuses private addresses with a clear message in the visitor language', async () => {
    for (const [lang, text] of [
      ['en', 'This address is not allowed'],
      ['zh_cn', '该地址不允许访问'],
    ] as const) {
      const res = await post('connect', { url: 'http://169.254.169.254/latest/meta-data/' }, user, lang);
      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({ ok: false, error: { reason: 'blocked' } });
      expect(res.body.data.error.message).toContain(text);
    }
  });

  it('says when the address is no MCP server', async () => {
    const res = await post('connect', { url: everything.url.replace('/mcp', '/nothing-here') });
    expect(res.body.data).toMatchObject({ ok: false, error: { reason: 'notMcp' } });
    expect(res.body.data.error.message).toMatch(/MCP/);
  });

  it.each([
    [{ url: 'ftp://example.com/mcp' }, 'url'],
    [{ url: '' }, 'url'],
    [{ url: 'https://example.com/mcp', transport: 'stdio' }, 'transport'],
    [{ url: 'https://example.com/mcp', headers: [{ name: 'Host', value: 'x' }] }, 'headers.0.name'],
    [{ url: 'https://example.com/mcp', headers: [{ name: 'X-A', value: 'a\r\nInjected: 1' }] }, 'headers.0.value'],
    [{ url: 'https://example.com/mcp', headers: [{ name: 'bad name', value: 'x' }] }, 'headers.0.name'],
  ])('refuses malformed input %j', async (body, field) => {
    const res = await post('connect', body);
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('refuses a call without a tool name', async () => {
    const res = await post('call-tool', { url: everything.url, arguments: {} });
    expect(res.status).toBe(400);
  });

  it('limits actions per user per minute', async () => {
    const limited = apiCaller(testApp(database, { SSRF_ALLOW_HOSTS: everything.allowHost, MCP_PLAYGROUND_PER_MINUTE: '2' }));
    const other = await createTestUser(database.db);
    const send = () => limited('/api/mcp-playground/connect?langType=en', { method: 'POST', body: { url: 'http://10.0.0.1/mcp' }, headers: other.bearer });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(429);
  });
});
