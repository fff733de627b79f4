// The arena's constants: no zod here, so the arena pages do not ship the validation library (the server checks
// every input with arena.schema.ts, which re-exports these).

export const ARENA_TOPIC = 'arena';
export const ARENA_CATEGORIES = ['coding', 'writing', 'maths', 'chinese', 'other'] as const;
export type TArenaCategory = (typeof ARENA_CATEGORIES)[number];
export const LEADERBOARD_VIEWS = ['overall', ...ARENA_CATEGORIES] as const;
export type TLeaderboardView = (typeof LEADERBOARD_VIEWS)[number];
export const ARENA_CHOICES = ['a', 'b', 'tie', 'both_bad'] as const;
export type TArenaChoice = (typeof ARENA_CHOICES)[number];
export const ARENA_SIDES = ['a', 'b'] as const;
export type TArenaSide = (typeof ARENA_SIDES)[number];

export const PROMPT_MAX = 2000;

/** Below this many battles a rating is marked preliminary: its bootstrap interval means little yet (one vote
 *  resampled is always the same vote, an interval of zero width). */
export const PRELIMINARY_BATTLES = 20;
