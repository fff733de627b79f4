// Navigation owns the site menu per edition and language, and the route rules that block or redirect paths.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { DEFAULT_LANG, splitLangPrefix, type LangCode } from '~/i18n/locales';
import type { Db } from '../../../server/db/client';
import { createMemo, type Memo } from '../../../server/cache/memo';
import type { AppDeps } from '../../../server/http/context';
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

const globs = new Map<string, RegExp>();

/** `*` stands for any run of characters (slashes too); the rest is literal and the whole path must match. */
export function globMatches(pattern: string, path: string): boolean {
  let re = globs.get(pattern);
  if (!re) {
    // Runs of stars are one star: fewer ways to backtrack over the (short, length-limited) path.
    const parts = pattern.replace(/\*+/g, '*').split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    re = new RegExp(`^${parts.join('.*')}$`, 's');
    globs.set(pattern, re);
  }
  return re.test(path);
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
    case 'glob':
      return globMatches(pattern, path);
    default:
      return false;
  }
}

type RouteRuleRow = typeof routeRules.$inferSelect;

export async function listRouteRules(db: Db, siteId: TSiteId): Promise<RouteRuleRow[]> {
  return db
    .select()
    .from(routeRules)
    .where(and(eq(routeRules.enabled, true), or(isNull(routeRules.siteId), eq(routeRules.siteId, siteId))))
    .orderBy(asc(routeRules.id));
}

/** SPEC §4 route guard: checkResult false when an enabled rule of this edition matches the path. */
export function evaluateRouteRules(rules: RouteRuleRow[], route: string): TRouteRuleResult {
  const path = routePath(route);
  if (path === null || path === '/404' || path.startsWith('/404/')) return { checkResult: true, jumpUrl: null };
  const hit = rules.find((r) => matches(r.matchKind, r.pattern, path));
  return hit ? { checkResult: false, jumpUrl: hit.jumpUrl } : { checkResult: true, jumpUrl: null };
}

export async function checkRouteRule(db: Db, siteId: TSiteId, route: string): Promise<TRouteRuleResult> {
  return evaluateRouteRules(await listRouteRules(db, siteId), route);
}

/**
 * Menu and rules change rarely and are read on every page: each process keeps them in memory for up to
 * 300 s (SPEC §9 navigation cache lifetime), cleared at once by a 'navigation' change event from any replica.
 */
const NAVIGATION_TTL_MS = 300_000;
interface NavigationCaches {
  menu: Memo<string, TNavMenuItem[]>;
  rules: Memo<TSiteId, RouteRuleRow[]>;
}
const caches = new WeakMap<AppDeps['bus'], NavigationCaches>();

function cachesFor(deps: Pick<AppDeps, 'bus'>): NavigationCaches {
  let found = caches.get(deps.bus);
  if (!found) {
    const options = { ttlMs: NAVIGATION_TTL_MS, bus: deps.bus, topic: 'navigation' } as const;
    found = { menu: createMemo(options), rules: createMemo(options) };
    caches.set(deps.bus, found);
  }
  return found;
}

export function getNavMenu(deps: Pick<AppDeps, 'bus' | 'database'>, siteId: TSiteId, lang: LangCode) {
  return cachesFor(deps).menu.get(`${siteId}:${lang}`, () => listNavMenu(deps.database.db, siteId, lang));
}

export async function checkRouteRuleCached(deps: Pick<AppDeps, 'bus' | 'database'>, siteId: TSiteId, route: string) {
  const rules = await cachesFor(deps).rules.get(siteId, () => listRouteRules(deps.database.db, siteId));
  return evaluateRouteRules(rules, route);
}
