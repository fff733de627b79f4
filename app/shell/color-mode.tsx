// Colour mode (SPEC §2.3, §3): preference system | light | dark in local storage; system follows the OS live;
// a route may force a mode through its `handle.colorMode` until the next navigation.
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

export type ColorPreference = 'system' | 'light' | 'dark';
export type ColorValue = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

export interface ColorModeState {
  preference: ColorPreference;
  value: ColorValue;
  /** True while the value is not known yet (server render, before hydration). */
  unknown: boolean;
  forced: boolean;
  setPreference(preference: ColorPreference): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

export interface RouteHandle {
  colorMode?: ColorPreference;
  layout?: 'default' | 'home' | 'geofooter' | 'none';
}

/** A route's forced mode; forcing 'system' is refused with a console warning (SPEC §2.3). */
export function useForcedColorMode(): ColorValue | undefined {
  const matches = useMatches();
  const forced = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.colorMode).find(Boolean);
  if (forced === 'system') {
    if (typeof window !== 'undefined') console.warn('[color-mode] a route cannot force "system"; ignoring it');
    return undefined;
  }
  return forced;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const PREFERENCE_EVENT = 'atlas:color-preference';

function readPreference(): ColorPreference {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Preference changes come from this tab (custom event) or another tab (storage event).
function subscribePreference(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === COLOR_MODE_STORAGE_KEY && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(PREFERENCE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PREFERENCE_EVENT, onChange);
  };
}

const noopSubscribe = () => () => {};

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const forced = useForcedColorMode();
  const system = useSyncExternalStore<ColorValue>(
    subscribeSystem,
    () => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );
  const preference = useSyncExternalStore<ColorPreference>(subscribePreference, readPreference, () => 'system');
  // True during the server render and hydration, false once the browser's values are read.
  const unknown = useSyncExternalStore(noopSubscribe, () => false, () => true);

  const value: ColorValue = forced ?? (preference === 'system' ? system : preference);

  useEffect(() => {
    if (unknown) return;
    const root = document.documentElement;
    root.classList.toggle('dark', value === 'dark');
    root.classList.toggle('light', value !== 'dark');
  }, [value, unknown]);

  const setPreference = useCallback((next: ColorPreference) => {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      /* private mode: nothing to keep */
    }
    window.dispatchEvent(new Event(PREFERENCE_EVENT));
  }, []);

  const state = useMemo(
    () => ({ preference, value, unknown, forced: Boolean(forced), setPreference }),
    [preference, value, unknown, forced, setPreference],
  );
  return <ColorModeContext.Provider value={state}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode outside ColorModeProvider');
  return state;
}

/**
 * Runs in <head> before the first paint: applies the stored colour mode (no flash of the wrong theme) and, on
 * the root path only, replaces the page with the language remembered in the locale cookie (SPEC §2.3).
 */
export function headScript(options: { isCN: boolean; defaultLang: string; localeCookie: string; langs: readonly string[] }) {
  const cfg = JSON.stringify({ ...options, key: COLOR_MODE_STORAGE_KEY });
  return `(function(c){var d=document.documentElement;
if(!c.isCN&&location.pathname==='/'){var m=document.cookie.match(new RegExp('(?:^|; )'+c.localeCookie+'=([^;]*)'));
if(m&&m[1]!==c.defaultLang&&c.langs.indexOf(m[1])>=0){location.replace('/'+m[1]+location.search+location.hash);}}
var f=d.getAttribute('data-forced-color-mode');var p;try{p=localStorage.getItem(c.key)}catch(e){}
if(p!=='light'&&p!=='dark')p='system';
var v=f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p);
d.classList.toggle('dark',v==='dark');d.classList.toggle('light',v!=='dark');})(${cfg});`;
}
