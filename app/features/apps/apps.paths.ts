// The URLs of app rankings, one canonical path per filter set (docs/decisions/016):
//   /best-ai-apps/{platform}[/{YYYY-MM}][/{region}][/{category}][/page-{n}]
// The latest month, the global region, all categories and page 1 are left out. Shared by the page (links, form,
// redirects) and the sitemap.
import { isRegion, type TRegion } from '~/lib/regions';
import { APP_CATEGORIES, MONTH_RE, type TAppCategory, type TAppPlatform } from './apps.constants';

export interface AppListFilters {
  month?: string;
  region: TRegion;
  category?: TAppCategory;
  page: number;
}

export const appsBasePath = (platform: TAppPlatform) => `/best-ai-apps/${platform}`;

const isCategory = (value: string): value is TAppCategory =>
  (APP_CATEGORIES as readonly string[]).includes(value);

/** The filters a path's segments after /best-ai-apps/{platform} name, in any order; null when one is unknown or repeated. */
export function parseAppListSegments(splat: string): AppListFilters | null {
  const filters: AppListFilters = { region: 'global', page: 1 };
  const seen = new Set<string>();
  for (const segment of splat.split('/').filter(Boolean)) {
    let kind: string;
    if (MONTH_RE.test(segment)) {
      kind = 'month';
      filters.month = segment;
    } else if (isRegion(segment)) {
      kind = 'region';
      filters.region = segment;
    } else if (isCategory(segment)) {
      kind = 'category';
      filters.category = segment;
    } else if (/^page-[1-9]\d{0,5}$/.test(segment)) {
      kind = 'page';
      filters.page = Number(segment.slice(5));
    } else return null;
    if (seen.has(kind)) return null;
    seen.add(kind);
  }
  return filters;
}

/** The canonical path of a filter set; `latest` is the newest stored month, which the path leaves out. */
export function appListPath(
  platform: TAppPlatform,
  filters: Partial<AppListFilters>,
  latest: string | undefined,
): string {
  const parts = [appsBasePath(platform)];
  if (filters.month && filters.month !== latest) parts.push(filters.month);
  if (filters.region && filters.region !== 'global') parts.push(filters.region);
  if (filters.category) parts.push(filters.category);
  if (filters.page && filters.page > 1) parts.push(`page-${filters.page}`);
  return parts.join('/');
}
