// Ranking periods as calendar facts in the rankings' time zone (RANKINGS_TZ): ISO weeks (Monday to Sunday),
// months and quarters, their keys (2026-W47, 2026-10, 2026-Q3), their days, and when each becomes due for its
// snapshot (SPEC §9: weeks on the Wednesday after, months on the 8th; quarters on the 8th after the quarter).
// Pure functions, shared by the server (schedule, computation) and the pages (labels, URLs).

import { calendarDayIn, wallClockFormat } from '~/lib/time-zone';

export const PERIOD_KINDS = ['weekly', 'monthly', 'quarterly'] as const;
export type TPeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  kind: TPeriodKind;
  /** 2026-W47, 2026-10 or 2026-Q3 */
  key: string;
  /** First and last calendar day (YYYY-MM-DD, inclusive). */
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A civil date (no time zone) as a UTC midnight, for arithmetic on days. */
const civil = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return civil(y, m, d);
};
export const addDays = (day: string, days: number) => isoDay(new Date(parseDay(day).getTime() + days * DAY_MS));

/** The ISO week (year and number) of a day: the week's Thursday decides the year. */
function isoWeekOf(day: string): { year: number; week: number; monday: string } {
  const date = parseDay(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(date.getTime() - weekday * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - civil(year, 1, 1).getTime()) / (7 * DAY_MS)) + 1;
  return { year, week, monday: isoDay(monday) };
}

function mondayOfIsoWeek(year: number, week: number): string {
  const jan4 = civil(year, 1, 4);
  const weekday = (jan4.getUTCDay() + 6) % 7;
  return isoDay(new Date(jan4.getTime() - weekday * DAY_MS + (week - 1) * 7 * DAY_MS));
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The period of `kind` that contains a calendar day. */
export function periodOf(kind: TPeriodKind, day: string): Period {
  const [y, m] = day.split('-').map(Number) as [number, number];
  if (kind === 'weekly') {
    const { year, week, monday } = isoWeekOf(day);
    return { kind, key: `${year}-W${pad(week)}`, first: monday, last: addDays(monday, 6) };
  }
  if (kind === 'monthly') {
    return { kind, key: `${y}-${pad(m)}`, first: `${y}-${pad(m)}-01`, last: `${y}-${pad(m)}-${pad(daysInMonth(y, m))}` };
  }
  const q = Math.floor((m - 1) / 3) + 1;
  const lastMonth = q * 3;
  return {
    kind,
    key: `${y}-Q${q}`,
    first: `${y}-${pad(lastMonth - 2)}-01`,
    last: `${y}-${pad(lastMonth)}-${pad(daysInMonth(y, lastMonth))}`,
  };
}

const KEY_PATTERN: Record<TPeriodKind, RegExp> = {
  weekly: /^(\d{4})-W(\d{2})$/,
  monthly: /^(\d{4})-(\d{2})$/,
  quarterly: /^(\d{4})-Q([1-4])$/,
};

/** The period of a key (case-insensitive: 2026-w47 too), or undefined when it names none. */
export function parsePeriodKey(kind: TPeriodKind, raw: string): Period | undefined {
  const match = KEY_PATTERN[kind].exec(raw.toUpperCase());
  if (!match) return undefined;
  const year = Number(match[1]);
  const n = Number(match[2]);
  if (year < 2000 || year > 2100) return undefined;
  if (kind === 'weekly') {
    if (n < 1 || n > 53) return undefined;
    const period = periodOf('weekly', mondayOfIsoWeek(year, n));
    return period.key === `${year}-W${pad(n)}` ? period : undefined;
  }
  if (kind === 'monthly') return n >= 1 && n <= 12 ? periodOf('monthly', `${year}-${pad(n)}-01`) : undefined;
  return periodOf('quarterly', `${year}-${pad(n * 3)}-01`);
}

export const previousPeriod = (p: Period): Period => periodOf(p.kind, addDays(p.first, -1));
export const nextPeriod = (p: Period): Period => periodOf(p.kind, addDays(p.last, 1));

const monthsCache = new Map<string, string[]>();

/** The months (YYYY-MM) a period touches; a week may straddle two. */
export function monthsOf(p: Period): string[] {
  const key = `${p.kind}|${p.key}`;
  let months = monthsCache.get(key);
  if (!months) {
    const out = new Set<string>();
    for (let day = p.first; day <= p.last; day = addDays(day, 1)) out.add(day.slice(0, 7));
    monthsCache.set(key, (months = [...out]));
  }
  return months;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return calendarDayIn(instant, timeZone);
}

/** The instant a calendar day starts (00:00) in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const utcMidnight = parseDay(day).getTime();
  // The zone's offset at that moment, found by reading the wall clock back; a second pass settles DST changes.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(instant: Date, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instants a period covers in a time zone: [start, end). */
export function periodRange(p: Period, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDay(p.first, timeZone), end: startOfDay(addDays(p.last, 1), timeZone) };
}

/**
 * The calendar day a period's snapshot becomes due (at 00:00 in the zone): a week on the Wednesday after its
 * Sunday, a month on the 8th of the next month, a quarter on the 8th of the month after it (the day its last month
 * is ranked, so the quarter adds up the same figures).
 */
export function dueDay(p: Period): string {
  if (p.kind === 'weekly') return addDays(p.last, 3);
  return addDays(p.last, 8);
}

export const dueAt = (p: Period, timeZone: string): Date => startOfDay(dueDay(p), timeZone);

/** The latest period of `kind` due at `now`. */
export function latestDuePeriod(kind: TPeriodKind, now: Date, timeZone: string): Period {
  const today = dayIn(now, timeZone);
  let period = previousPeriod(periodOf(kind, today));
  while (dueDay(period) > today) period = previousPeriod(period);
  return period;
}

/** The `count` latest periods of `kind` due at `now`, newest first. */
export function duePeriods(kind: TPeriodKind, now: Date, timeZone: string, count: number): Period[] {
  const out = [latestDuePeriod(kind, now, timeZone)];
  while (out.length < count) out.push(previousPeriod(out[out.length - 1]!));
  return out;
}

/** How many periods of each kind the schedule keeps computed (and the seed leaves): pages and sparklines need them. */
export const KEPT_PERIODS: Record<TPeriodKind, number> = { weekly: 12, monthly: 12, quarterly: 4 };

/** Which week of its month a week is, counted by Thursdays (the ISO rule): 2026-W47 is the 3rd week of November. */
export function weekOfMonth(p: Period): { year: number; month: number; week: number } {
  const thursday = addDays(p.first, 3);
  const [year, month, day] = thursday.split('-').map(Number) as [number, number, number];
  return { year, month, week: Math.floor((day - 1) / 7) + 1 };
}
