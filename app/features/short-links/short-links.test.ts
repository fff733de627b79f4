import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../../../tests/fixtures/db';
import { testApp } from '../../../tests/fixtures/app';
import type { Database } from '../../../server/db/client';
import { normaliseTarget, resolveShortLink } from './short-links.server';

const ORIGINS = ['https://app.example.com'];

describe('normaliseTarget', () => {
  it.each([
    ['/details/42?tab=traffic', '/details/42?tab=traffic'],
    ['https://app.example.com/en/about', 'https://app.example.com/en/about'],
    ['https://evil.example/phish', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (input, expected) => expect(normaliseTarget(input, ORIGINS)).toBe(expected));
});

const targets = await dbTargets();
describe.each(targets)('short links on $name', (target) => {
  let database: Database;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    database = await target.open({ seed: false });
    app = testApp(database, { APP_URL: 'https://app.example.com' });
  });
  afterAll(() => database?.close());

  const create = (url: string, langType = 'zh_cn') =>
    app.request(`/api/short-link?langType=${langType}`, { method: 'POST', body: JSON.stringify({ url }), headers: { 'content-type': 'application/json' } });

  it('creates one code per target and resolves it, counting hits', async () => {
    const first = (await (await create('/en/about')).json()) as any;
    expect(first.code).toBe(0);
    expect(first.data.path).toMatch(/^\/short-link\/[A-Za-z0-9_-]{8}$/);
    const again = (await (await create('/en/about')).json()) as any;
    expect(again.data.code).toBe(first.data.code);
    expect(await resolveShortLink(database.db, first.data.code)).toBe('/en/about');
    expect(await resolveShortLink(database.db, 'nope-nope')).toBeNull();
  });

  it('refuses other sites with the spec message', async () => {
    const res = await create('https://evil.example/x');
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).msg).toBe('请输入正确URL地址');
  });

  it('answers malformed JSON with a clean 400', async () => {
    const res = await app.request('/api/short-link', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).code).toBe(400);
  });
});
