// Scenario recommendation's input schemas, shared by the server and the page's form (docs/decisions/035).
import { z } from 'zod';
import { SOLUTION_DESCRIPTION_MAX, SOLUTION_DESCRIPTION_MIN } from './solutions.constants';

export * from './solutions.constants';

export const ZSolutionInput = z.object({
  description: z
    .string({ error: 'solutions.error.required' })
    .trim()
    .min(1, 'solutions.error.required')
    .min(SOLUTION_DESCRIPTION_MIN, 'solutions.error.short')
    .max(SOLUTION_DESCRIPTION_MAX, 'solutions.error.long'),
});
export type TSolutionInput = z.input<typeof ZSolutionInput>;

export const ZSolutionId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);

export const ZSolutionHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

/** What a language model is asked to answer: checked before any of it is used. */
export const ZModelPlan = z.object({
  steps: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        why: z.string().trim().max(300).optional().default(''),
        tools: z
          .array(
            z.object({
              name: z.string().trim().min(1).max(80),
              why: z.string().trim().max(300).optional().default(''),
            }),
          )
          .max(6),
      }),
    )
    .min(1)
    .max(12),
});
export type TModelPlan = z.infer<typeof ZModelPlan>;
