// Shapes of the navigation menu (SPEC §3 "Navigation menu item") and the route-rule check (SPEC §4, §7).
import { z } from 'zod';

/** 1 = China edition, 2 = international (SPEC §7). */
export const ZSiteId = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
export type TSiteId = 1 | 2;

export const ZNavMenuQuery = z.object({ useWebsite: ZSiteId.default(2) });

export const ZRouteRuleQuery = z.object({
  useWebsite: ZSiteId.default(2),
  route: z.string().min(1).max(2048),
});

export interface TNavMenuItem {
  id: number;
  menuName: string;
  menuDescription: string | null;
  menuUrl: string;
  menuIcon: string | null;
  /** 1 = category heading. */
  menuType: number;
  target: string | null;
  disabled: boolean;
  /** 1 = normal, 2 = disabled. */
  status: number;
  children: TNavMenuItem[];
}

export interface TRouteRuleResult {
  checkResult: boolean;
  jumpUrl: string | null;
}
