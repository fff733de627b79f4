// /api/mcp as MCP clients use it: the SDK's Client over StreamableHTTPClientTransport (its fetch goes to the app),
// listing the tools with their schemas and calling them; raw HTTP for what the specification says of stateless
// servers (GET and DELETE 405), CORS, and the rate limit per address.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/fixtures/app';
import { seedFixtureCatalogue } from '../../../tests/fixtures/catalogue';
import { dbTargets } from '../../../tests/fixtures/db';
import type { Database } from '../../../server/db/client';
import { createLocalBus, type ChangeBus } from '../../../server/events/change-bus';
import { computePeriod } from '~/features/rankings/rankings.compute.server';
import { parsePeriodKey } from '~/features/rankings/rankings.periods';
import { estimateCost } from '~/features/models/models.cost';
import { getModelsByIds } from '~/features/models/models.server';
import { runModelsSeed } from '../../../server/db/seed/models.seed';
import { runMcpSeed } from '../../../server/db/seed/mcp.seed';

const APP_URL = 'https://atlas.example.test';

describe.each(await dbTargets())('the site as an MCP server on $name', (target) => {
  let database: Database;
  let bus: ChangeBus;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await target.open();
    await seedFixtureCatalogue(database.db);
    await computePeriod(database.db, parsePeriodKey('weekly', '2026-W47')!, { timeZone: 'Asia/Shanghai' });
    await runModelsSeed(database.db);
    await runMcpSeed(database.db);
    bus = createLocalBus();
    app = testApp(database, { APP_URL, MCP_SERVER_PER_MINUTE: '1000' }, bus);
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  async function connected(path = '/api/mcp', appUnder = app) {
    const client = new Client({ name: 'test-client', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${APP_URL}${path}`), {
      fetch: async (url, init) => appUnder.request(String(url), init),
    });
    await client.connect(transport);
    return client;
  }

  it('lists its read-only tools with input and output schemas', async () => {
    const client = await connected();
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'ai-atlas' });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(['search_products', 'get_product', 'list_rankings', 'search_mcp_servers', 'compare_models', 'estimate_cost']);
      for (const tool of tools) {
        expect(tool.annotations).toMatchObject({ readOnlyHint: true });
        expect(tool.outputSchema?.type).toBe('object');
        expect(tool.inputSchema.properties).toHaveProperty('lang');
        expect(tool.description).toBeTruthy();
      }
      // The endpoint's language (?langType=) words the titles; zh is the default.
      expect(tools[0]!.title).toBe('搜索 AI 产品');
    } finally {
      await client.close();
    }
  });

  it('searches products, answering text and structured content in the language asked for', async () => {
    const client = await connected('/api/mcp?langType=en');
    try {
      expect((await client.listTools()).tools[0]!.title).toBe('Search AI products');
      const result = await client.callTool({ name: 'search_products', arguments: { query: '视频' } });
      expect(result.isError).toBeFalsy();
      const data = result.structuredContent as { total: number; items: { slug: string; name: string; page: string; category: { name: string } }[] };
      expect(data.items.map((i) => i.slug)).toEqual(['kling', 'runway']);
      expect(data.items[0]!.page).toBe(`${APP_URL}/en/details/kling`);
      expect(data.items[0]!.category.name).toBe('AI Video Generation');
      const [text] = result.content as { type: string; text: string }[];
      expect(JSON.parse(text!.text)).toEqual(data);

      const zh = await client.callTool({ name: 'search_products', arguments: { query: 'video', lang: 'zh', pageSize: 1 } });
      const zhData = zh.structuredContent as { items: { page: string; name: string }[]; pageSize: number };
      expect(zhData.pageSize).toBe(1);
      expect(zhData.items[0]!.page).toMatch(new RegExp(`^${APP_URL}/details/`));
    } finally {
      await client.close();
    }
  });

  it('gets a product; an unknown one is a tool error, not a protocol failure', async () => {
    const client = await connected('/api/mcp?langType=en');
    try {
      // Listing first makes the client check each structured result against the tool's output schema.
      await client.listTools();
      const result = await client.callTool({ name: 'get_product', arguments: { product: 'chatgpt' } });
      expect(result.structuredContent).toMatchObject({ slug: 'chatgpt', name: 'ChatGPT', page: `${APP_URL}/en/details/chatgpt` });
      const missing = await client.callTool({ name: 'get_product', arguments: { product: 'no-such-product' } });
      expect(missing.isError).toBe(true);
      expect((missing.content as { text: string }[])[0]!.text).toBe('The requested resource does not exist');
    } finally {
      await client.close();
    }
  });

  it('lists a ranking', async () => {
    const client = await connected('/api/mcp?langType=en');
    try {
      await client.listTools();
      const result = await client.callTool({ name: 'list_rankings', arguments: { period: 'weekly', date: '2026-W47', pageSize: 3 } });
      expect(result.isError).toBeFalsy();
      const data = result.structuredContent as { key: string; isSample: boolean; items: { rank: number }[] };
      expect(data.key).toBe('2026-W47');
      expect(data.items.map((i) => i.rank)).toEqual([1, 2, 3]);
    } finally {
      await client.close();
    }
  });

  it('compares models and estimates costs with the calculator’s maths', async () => {
    const client = await connected('/api/mcp?langType=en');
    try {
      await client.listTools();
      const compared = await client.callTool({ name: 'compare_models', arguments: { ids: ['gpt-4o', 'deepseek-chat'] } });
      expect(compared.isError).toBeFalsy();
      const data = compared.structuredContent as { models: { id: string }[]; differences: string[]; page: string };
      expect(data.models.map((m) => m.id)).toEqual(['gpt-4o', 'deepseek-chat']);
      expect(data.differences).toContain('provider');
      expect(data.page).toBe(`${APP_URL}/en/models/compare?ids=deepseek-chat,gpt-4o`);
      const unknown = await client.callTool({ name: 'compare_models', arguments: { ids: ['gpt-4o', 'no-such-model'] } });
      expect(unknown.isError).toBe(true);

      const args = { input: 2000, output: 500, requestsPerDay: 100, ids: ['gpt-4o', 'deepseek-chat'] };
      const cost = await client.callTool({ name: 'estimate_cost', arguments: args });
      const rows = (cost.structuredContent as { rows: { id: string; monthly: { USD: number } }[] }).rows;
      // The same figures the calculator's module gives for the same models and input.
      const models = await getModelsByIds(database.db, ['gpt-4o', 'deepseek-chat'], 'en');
      const expected = estimateCost({ unit: 'tokens', cachedPercent: 0, mode: 'monthly', budget: 1000, currency: 'USD', ...args }, models, 7.1);
      expect(rows.map((r) => [r.id, r.monthly.USD])).toEqual(expected.rows.map((r) => [r.id, r.monthly.USD]));
      expect(rows[0]!.monthly.USD).toBeLessThanOrEqual(rows[1]!.monthly.USD);
    } finally {
      await client.close();
    }
  });

  it('searches MCP servers with their packages and pages', async () => {
    const client = await connected('/api/mcp?langType=en');
    try {
      await client.listTools();
      const result = await client.callTool({ name: 'search_mcp_servers', arguments: { query: 'postgres', limit: 5 } });
      const items = (result.structuredContent as { items: { title: string; description: string; page: string }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.some((s) => /postgres/i.test(`${s.title} ${s.description}`))).toBe(true);
      expect(items[0]!.page).toMatch(new RegExp(`^${APP_URL}/en/mcp/[a-z0-9-]+$`));
    } finally {
      await client.close();
    }
  });

  it('refuses bad arguments with the reason', async () => {
    const client = await connected();
    try {
      const result = await client.callTool({ name: 'search_products', arguments: { pageSize: 5000 } });
      expect(result.isError).toBe(true);
      expect((result.content as { text: string }[])[0]!.text).toMatch(/^pageSize: /);
      await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/not found/);
    } finally {
      await client.close();
    }
  });

  it('answers GET and DELETE with 405 and lets any origin call it', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await app.request('/api/mcp', { method, headers: { Accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    }
    const preflight = await app.request('/api/mcp', {
      method: 'OPTIONS',
      headers: { Origin: 'https://inspector.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, mcp-protocol-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    // A browser client on another origin is not stopped by the CSRF rule of the rest of the API.
    const res = await app.request('/api/mcp', {
      method: 'POST',
      headers: { Origin: 'https://inspector.example', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).result.serverInfo.name).toBe('ai-atlas');
  });

  it('limits requests per client address', async () => {
    const limited = testApp(database, { APP_URL, MCP_SERVER_PER_MINUTE: '2', TRUST_PROXY: 'true' }, bus);
    const ping = () =>
      limited.request('/api/mcp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Forwarded-For': '203.0.113.7' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    expect((await ping()).status).toBe(200);
    expect((await ping()).status).toBe(200);
    const last = await ping();
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last.json()).error.code).toBe(-32000);
  });
});
