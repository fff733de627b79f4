// The products a visitor set aside to compare (the "compare" action on cards): kept for the browser tab
// (sessionStorage), shown as a bar at the bottom of the screen that leads to the comparison once two are chosen.
import { GitCompareArrows, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { comparePath, COMPARE_MAX, COMPARE_MIN } from '../catalogue.compare-path';

export interface TComparePick {
  slug: string;
  name: string;
}

const KEY = 'atlas:compare';
const NOTHING: TComparePick[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; picks: TComparePick[] } = { raw: null, picks: NOTHING };

function read(): TComparePick[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return NOTHING;
  }
  if (raw === cached.raw) return cached.picks;
  let picks = NOTHING;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) picks = parsed.filter((p): p is TComparePick => typeof p?.slug === 'string' && typeof p?.name === 'string').slice(0, COMPARE_MAX);
  } catch {
    /* a damaged entry is an empty tray */
  }
  cached = { raw, picks };
  return picks;
}

function write(picks: TComparePick[]) {
  try {
    if (picks.length) sessionStorage.setItem(KEY, JSON.stringify(picks));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage refused: the tray lives as long as nothing re-reads it */
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useComparePicks(): TComparePick[] {
  return useSyncExternalStore(subscribe, read, () => NOTHING);
}

export function toggleComparePick(pick: TComparePick) {
  const picks = read();
  if (picks.some((p) => p.slug === pick.slug)) write(picks.filter((p) => p.slug !== pick.slug));
  // A fifth pick replaces the oldest: the tray never holds more than a comparison shows.
  else write([...picks, pick].slice(-COMPARE_MAX));
}

/** The "compare" action of a product card (small) or of a product page (a button like its neighbours). */
export function CompareToggle({ pick, large = false }: { pick: TComparePick; large?: boolean }) {
  const t = useT();
  const picked = useComparePicks().some((p) => p.slug === pick.slug);
  return (
    <button
      type="button"
      onClick={() => toggleComparePick(pick)}
      aria-pressed={picked}
      aria-label={t('compare.toggle', { name: pick.name })}
      title={t('compare.toggle', { name: pick.name })}
      className={
        large
          ? `inline-flex items-center justify-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${picked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:border-brand-500 dark:border-slate-600'}`
          : `relative z-10 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${picked ? 'bg-brand-600 text-white' : 'text-slate-500 hover:bg-slate-100 hover:text-brand-600 dark:text-slate-400 dark:hover:bg-slate-800'}`
      }
      data-testid="compare-toggle"
    >
      <GitCompareArrows aria-hidden="true" className={large ? 'size-4' : 'size-3.5'} />
      <FormattedMessage id="compare.action" />
    </button>
  );
}

export function CompareTray() {
  const picks = useComparePicks();
  const href = useLocalizedHref();
  const t = useT();
  if (!picks.length) return null;
  const ready = picks.length >= COMPARE_MIN;
  return (
    <aside
      aria-label={t('compare.trayLabel')}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-xl backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
      data-testid="compare-tray"
    >
      <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5">
        {picks.map((p) => (
          <li key={p.slug} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm dark:bg-slate-800">
            <span className="max-w-[9rem] truncate">{p.name}</span>
            <button type="button" onClick={() => toggleComparePick(p)} aria-label={t('compare.remove', { name: p.name })} className="rounded-full p-0.5 hover:bg-slate-200 dark:hover:bg-slate-700">
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {ready ? (
        <Link to={href(comparePath(picks.map((p) => p.slug)))} className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700" data-testid="compare-go">
          <FormattedMessage id="compare.go" values={{ count: picks.length }} />
        </Link>
      ) : (
        <span className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="compare.pickMore" />
        </span>
      )}
      <button type="button" onClick={() => write([])} className="text-xs text-slate-500 hover:underline dark:text-slate-400">
        <FormattedMessage id="compare.clear" />
      </button>
    </aside>
  );
}
