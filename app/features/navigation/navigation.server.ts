// Navigation owns the site menu per edition and language, and the route rules that block or redirect paths.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { DEFAULT_LANG, splitLangPrefix, type LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { navMenuItems, routeRules } from '../../../server/db/schema';
import type { TNavMenuItem, TRouteRuleResult, TSiteId } from './navigation.schema';

/** The menu tree of one edition, labelled in one language; one query for the whole tree. */
export async function listNavMenu(db: Db, siteId: TSiteId, lang: LangCode): Promise<TNavMenuItem[]> {
  const rows = await db
    .select()
    .from(navMenuItems)
    .where(eq(navMenuItems.siteId, siteId))
    .orderBy(asc(navMenuItems.sort), asc(navMenuItems.id));
  const byId = new Map<number, TNavMenuItem>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      menuName: row.name[lang] || row.name.zh,
      menuDescription: row.description?.[lang] || row.description?.zh || null,
      menuUrl: row.url,
      menuIcon: row.icon,
      menuType: row.menuType,
      target: row.target,
      disabled: row.disabled,
      status: row.status,
      children: [],
    });
  }
  const roots: TNavMenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parentId == null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(item);
    else if (row.parentId == null) roots.push(item);
  }
  return roots;
}

/** The path a route URL refers to, without language prefix, query or trailing slash. */
export function routePath(route: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(route, 'http://route.invalid').pathname;
  } catch {
    return null;
  }
  const { rest } = splitLangPrefix(pathname, DEFAULT_LANG);
  return rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
}

function matches(kind: string, pattern: string, path: string): boolean {
  switch (kind) {
    case 'exact':
      return path === pattern;
    case 'prefix':
      // Plain string prefix: '/best-ai-apps/android/com' also covers '/best-ai-apps/android/com.example.app'.
      return path.startsWith(pattern);
    case 'contains':
      return path.includes(pattern);
    default:
      return false;
  }
}

/** SPEC §4 route guard: checkResult false when an enabled rule of this edition matches the path. */
export async function checkRouteRule(db: Db, siteId: TSiteId, route: string): Promise<TRouteRuleResult> {
  const path = routePath(route);
  if (path === null || path === '/404' || path.startsWith('/404/')) return { checkResult: true, jumpUrl: null };
  const rules = await db
    .select()
    .from(routeRules)
    .where(and(eq(routeRules.enabled, true), or(isNull(routeRules.siteId), eq(routeRules.siteId, siteId))))
    .orderBy(asc(routeRules.id));
  const hit = rules.find((r) => matches(r.matchKind, r.pattern, path));
  return hit ? { checkResult: false, jumpUrl: hit.jumpUrl } : { checkResult: true, jumpUrl: null };
}
