// The offline planner (docs/decisions/035): a described scenario → ordered steps with catalogue tools and the
// reasons for each. Pure over a view of the catalogue (its search index and products), so it is deterministic and
// testable without a database: the same description and catalogue always give the same plan.
import { pickText } from '~/features/catalogue/catalogue.schema';
import type { TPricing, TProductType } from '~/features/catalogue/catalogue.schema';
import type { LangCode } from '~/i18n/locales';
import type { SearchQuery, SearchResult } from '../../../server/search/search-index';
import { SOLUTION_TOOLS_PER_STEP, type TSolutionReason } from './solutions.constants';
import {
  PREFERENCE_TERMS,
  SCENARIO_TEMPLATES,
  type TPreference,
  type TScenarioStep,
  type TScenarioTemplate,
} from './solutions.templates';

type Names = Partial<Record<LangCode, string>>;
/** A template's step, or one made of a category or tag the description names (kind `category`). */
type StepSpec = Omit<TScenarioStep, 'kind'> & { kind: string };

export interface PlannerProduct {
  id: number;
  slug: string;
  name: Names;
  categorySlug: string;
  tags: readonly { slug: string; name: Names }[];
  pricing: TPricing | string;
  type: TProductType | string;
  contentLanguage: string;
  popularity: number;
}

export interface PlannerCatalogue {
  search(query: SearchQuery): Promise<SearchResult>;
  product(id: number): PlannerProduct | undefined;
  /** Category slug → names. */
  categories: ReadonlyMap<string, Names>;
  /** Tag slug → names. */
  tags: ReadonlyMap<string, Names>;
}

export interface PlannedTool {
  id: number;
  reasons: TSolutionReason[];
}

export interface PlannedStep {
  kind: string;
  title: string | null;
  /** A model's explanation of the step. */
  detail?: string | null;
  /** Where its tools came from (for tests and the model planner's hints). */
  category: string | null;
  tags: readonly string[];
  tools: PlannedTool[];
}

export interface OfflinePlan {
  template: string | null;
  matchedTerms: string[];
  preferences: TPreference[];
  steps: PlannedStep[];
}

/** Lower case, full-width folded, hyphens and slashes as spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_EDGE = /[a-z0-9]/;

/** A term in a normalised text: a Latin edge must not continue a longer word (plural s/es allowed at the end). */
export function containsTerm(text: string, term: string): boolean {
  const t = normalise(term);
  if (!t) return false;
  const left = LATIN_EDGE.test(t[0]!) ? '(?<![a-z0-9])' : '';
  const right = LATIN_EDGE.test(t.at(-1)!) ? '(?:s|es)?(?![a-z0-9])' : '';
  if (!left && !right) return text.includes(t);
  return new RegExp(`${left}${escape(t)}${right}`).test(text);
}

/**
 * The scenario template the description names most (a broad `~` word counts half); on equal weight the one named
 * first in the description, then the earlier template. With the words that named it.
 */
export function matchTemplate(description: string): { template: TScenarioTemplate; terms: string[] } | null {
  const text = normalise(description);
  let best: { template: TScenarioTemplate; terms: string[]; weight: number; at: number } | null = null;
  for (const template of SCENARIO_TEMPLATES) {
    const found = template.terms
      .map((raw) => ({ term: raw.replace(/^~/, ''), weak: raw.startsWith('~') }))
      .filter((t) => containsTerm(text, t.term));
    if (!found.length) continue;
    const weight = found.reduce((sum, t) => sum + (t.weak ? 0.5 : 1), 0);
    const at = Math.min(
      ...found.map((t) => {
        const i = text.indexOf(normalise(t.term));
        return i < 0 ? Infinity : i;
      }),
    );
    if (!best || weight > best.weight || (weight === best.weight && at < best.at))
      best = { template, terms: found.map((t) => t.term), weight, at };
  }
  return best && { template: best.template, terms: best.terms };
}

export function readPreferences(description: string): TPreference[] {
  const text = normalise(description);
  return (Object.keys(PREFERENCE_TERMS) as TPreference[]).filter((p) =>
    PREFERENCE_TERMS[p].some((term) => containsTerm(text, term)),
  );
}

// Tags about price or sign-up say nothing of what a tool does: never a scenario by themselves.
const NON_TOPIC_TAGS = new Set([
  'free-plan',
  'subscription',
  'completely-free',
  'credits-based',
  'pay-as-you-go',
  'free-trial',
  'no-signup',
  'enterprise',
  'made-in-china',
  'open-source',
  'teams',
  'small-business',
]);

/** The parts of a name a reader would type: "AI视频生成" → "视频生成", "AI Music & Audio" → "music", "audio". */
function nameParts(name: string): string[] {
  return normalise(name)
    .replace(/^ai\s*/, '')
    .split(/\s*(?:&|\band\b|与|與|和|・)\s*/)
    .map((s) => s.trim())
    .filter((s) => (/[a-z]/.test(s) ? s.length >= 3 : s.length >= 2));
}

const partsCache = new Map<string, string[]>();
const matchCache = new WeakMap<object, Map<string, boolean>>();

/** The first part of one of the names found in the text (results kept per text box: a plan asks thousands). */
function namedIn(text: { value: string }, names: Names): string | null {
  let seen = matchCache.get(text);
  if (!seen) matchCache.set(text, (seen = new Map()));
  for (const name of Object.values(names)) {
    if (!name) continue;
    let parts = partsCache.get(name);
    if (!parts) {
      parts = nameParts(name);
      if (partsCache.size < 50_000) partsCache.set(name, parts);
    }
    for (const part of parts) {
      let found = seen.get(part);
      if (found === undefined) seen.set(part, (found = containsTerm(text.value, part)));
      if (found) return part;
    }
  }
  return null;
}

/** No template: the categories and tags the description names, in the order it names them (at most three). */
function fallbackSteps(
  catalogue: PlannerCatalogue,
  text: { value: string },
): { steps: StepSpec[]; terms: string[]; titles: Map<number, Names> } {
  const found: { at: number; step: StepSpec; term: string; names: Names }[] = [];
  for (const [slug, names] of catalogue.categories) {
    if (slug === 'other') continue;
    const term = namedIn(text, names);
    if (term)
      found.push({
        at: text.value.indexOf(term),
        step: { kind: 'category', category: slug, tags: [] },
        term,
        names,
      });
  }
  if (!found.length) {
    for (const [slug, names] of catalogue.tags) {
      if (NON_TOPIC_TAGS.has(slug)) continue;
      const term = namedIn(text, names);
      if (term)
        found.push({
          at: text.value.indexOf(term),
          step: { kind: 'category', category: '', tags: [slug] },
          term,
          names,
        });
    }
  }
  found.sort((a, b) => a.at - b.at || b.term.length - a.term.length);
  const seen = new Set<string>();
  const chosen = found.filter((f) => !seen.has(f.term) && seen.add(f.term)).slice(0, 3);
  return {
    steps: chosen.map((c) => c.step),
    terms: chosen.map((c) => c.term),
    titles: new Map(chosen.map((c, i) => [i, c.names])),
  };
}

const isOpenSource = (p: PlannerProduct) =>
  p.type === 'open_source' || p.pricing === 'open_source' || p.tags.some((t) => t.slug === 'open-source');
const isFree = (p: PlannerProduct) =>
  p.pricing === 'free' ||
  p.pricing === 'open_source' ||
  p.tags.some((t) => t.slug === 'completely-free' || t.slug === 'free-plan');
const isChinese = (p: PlannerProduct) =>
  p.contentLanguage === 'zh' ||
  p.tags.some(
    (t) => t.slug === 'made-in-china' || t.slug === 'chinese-language' || t.slug === 'china-accessible',
  );

const CANDIDATES_PER_QUERY = 60;

/** A step's tools: the catalogue's products of its category and tags, scored by what they share with the step. */
async function toolsFor(
  catalogue: PlannerCatalogue,
  step: StepSpec,
  text: { value: string },
  preferences: TPreference[],
  used: Set<number>,
  lang: LangCode,
): Promise<PlannedTool[]> {
  const ids = new Set<number>();
  // Empty queries with a filter list the products having the value, most popular first.
  const byCategory = step.category
    ? (
        await catalogue.search({ q: '', filters: { category: step.category }, limit: CANDIDATES_PER_QUERY })
      ).hits.map((h) => h.id)
    : [];
  for (const id of byCategory) ids.add(id);
  for (const tag of step.tags) {
    for (const hit of (await catalogue.search({ q: '', filters: { tag }, limit: CANDIDATES_PER_QUERY })).hits)
      ids.add(hit.id);
  }
  const popularRank = new Map(byCategory.map((id, i) => [id, i + 1]));
  let maxPopularity = 1;
  const products: PlannerProduct[] = [];
  for (const id of ids) {
    const p = catalogue.product(id);
    if (!p) continue;
    products.push(p);
    maxPopularity = Math.max(maxPopularity, p.popularity);
  }
  const scored = products.map((p) => {
    const reasons: TSolutionReason[] = [];
    let score = 0;
    if (step.category && p.categorySlug === step.category) {
      score += 2;
      reasons.push({
        kind: 'category',
        name: pickText(catalogue.categories.get(p.categorySlug), lang) || p.categorySlug,
      });
    }
    const own = new Map(p.tags.map((t) => [t.slug, t.name]));
    const shared = step.tags.filter((t) => own.has(t));
    step.tags.forEach((t, i) => {
      if (own.has(t)) score += 3 - Math.min(i, 4) * 0.4;
    });
    if (shared.length)
      reasons.push({ kind: 'tags', names: shared.map((t) => pickText(own.get(t), lang) || t) });
    // The product's own tags the reader's words name (beyond the step's).
    const words = [
      ...new Set(
        p.tags
          .filter((t) => !NON_TOPIC_TAGS.has(t.slug) && !shared.includes(t.slug))
          .map((t) => namedIn(text, t.name))
          .filter((w): w is string => w !== null),
      ),
    ];
    if (words.length) {
      score += 1.5 * Math.min(words.length, 3);
      reasons.push({ kind: 'words', words: words.slice(0, 3) });
    }
    if (isOpenSource(p)) {
      reasons.push({ kind: 'openSource' });
      if (preferences.includes('openSource')) score += 2;
    }
    if (isFree(p)) {
      reasons.push({ kind: 'free' });
      if (preferences.includes('free')) score += 2;
    }
    if (preferences.includes('chinese') && isChinese(p)) {
      reasons.push({ kind: 'chinese' });
      score += 2;
    }
    const rank = popularRank.get(p.id);
    if (rank !== undefined && rank <= 10) reasons.push({ kind: 'popular', rank });
    score += p.popularity / maxPopularity;
    return {
      p,
      score,
      reasons,
      topical: shared.length > 0 || (step.category !== '' && p.categorySlug === step.category),
    };
  });
  scored.sort((a, b) => b.score - a.score || b.p.popularity - a.p.popularity || a.p.id - b.p.id);
  const fresh = scored.filter((s) => s.topical && !used.has(s.p.id));
  const chosen = (fresh.length ? fresh : scored.filter((s) => s.topical)).slice(0, SOLUTION_TOOLS_PER_STEP);
  for (const c of chosen) used.add(c.p.id);
  return chosen.map((c) => ({ id: c.p.id, reasons: c.reasons }));
}

/** The plan for a description, or null when nothing in it names a scenario, a category or a tag. */
export async function planOffline(
  catalogue: PlannerCatalogue,
  description: string,
  lang: LangCode,
): Promise<OfflinePlan | null> {
  const text = { value: normalise(description) };
  const preferences = readPreferences(description);
  const matched = matchTemplate(description);
  let template: string | null = null;
  let terms: string[];
  let steps: readonly StepSpec[];
  let titles = new Map<number, Names>();
  if (matched) {
    template = matched.template.id;
    terms = matched.terms;
    steps = matched.template.steps;
  } else {
    const fallback = fallbackSteps(catalogue, text);
    ({ terms, steps, titles } = fallback);
  }
  const used = new Set<number>();
  const planned: PlannedStep[] = [];
  for (const [i, step] of steps.entries()) {
    const tools = await toolsFor(catalogue, step, text, preferences, used, lang);
    if (!tools.length) continue;
    const title = titles.get(i);
    planned.push({
      kind: step.kind,
      title: title ? pickText(title, lang) : null,
      category: step.category || null,
      tags: step.tags,
      tools,
    });
  }
  if (!planned.length) return null;
  return { template, matchedTerms: terms, preferences, steps: planned };
}
