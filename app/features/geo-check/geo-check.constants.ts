// The GEO check's constants and shapes: no zod here, so the page does not ship the validation library unless it
// validates in the browser (the server checks every input with geo-check.schema.ts, which re-exports these).

export const GEO_QUESTION_MAX = 500;
export const GEO_KEYWORDS_MAX = 10;
export const GEO_KEYWORD_MAX_LENGTH = 30;
/** Letters of any script, digits, spaces and the marks brand names use (`C&A`, `Node.js`, `Coca-Cola`, `L'Oréal`). */
export const GEO_KEYWORD_PATTERN = /^[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M} ._&+·'’-]*$/u;
export const GEO_DETECTION_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type TGeoDetectionStatus = (typeof GEO_DETECTION_STATUSES)[number];
export const GEO_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TGeoExportFormat = (typeof GEO_EXPORT_FORMATS)[number];
export const GEO_HISTORY_PAGE_SIZE = 20;
/** How often the page asks for the detections' state while one is unfinished. */
export const GEO_POLL_MS = 1000;

/** How a task is shown (SPEC §3 "Task display mode"). */
export type TTaskDisplay = 'view' | 'progress' | 'queue' | 'error';
export function taskDisplayMode(status: string, tasksAhead?: number | null): TTaskDisplay {
  switch (status) {
    case 'completed':
      return 'view';
    case 'processing':
      return 'progress';
    case 'pending':
      return tasksAhead !== undefined && tasksAhead !== null ? 'queue' : 'progress';
    case 'failed':
      return 'error';
    default:
      return 'queue';
  }
}

export type TSentiment = 'positive' | 'neutral' | 'negative';

/** The brand analysis of one answer (geo-check.analysis.ts). */
export interface TBrandAnalysis {
  /** Any keyword appears. */
  mentioned: boolean;
  /** Occurrences of all keywords together. */
  exposureCount: number;
  /** Each keyword's occurrences and first character offset (null when absent). */
  keywords: { keyword: string; count: number; firstIndex: number | null }[];
  /** Where the first mention falls: its offset, the share of the answer before it (0–100), and the third. */
  position: { index: number; percent: number; part: 'top' | 'middle' | 'bottom' } | null;
  /** 1-based place of the first list item naming the brand, and the items of that list. */
  listPosition: { rank: number; of: number } | null;
  /** Named in a list of options or in a sentence that recommends it, and not in a negative one. */
  recommended: boolean;
  /** Web addresses the answer cites, in order, without repeats. */
  citedUrls: string[];
  /** Of the sentences naming the brand; null when it is not named. */
  sentiment: TSentiment | null;
}

export interface TGeoPlatform {
  id: string;
  label: string;
  model: string;
  available: boolean;
  offline: boolean;
}

export interface TGeoDetection {
  id: string;
  platform: string;
  label: string;
  model: string | null;
  offline: boolean;
  status: TGeoDetectionStatus;
  progress: number;
  /** Detections queued before this one and not started yet; set while pending. */
  tasksAhead: number | null;
  /** The answer rendered from Markdown, sanitised (no raw HTML, safe links only). */
  answerHtml: string | null;
  analysis: TBrandAnalysis | null;
  /** Localised reason of a failure. */
  error: string | null;
  latencyMs: number | null;
  finishedAt: string | null;
}

export interface TGeoCheck {
  id: string;
  question: string;
  keywords: string[];
  createdAt: string;
  detections: TGeoDetection[];
  /** Every detection completed or failed: export is allowed. */
  finished: boolean;
}

export interface TGeoHistoryItem {
  id: string;
  question: string;
  keywords: string[];
  createdAt: string;
  platforms: string[];
  completed: number;
  failed: number;
  total: number;
  mentioned: number;
}

export type TKeywordLevel = 'high' | 'medium' | 'low';
export interface TRecommendedKeyword {
  keyword: string;
  /** Searches on this site in the window, plus catalogue interest (docs/decisions/024). */
  heat: number;
  difficulty: TKeywordLevel;
}
