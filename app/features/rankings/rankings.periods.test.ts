import { describe, expect, it } from 'vitest';
import {
  dayIn,
  dueAt,
  duePeriods,
  latestDuePeriod,
  monthsOf,
  parsePeriodKey,
  periodOf,
  periodRange,
  previousPeriod,
  weekOfMonth,
} from './rankings.periods';

const TZ = 'Asia/Shanghai';
/** An instant given as Shanghai wall time (UTC+8, no DST). */
const shanghai = (wall: string) => new Date(`${wall}+08:00`);

describe('periods', () => {
  it('names ISO weeks Monday to Sunday, months and quarters', () => {
    expect(periodOf('weekly', '2026-11-18')).toEqual({ kind: 'weekly', key: '2026-W47', first: '2026-11-16', last: '2026-11-22' });
    expect(periodOf('weekly', '2026-01-01').key).toBe('2026-W01'); // Thursday 1 January: week 1 of 2026
    expect(periodOf('weekly', '2027-01-01').key).toBe('2026-W53'); // Friday: still the last week of 2026
    expect(periodOf('monthly', '2026-02-14')).toMatchObject({ key: '2026-02', first: '2026-02-01', last: '2026-02-28' });
    expect(periodOf('quarterly', '2026-08-31')).toMatchObject({ key: '2026-Q3', first: '2026-07-01', last: '2026-09-30' });
    expect(monthsOf(periodOf('weekly', '2026-12-01'))).toEqual(['2026-11', '2026-12']);
  });

  it('parses keys in any case and refuses keys that name no period', () => {
    expect(parsePeriodKey('weekly', '2026-w47')?.key).toBe('2026-W47');
    expect(parsePeriodKey('weekly', '2025-W53')).toBeUndefined(); // 2025 has 52 ISO weeks
    expect(parsePeriodKey('monthly', '2026-13')).toBeUndefined();
    expect(parsePeriodKey('quarterly', '2026-q4')?.first).toBe('2026-10-01');
    expect(parsePeriodKey('monthly', '2026-W47')).toBeUndefined();
    expect(previousPeriod(parsePeriodKey('weekly', '2026-W01')!).key).toBe('2025-W52');
  });

  it('counts the week of the month by its Thursday', () => {
    expect(weekOfMonth(parsePeriodKey('weekly', '2026-W47')!)).toEqual({ year: 2026, month: 11, week: 3 });
    expect(weekOfMonth(parsePeriodKey('weekly', '2026-W48')!)).toEqual({ year: 2026, month: 11, week: 4 });
  });

  it('covers its days from 00:00 in the rankings time zone', () => {
    const { start, end } = periodRange(parsePeriodKey('weekly', '2026-W47')!, TZ);
    expect(start.toISOString()).toBe('2026-11-15T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    // A zone with daylight saving: 29 March 2026 is 23 hours long in Berlin.
    const march = periodRange(parsePeriodKey('monthly', '2026-03')!, 'Europe/Berlin');
    expect(march.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('schedule', () => {
  it('makes a week due on the Wednesday after it, at 00:00', () => {
    const w47 = parsePeriodKey('weekly', '2026-W47')!;
    expect(dueAt(w47, TZ)).toEqual(shanghai('2026-11-25T00:00:00'));
    expect(latestDuePeriod('weekly', shanghai('2026-11-24T23:59:59'), TZ).key).toBe('2026-W46');
    expect(latestDuePeriod('weekly', shanghai('2026-11-25T00:00:00'), TZ).key).toBe('2026-W47');
    expect(latestDuePeriod('weekly', shanghai('2026-11-29T12:00:00'), TZ).key).toBe('2026-W47');
  });

  it('makes a month due on the 8th of the next month', () => {
    expect(dueAt(parsePeriodKey('monthly', '2026-10')!, TZ)).toEqual(shanghai('2026-11-08T00:00:00'));
    expect(latestDuePeriod('monthly', shanghai('2026-11-07T23:59:59'), TZ).key).toBe('2026-09');
    expect(latestDuePeriod('monthly', shanghai('2026-11-08T00:00:00'), TZ).key).toBe('2026-10');
    expect(latestDuePeriod('monthly', shanghai('2027-01-08T08:00:00'), TZ).key).toBe('2026-12');
  });

  it('makes a quarter due on the 8th after its end', () => {
    expect(dueAt(parsePeriodKey('quarterly', '2026-Q3')!, TZ)).toEqual(shanghai('2026-10-08T00:00:00'));
    expect(latestDuePeriod('quarterly', shanghai('2026-10-07T23:59:59'), TZ).key).toBe('2026-Q2');
    expect(latestDuePeriod('quarterly', shanghai('2026-10-08T00:00:00'), TZ).key).toBe('2026-Q3');
    expect(latestDuePeriod('quarterly', shanghai('2027-01-08T00:00:00'), TZ).key).toBe('2026-Q4');
  });

  it('decides by the wall clock of RANKINGS_TZ, not UTC: Tuesday 16:00 UTC is Wednesday 00:00 in Shanghai', () => {
    const edge = new Date('2026-11-24T16:00:00Z');
    expect(dayIn(edge, TZ)).toBe('2026-11-25');
    expect(latestDuePeriod('weekly', edge, TZ).key).toBe('2026-W47');
    expect(latestDuePeriod('weekly', new Date('2026-11-24T15:59:59Z'), TZ).key).toBe('2026-W46');
    // The same instant in UTC is still Tuesday: the week is not due there yet.
    expect(latestDuePeriod('weekly', edge, 'UTC').key).toBe('2026-W46');
  });

  it('lists the kept periods newest first, so a missed Wednesday is still due days later', () => {
    const keys = duePeriods('weekly', shanghai('2026-11-27T09:00:00'), TZ, 12).map((p) => p.key);
    expect(keys[0]).toBe('2026-W47');
    expect(keys).toHaveLength(12);
    expect(keys[11]).toBe('2026-W36');
    expect(duePeriods('quarterly', shanghai('2026-11-25T00:00:00'), TZ, 4).map((p) => p.key)).toEqual(['2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
  });
});
