// What the share card and the share page take (zod), shared by the API and the page's loader.
import { z } from 'zod';
import { LANG_CODES } from '~/i18n/locales';
import { ZCompareIds } from '~/features/models/models.schema';
import { PERIOD_KINDS } from '~/features/rankings/rankings.periods';
import { RANKING_KINDS } from '~/features/rankings/rankings.slug';

/** A product by slug or numeric id, as the catalogue addresses it. */
const ZProductId = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'share.error.product');

export const ZShareSelection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('product'), id: ZProductId }),
  z.object({
    type: z.literal('ranking'),
    period: z.enum(PERIOD_KINDS).default('weekly'),
    kind: z.enum(RANKING_KINDS).default('traffic'),
  }),
  // 2–4 model ids, comma-separated; the raw text is bounded before it is split.
  z.object({ type: z.literal('models'), ids: z.string().max(400).pipe(ZCompareIds as unknown as z.ZodType<string[], string>) }),
]);
export type TShareSelectionInput = z.output<typeof ZShareSelection>;

/** The card's query: a selection and the language its words are in (the request's language when absent). */
export const ZShareCardQuery = z.intersection(ZShareSelection, z.object({ lang: z.enum(LANG_CODES).optional() }));
