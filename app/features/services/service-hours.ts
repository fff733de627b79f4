// Customer-service hours (SPEC §9: working days 8:30–18:00), read on the wall clock of the site's time zone
// (RANKINGS_TZ). The server decides and passes the answer down, so the page renders the same on the server and in
// the browser; a cached page carries the answer of its render (at most PAGE_CACHE_TTL_S old at a boundary).

export const SERVICE_OPENS_AT = 8 * 60 + 30;
export const SERVICE_CLOSES_AT = 18 * 60;
/** Monday to Friday (ISO day numbers). Public holidays and swapped working days are not known here. */
const WORKING_DAYS = new Set([1, 2, 3, 4, 5]);
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface TServiceHours {
  /** Whether someone answers now; outside the hours the page says "we reply on the next working day". */
  open: boolean;
  /** The zone's offset as people read it, e.g. `GMT+8`. */
  zone: string;
}

const formats = new Map<string, { wall: Intl.DateTimeFormat; offset: Intl.DateTimeFormat }>();
function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      wall: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      offset: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** Whether `now` falls in the service hours of `timeZone` (opening minute included, closing minute not). */
export function serviceHoursAt(now: Date, timeZone: string): TServiceHours {
  const { wall, offset } = formatsOf(timeZone);
  const parts = Object.fromEntries(wall.formatToParts(now).map((p) => [p.type, p.value]));
  const day = WEEKDAYS[parts.weekday ?? ''] ?? 0;
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const open = WORKING_DAYS.has(day) && minute >= SERVICE_OPENS_AT && minute < SERVICE_CLOSES_AT;
  const zone = offset.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return { open, zone };
}
