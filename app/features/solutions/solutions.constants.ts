// Scenario recommendation (docs/decisions/035): limits and the shapes the pages read, without zod so that pages
// can import them.
import type { TPricing, TProductType } from '~/features/catalogue/catalogue.schema';

export const SOLUTIONS_TOPIC = 'solutions';

export const SOLUTION_DESCRIPTION_MIN = 4;
export const SOLUTION_DESCRIPTION_MAX = 500;
export const SOLUTION_HISTORY_PAGE_SIZE = 10;
/** Tools shown per step. */
export const SOLUTION_TOOLS_PER_STEP = 3;
/** Steps of a plan at most (a language model's answer is cut there). */
export const SOLUTION_STEPS_MAX = 8;
/** A repeated description from the same author inside this window returns the plan already made. */
export const SOLUTION_DEDUPE_WINDOW_MS = 10 * 60_000;

/** Why a tool is recommended, each reason a fact the page can show and a reader can check. */
export type TSolutionReason =
  | { kind: 'category'; name: string }
  | { kind: 'tags'; names: string[] }
  | { kind: 'words'; words: string[] }
  | { kind: 'popular'; rank: number }
  | { kind: 'openSource' }
  | { kind: 'free' }
  | { kind: 'chinese' }
  | { kind: 'model'; text: string };

export interface TSolutionTool {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  logo: string | null;
  pricing: TPricing;
  type: TProductType;
  reasons: TSolutionReason[];
}

export interface TSolutionStep {
  /** A step kind of the scenario templates (its title is a message), `category`, or `model` (a model's own words). */
  kind: string;
  /** The category's name (kind `category`) or the model's title (kind `model`). */
  title: string | null;
  /** The model's explanation of the step (kind `model`). */
  detail: string | null;
  tools: TSolutionTool[];
}

export interface TSolutionPlan {
  id: string;
  description: string;
  lang: string;
  /** `offline` or `llm`. */
  planner: 'offline' | 'llm';
  /** The platform's label when a language model planned it. */
  platform: string | null;
  /** The matched scenario template, if any. */
  template: string | null;
  /** The words of the description that chose the scenario. */
  matchedTerms: string[];
  /** Preferences read from the description: free, openSource, chinese. */
  preferences: string[];
  steps: TSolutionStep[];
  createdAt: string;
}

export type TSolutionAnswer = { matched: true; plan: TSolutionPlan } | { matched: false; message: string };

export interface TSolutionHistoryItem {
  id: string;
  description: string;
  template: string | null;
  planner: 'offline' | 'llm';
  steps: number;
  tools: number;
  createdAt: string;
}

export interface TSolutionHistory {
  items: TSolutionHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Example scenarios offered on the empty page (message keys `solutions.example.<n>`). */
export const SOLUTION_EXAMPLES = [1, 2, 3, 4] as const;
