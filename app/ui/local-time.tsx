// A date and time in the reader's own time zone. The server does not know it, so the first render (server
// and hydration) shows UTC and the browser switches to local time once mounted.
import { useSyncExternalStore } from 'react';
import { useLanguage } from '~/i18n/use-lang';

const subscribeNothing = () => () => {};

// One formatter per language and zone (building one costs far more than formatting with it).
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(hreflang: string, utc: boolean): Intl.DateTimeFormat {
  const key = `${hreflang}|${utc}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(hreflang, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export function LocalTime({ value }: { value: string }) {
  const { hreflang } = useLanguage();
  // false on the server and while hydrating, true afterwards.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const date = new Date(value);
  const text = Number.isNaN(date.getTime())
    ? value
    : formatFor(hreflang, !mounted).format(date);
  return <time dateTime={value}>{text}</time>;
}
