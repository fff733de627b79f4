// The brand tracker's constants and shapes (docs/decisions/027): no zod here, so the pages do not ship the
// validation library (the server checks every input with trackers.schema.ts, which re-exports these).

export const TRACKER_BRAND_MAX = 60;
export const TRACKER_DESCRIPTION_MIN = 20;
export const TRACKER_DESCRIPTION_MAX = 1000;
export const TRACKER_PRODUCTS_MIN = 2;
export const TRACKER_PRODUCTS_MAX = 10;
export const TRACKER_COMPETITORS_MAX = 5;
export const TRACKER_TOPICS_MAX = 10;
export const TRACKER_TAG_MAX_LENGTH = 40;
export const TRACKER_URL_MAX = 500;
/** Letters of any script, digits, spaces and the marks names use (`C&A`, `Node.js`, `L'Oréal`, `AI/ML`). */
export const TRACKER_TAG_PATTERN = /^[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M} ._&+·'’/-]*$/u;
/**
 * SPEC §5 URL pattern: http, https, ftp or ftps, a host with at least one dot, an optional port, path or query
 * (the same rule as the promote form's).
 */
export const TRACKER_URL_PATTERN = /^(?:https?|ftps?):\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/u;
export const TRACKER_PHONE_MAX = 32;
export const TRACKER_CODE_LENGTH = 6;
/** How often the report page asks for the run's state while it is generating. */
export const TRACKER_POLL_MS = 1500;

/** What a query asks for (docs/decisions/027 "Queries"). */
export const TRACKER_INTENTS = ['informational', 'comparison', 'recommendation', 'transactional'] as const;
export type TTrackerIntent = (typeof TRACKER_INTENTS)[number];

export type TTrackerRunStatus = 'generating' | 'completed';
export type TNotifyState = 'unsubmitted' | 'submitted' | 'enabled';

export interface TTrackerQuery {
  text: string;
  intent: TTrackerIntent;
}

/** One name's figures over a set of answers (the brand's, or a competitor's). */
export interface TVisibility {
  /** Answers read. */
  answers: number;
  /** Answers naming it. */
  mentioned: number;
  /** mentioned / answers, 0–100. */
  visibility: number;
  /** Occurrences in all answers. */
  exposure: number;
  /** Answers recommending it. */
  recommended: number;
  /** Mean place of its first list item, where it is in a list. */
  avgListRank: number | null;
  /** The composite score, 0–100 (trackers.scoring.ts). */
  score: number;
  sentiment: { positive: number; neutral: number; negative: number };
}

export interface TPlatformScore extends TVisibility {
  platform: string;
  label: string;
  offline: boolean;
  failed: number;
}

export interface TTrackerReport {
  overall: TVisibility;
  platforms: TPlatformScore[];
  /** The brand first, then each competitor, over all answers. */
  comparison: (TVisibility & { name: string; own: boolean })[];
  /** Per query: how many platforms named the brand. */
  queries: { index: number; mentioned: number; answers: number }[];
}

export type TTrackerStep = 'queries' | 'asking' | 'analysing' | 'report';

export interface TTrackerRun {
  id: string;
  seq: number;
  status: TTrackerRunStatus;
  queries: TTrackerQuery[];
  createdAt: string;
  finishedAt: string | null;
  /** Answers in (completed or failed) of all asked. */
  done: number;
  total: number;
  /** The step running now (all done when completed). */
  step: TTrackerStep;
  report: TTrackerReport | null;
}

export interface TTrackerAnswer {
  queryIndex: number;
  platform: string;
  label: string;
  status: string;
  mentioned: boolean | null;
  exposure: number | null;
  recommended: boolean | null;
  sentiment: string | null;
}

export interface TTrendPoint {
  seq: number;
  at: string;
  /** Score per platform id. */
  scores: Record<string, number>;
  overall: number;
}

export interface TTracker {
  id: string;
  brand: string;
  description: string;
  products: string[];
  websiteUrl: string | null;
  competitors: string[];
  topics: string[];
  platforms: { id: string; label: string; offline: boolean }[];
  createdAt: string;
  nextRunAt: string;
  notifyState: TNotifyState;
  /** The phone masked (138****8000), when one was given. */
  notifyPhone: string | null;
  /** True when the report window is an hour or more: the page says "estimated 1–3 hours". */
  slowReports: boolean;
  run: TTrackerRun | null;
  answers: TTrackerAnswer[];
  trend: TTrendPoint[];
}

export interface TTrackerListItem {
  id: string;
  brand: string;
  products: string[];
  platforms: string[];
  createdAt: string;
  status: TTrackerRunStatus | null;
  overall: number | null;
  visibility: number | null;
}

export interface TSitePrefill {
  url: string;
  brand: string;
  description: string;
  keywords: string[];
}
