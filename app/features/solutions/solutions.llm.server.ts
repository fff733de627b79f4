// The language-model planner (docs/decisions/035): asked when a platform has a key; its answer is JSON checked by
// a schema, every product it names is looked up in the catalogue (names in any language, or the slug), products the
// catalogue does not hold are dropped, and steps left without a tool go too. Nothing usable → the offline plan.
import { pickText } from '~/features/catalogue/catalogue.schema';
import type { LangCode } from '~/i18n/locales';
import { ChatError, readChat, type ChatPlatform } from '../../../server/integrations/llm/chat-platform';
import { SOLUTION_STEPS_MAX, SOLUTION_TOOLS_PER_STEP, type TSolutionReason } from './solutions.constants';
import {
  normalise,
  type OfflinePlan,
  type PlannedStep,
  type PlannerCatalogue,
  type PlannerProduct,
} from './solutions.planner.server';
import { ZModelPlan } from './solutions.schema';

const LANGUAGE_NAMES: Record<LangCode, string> = {
  zh: 'Simplified Chinese',
  en: 'English',
  tw: 'Traditional Chinese',
  ja: 'Japanese',
};

export function plannerPrompt(
  description: string,
  lang: LangCode,
  hints: readonly string[],
): { role: 'system' | 'user'; content: string }[] {
  const system = [
    'You plan how to carry out a scenario with AI tools.',
    'Answer with JSON only, no prose and no code fence, in this shape:',
    '{"steps":[{"title":"step title","why":"what the step achieves","tools":[{"name":"exact product name","why":"why this tool fits"}]}]}',
    `Give 2 to 6 ordered steps with 1 to ${SOLUTION_TOOLS_PER_STEP} tools each. Name only real, existing products.`,
    `Write titles and reasons in ${LANGUAGE_NAMES[lang]}; keep product names as their makers write them.`,
    hints.length ? `Products of this directory that may fit: ${hints.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: description },
  ];
}

/** The first JSON object of a text (a model may wrap it in a code fence or a sentence despite being told not to). */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = fenced ? fenced[1]! : text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(body.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

/** Product name (any language, lower case, spaces folded) or slug → product. */
export type ProductNameIndex = ReadonlyMap<string, PlannerProduct>;

export function nameKey(name: string): string {
  return normalise(name).replace(/[\s.·]+/g, '');
}

export function buildNameIndex(products: Iterable<PlannerProduct>): ProductNameIndex {
  const index = new Map<string, PlannerProduct>();
  // More popular products first: two products with one name resolve to the better known.
  const sorted = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  for (const p of sorted) {
    for (const key of [p.slug, ...Object.values(p.name)]) {
      if (!key) continue;
      const k = nameKey(key);
      if (k && !index.has(k)) index.set(k, p);
    }
  }
  return index;
}

/** The model's answer as a plan of catalogue products, or null when nothing of it is usable. */
export function validateModelPlan(
  text: string,
  names: ProductNameIndex,
  catalogue: Pick<PlannerCatalogue, 'categories'>,
  lang: LangCode,
): { steps: PlannedStep[]; dropped: string[] } | null {
  const parsed = ZModelPlan.safeParse(extractJson(text));
  if (!parsed.success) return null;
  const used = new Set<number>();
  const dropped: string[] = [];
  const steps: PlannedStep[] = [];
  for (const step of parsed.data.steps.slice(0, SOLUTION_STEPS_MAX)) {
    const tools: { id: number; reasons: TSolutionReason[] }[] = [];
    for (const tool of step.tools) {
      const product = names.get(nameKey(tool.name));
      if (!product) {
        dropped.push(tool.name);
        continue;
      }
      if (used.has(product.id) || tools.length >= SOLUTION_TOOLS_PER_STEP) continue;
      used.add(product.id);
      const reasons: TSolutionReason[] = [];
      if (tool.why) reasons.push({ kind: 'model', text: tool.why });
      reasons.push({
        kind: 'category',
        name: pickText(catalogue.categories.get(product.categorySlug), lang) || product.categorySlug,
      });
      if (product.type === 'open_source' || product.pricing === 'open_source')
        reasons.push({ kind: 'openSource' });
      if (
        product.pricing === 'free' ||
        product.tags.some((t) => t.slug === 'free-plan' || t.slug === 'completely-free')
      )
        reasons.push({ kind: 'free' });
      tools.push({ id: product.id, reasons });
    }
    if (tools.length)
      steps.push({
        kind: 'model',
        title: step.title,
        category: null,
        tags: [],
        tools,
        detail: step.why || null,
      });
  }
  return steps.length ? { steps, dropped } : null;
}

/** Asks the platform; a failure or an unusable answer is null (the caller falls back to the offline plan). */
export async function planWithModel(
  platform: ChatPlatform,
  input: {
    description: string;
    lang: LangCode;
    hints: readonly string[];
    names: ProductNameIndex;
    catalogue: Pick<PlannerCatalogue, 'categories'>;
  },
  log: (err: unknown) => void,
): Promise<(Pick<OfflinePlan, 'steps'> & { dropped: string[] }) | null> {
  try {
    const { text } = await readChat(
      platform.chat(plannerPrompt(input.description, input.lang, input.hints), {
        purpose: 'solutions',
        maxTokens: 1500,
        temperature: 0.2,
        lang: input.lang,
      }),
    );
    return validateModelPlan(text, input.names, input.catalogue, input.lang);
  } catch (error) {
    log(error instanceof ChatError ? `${error.kind}: ${error.message}` : error);
    return null;
  }
}
