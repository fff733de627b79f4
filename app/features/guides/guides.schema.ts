// The guides' list query (docs/decisions/031): a topic (tag), the order and the page; anything unknown is dropped
// rather than failing the list.
import { z } from 'zod';
import { GUIDE_SORTS } from './guides.constants';

export * from './guides.constants';

export const ZGuideQuery = z.object({
  tag: z
    .string()
    .transform((v) => v.replaceAll('\u0000', ''))
    .pipe(z.string().trim().max(40))
    .optional()
    .catch(undefined),
  sort: z.enum(GUIDE_SORTS).catch('newest').default('newest'),
  page: z.coerce.number().int().catch(1).default(1).transform((n) => Math.min(Math.max(n, 1), 500)),
});
export type TGuideQuery = z.output<typeof ZGuideQuery>;
