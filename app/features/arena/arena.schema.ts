// The arena's input schemas and the shapes its API and pages share (docs/decisions/021).
import { z } from 'zod';
import { ARENA_CHOICES, LEADERBOARD_VIEWS, PROMPT_MAX, type TArenaCategory, type TArenaChoice, type TArenaSide, type TLeaderboardView } from './arena.constants';

export * from './arena.constants';

export const ZBattleInput = z.object({
  prompt: z.string().trim().min(2, 'arena.error.promptShort').max(PROMPT_MAX, 'arena.error.promptLong'),
});
export type TBattleInput = z.input<typeof ZBattleInput>;

export const ZVoteInput = z.object({ choice: z.enum(ARENA_CHOICES) });

export const ZBattleId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);

export const ZLeaderboardQuery = z.object({ category: z.enum(LEADERBOARD_VIEWS).catch('overall').default('overall') });

/** A contestant once revealed: `platform:model`, the platform's display name and whether it is the offline engine. */
export interface TContestant {
  id: string;
  platform: string;
  label: string;
  model: string;
  offline: boolean;
}

export interface TBattle {
  id: string;
  prompt: string;
  category: TArenaCategory;
  offline: boolean;
  status: 'pending' | 'streaming' | 'answered' | 'failed';
  answers: { a: string | null; b: string | null };
  errors: { a: boolean; b: boolean };
  vote: TArenaChoice | null;
  /** Only after the vote. */
  contestants: { a: TContestant; b: TContestant } | null;
}

/** One streamed event of GET /api/arena/battles/:id/stream. */
export type TBattleEvent =
  | { type: 'delta'; side: TArenaSide; text: string }
  | { type: 'done'; side: TArenaSide; latencyMs: number }
  | { type: 'error'; side: TArenaSide; message: string }
  | { type: 'end'; status: TBattle['status'] };

export interface TLeaderboardRow {
  rank: number;
  contestant: TContestant;
  rating: number;
  ciLow: number;
  ciHigh: number;
  battles: number;
  wins: number;
  losses: number;
  ties: number;
}

export interface TLeaderboard {
  computedAt: string | null;
  /** Votes counted in this computation. */
  votes: number;
  views: Record<TLeaderboardView, { votes: number; rows: TLeaderboardRow[] }>;
  bootstrapRounds: number;
  seed: number;
}
