import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/** The page a URL reaches and its parameters, as React Router matches it. */
function page(url: string) {
  const matches = matchRoutes(routes as unknown as RouteObject[], url);
  const leaf = matches?.[matches.length - 1];
  return { id: leaf?.route.id, params: leaf?.params };
}

describe('routes', () => {
  it('serve every page unprefixed and under each language prefix', () => {
    for (const prefix of ['', '/zh', '/en', '/tw', '/ja']) {
      expect(page(`${prefix}/details/chatgpt`), prefix).toEqual({
        id: 'details/:id',
        params: { ...(prefix ? { lang: prefix.slice(1) } : {}), id: 'chatgpt' },
      });
      expect(page(`${prefix}/about`).id, prefix).toBe('about');
      expect(page(`${prefix}/protocol/privacyPolicy`).id, prefix).toBe('protocol/privacyPolicy');
      expect(page(prefix || '/').id, prefix).toBe('index');
    }
  });

  it("give a page's own parameter precedence over a language-like first segment", () => {
    expect(page('/discover/about')).toEqual({ id: 'discover/:searchKey', params: { searchKey: 'about' } });
    expect(page('/user/favorites')).toEqual({ id: 'user/:tab', params: { tab: 'favorites' } });
    expect(page('/details/tools')).toEqual({ id: 'details/:id', params: { id: 'tools' } });
    expect(page('/class/login')).toEqual({ id: 'class/:className', params: { className: 'login' } });
    expect(page('/tag/admin')).toEqual({ id: 'tag/:tagName', params: { tagName: 'admin' } });
    // Static pages under /models rank above a model id (so will /models/arena).
    expect(page('/models/compare')).toEqual({ id: 'models/compare', params: {} });
    expect(page('/en/models/calculator')).toEqual({ id: 'models/calculator', params: { lang: 'en' } });
    expect(page('/ja/models/gpt-4o')).toEqual({ id: 'models/:id', params: { lang: 'ja', id: 'gpt-4o' } });
    expect(page('/models/about')).toEqual({ id: 'models/:id', params: { id: 'about' } });
    expect(page('/en/discover/about')).toEqual({
      id: 'discover/:searchKey',
      params: { lang: 'en', searchKey: 'about' },
    });
  });

  it("leave a first segment that is no language to the site layout's loader, and deeper unknown paths to the 404 route", () => {
    // The site layout's loader answers 404 when `lang` is not a language (app/routes/site-shell.tsx).
    expect(page('/nonsense')).toEqual({ id: 'index', params: { lang: 'nonsense' } });
    expect(page('/fr/about').params).toEqual({ lang: 'fr' });
    expect(page('/a/b/c/d').id).toBe('not-found');
  });
});
