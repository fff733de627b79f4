// Page-view counting input (SPEC §7 GET /api/updatePv?id&type).
import { z } from 'zod';

export const ZUpdatePvQuery = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  type: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[a-z][a-z0-9_-]*$/)
    .default('product'),
});
export type TUpdatePvQuery = z.infer<typeof ZUpdatePvQuery>;

export interface TPageViewResult {
  views: number;
  /** False when this visitor already counted in the same minute. */
  counted: boolean;
}
