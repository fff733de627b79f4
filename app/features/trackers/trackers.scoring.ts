// The tracker's figures (docs/decisions/027 "Scores"): for a set of analysed answers, how visible a name is —
// visibility (share of answers naming it), exposure (occurrences), recommendations, list place, tone — and one
// score of 0–100 from them. Pure, so the unit tests pin the formula.
import type { TBrandAnalysis } from '~/features/geo-check/geo-check.constants';
import type { TVisibility } from './trackers.constants';

/** Weights of the score: naming counts most, then being recommended, then where and how it is named. */
export const SCORE_WEIGHTS = { mention: 0.5, recommended: 0.2, position: 0.15, sentiment: 0.15 } as const;

/** How prominent one mention is: 1/rank in a list of options, else by the third of the answer it falls in. */
export function placeValue(analysis: TBrandAnalysis): number {
  if (!analysis.mentioned) return 0;
  if (analysis.listPosition) return 1 / analysis.listPosition.rank;
  const part = analysis.position?.part;
  return part === 'top' ? 1 : part === 'middle' ? 0.6 : 0.3;
}

const TONE = { positive: 1, neutral: 0.5, negative: 0 } as const;

export function visibilityOf(analyses: readonly (TBrandAnalysis | undefined)[]): TVisibility {
  const read = analyses.filter((a): a is TBrandAnalysis => a !== undefined);
  const answers = read.length;
  const named = read.filter((a) => a.mentioned);
  const ranks = named.flatMap((a) => (a.listPosition ? [a.listPosition.rank] : []));
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  for (const a of named) if (a.sentiment) sentiment[a.sentiment]++;
  const recommended = named.filter((a) => a.recommended).length;
  const share = (n: number) => (answers ? n / answers : 0);
  const place = share(named.reduce((sum, a) => sum + placeValue(a), 0));
  const tone = share(named.reduce((sum, a) => sum + (a.sentiment ? TONE[a.sentiment] : 0.5), 0));
  const score =
    100 *
    (SCORE_WEIGHTS.mention * share(named.length) +
      SCORE_WEIGHTS.recommended * share(recommended) +
      SCORE_WEIGHTS.position * place +
      SCORE_WEIGHTS.sentiment * tone);
  return {
    answers,
    mentioned: named.length,
    visibility: Math.round(share(named.length) * 1000) / 10,
    exposure: named.reduce((sum, a) => sum + a.exposureCount, 0),
    recommended,
    avgListRank: ranks.length ? Math.round((ranks.reduce((s, r) => s + r, 0) / ranks.length) * 10) / 10 : null,
    score: Math.round(score),
    sentiment,
  };
}
