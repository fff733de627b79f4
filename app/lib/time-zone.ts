// Calendar days in a time zone. Building an Intl.DateTimeFormat costs far more than formatting with one (made per
// call, one was 3% of an uncached product page's CPU), so each zone's formatter is made once per process.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDayIn(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  // en-CA formats as YYYY-MM-DD; the parts are read rather than trusting that layout.
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock (24 h) of an instant in a time zone, for offset arithmetic. */
export function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}
