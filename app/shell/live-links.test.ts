import { describe, expect, it } from 'vitest';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import { FOOTER_LINKS, GEO_PAGE } from './footer';
import { isSitePage, liveMenu } from './live-links';

let nextId = 1;
const item = (menuUrl: string, extra: Partial<TNavMenuItem> = {}): TNavMenuItem => ({
  id: nextId++,
  menuName: menuUrl || 'heading',
  menuDescription: null,
  menuUrl,
  menuIcon: null,
  menuType: 0,
  target: null,
  disabled: false,
  status: 1,
  children: [],
  ...extra,
});
const heading = () => item('', { menuType: 1 });
const urls = (menu: TNavMenuItem[]) => menu.map((top) => [top.menuUrl, top.children.map((c) => c.menuUrl || '#')]);

describe('isSitePage', () => {
  it('knows the pages in every language, with parameters and queries', () => {
    for (const url of ['/', '/discover', '/en/discover/video', '/ja/details/chatgpt', '/class', '/tw/tag/x', '/tools?tab=mcp', '/en/user/points', '/submission?type=ad', '/en/geo', '/geo/tools'])
      expect(isSitePage(url), url).toBe(true);
  });

  it('refuses site paths no page answers', () => {
    for (const url of ['/best-ai-models', '/en/geo/x', '/no-such-area', '/details', '/details/a/b', '/fr/about'])
      expect(isSitePage(url), url).toBe(false);
  });

  it('leaves links to other sites alone', () => {
    expect(isSitePage('https://example.com/x')).toBe(true);
    expect(isSitePage('//example.com/x')).toBe(true);
  });
});

describe('the links the shell ships as they are', () => {
  it('lead to pages of this build: the footer and its GEO band', () => {
    for (const url of [...FOOTER_LINKS.map((link) => link.to), GEO_PAGE]) expect(isSitePage(url), url).toBe(true);
  });
});

describe('liveMenu', () => {
  it('drops entries without a page, headings left empty, and top items left with nothing', () => {
    const menu = [
      item('/discover', { children: [heading(), item('/discover'), item('/class'), heading(), item('/no-such-area'), item('/no-such-area/x')] }),
      item('/best-ai-models', { children: [item('/best-ai-models/weekly/top')] }),
      item('/about'),
    ];
    expect(urls(liveMenu(menu))).toEqual([
      ['/discover', ['#', '/discover', '/class']],
      ['/about', []],
    ]);
  });

  it('keeps disabled entries (shown greyed, not linked) and sends a top item without a page to its first entry', () => {
    const menu = [item('/no-such-area', { children: [item('/compute', { status: 2 }), item('/tools'), item('/no-such-area/x')] })];
    expect(urls(liveMenu(menu))).toEqual([['/tools', ['/compute', '/tools']]]);
  });

  it('answers the same array for the same menu (the memo of the menu is the key)', () => {
    const menu = [item('/discover')];
    expect(liveMenu(menu)).toBe(liveMenu(menu));
  });
});
