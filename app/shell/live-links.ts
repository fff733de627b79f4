// Links the site shows lead to real pages: menu and footer entries for areas that have no page yet are hidden.
import { matchPath } from 'react-router';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import { splitLangPrefix } from '~/i18n/locales';
import { PAGES } from '~/pages';

const PATTERNS = PAGES.map(([path]) => `/${path}`);

/**
 * Whether a link the site shows leads to one of its pages: a site path (any language prefix, query ignored) that a
 * page route matches. Links to other sites, and anything that is not a site path, are not this function's to judge.
 */
export function isSitePage(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return true;
  const path = url.split(/[?#]/, 1)[0]!;
  const { rest } = splitLangPrefix(path);
  return PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, rest) !== null);
}

const liveMenus = new WeakMap<readonly TNavMenuItem[], TNavMenuItem[]>();

/**
 * The menu without entries that lead to no page yet: links to missing pages are dropped, then headings left with no
 * entry under them, then top items left with neither a page nor entries (a top item whose own page is missing leads
 * to its first entry). Disabled entries (status 2, shown greyed and not linked) stay. Computed once per menu.
 */
export function liveMenu(menu: readonly TNavMenuItem[]): TNavMenuItem[] {
  let live = liveMenus.get(menu);
  if (!live) {
    live = menu.flatMap((item) => {
      const children = withoutEmptyHeadings(
        item.children.filter((child) => child.menuType === 1 || leadsSomewhere(child)),
      );
      const firstEntry = children.find((child) => child.menuType !== 1 && !isDisabled(child));
      if (leadsSomewhere(item)) return [{ ...item, children }];
      if (!firstEntry) return [];
      return [{ ...item, menuUrl: firstEntry.menuUrl, target: firstEntry.target, children }];
    });
    liveMenus.set(menu, live);
  }
  return live;
}

const isDisabled = (item: TNavMenuItem) => item.disabled === true || item.status === 2;
const leadsSomewhere = (item: TNavMenuItem) =>
  isDisabled(item) || (item.menuUrl !== '' && isSitePage(item.menuUrl));

function withoutEmptyHeadings(items: TNavMenuItem[]): TNavMenuItem[] {
  return items.filter((item, index) => {
    if (item.menuType !== 1) return true;
    const next = items[index + 1];
    return next !== undefined && next.menuType !== 1;
  });
}
