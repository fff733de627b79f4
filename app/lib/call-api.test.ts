import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callApi } from './call-api';
import { UNAUTHORIZED_EVENT } from './cookies';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('reads with the page langType and no CSRF header', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc' });
    const fetch = answer(200, { code: 0, data: { likes: 3 } });
    await expect(callApi('/api/products/7/like', { langType: 'jp' })).resolves.toEqual({ likes: 3 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/products\/7\/like\?t=\d+&langType=jp$/);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('writes with the CSRF double-submit header and a JSON body', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; csrf_token=t%2Bk' });
    const fetch = answer(200, { code: 0, data: { favorited: true } });
    await callApi('/api/favorites?x=1', { method: 'POST', body: { productId: 7 }, langType: 'en' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/favorites\?x=1&t=\d+&langType=en$/);
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 't+k', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"productId":7}');
  });

  it.each([401, 200])(
    'a body code 401 signs the page out and fails with status 401 (HTTP %i)',
    async (status) => {
      const events = new EventTarget();
      const signedOut = vi.fn();
      events.addEventListener(UNAUTHORIZED_EVENT, signedOut);
      vi.stubGlobal('window', events);
      answer(status, { code: 401, data: null, msg: '请先登录' });
      const failure = await callApi('/api/favorites/7', { langType: 'zh_cn' }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiFailure);
      expect(failure).toMatchObject({ status: 401, message: '请先登录' });
      expect(signedOut).toHaveBeenCalledOnce();
    },
  );

  it('does not retry a failed read (SPEC §9: retry count 0)', async () => {
    const fetch = answer(503, { code: 503, data: null, msg: 'busy' });
    await expect(callApi('/api/x', { langType: 'en' })).rejects.toMatchObject({
      status: 503,
      message: 'busy',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('an error envelope or a failed request becomes an ApiFailure with the server message', async () => {
    answer(200, { code: 40001, data: null, msg: 'bad' });
    await expect(callApi('/api/x', { langType: 'en' })).rejects.toMatchObject({
      status: 40001,
      message: 'bad',
    });
    answer(500, 'not json');
    await expect(callApi('/api/x', { langType: 'en' })).rejects.toMatchObject({ status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(callApi('/api/x', { langType: 'en' })).rejects.toMatchObject({
      status: 0,
      message: 'offline',
    });
  });
});
