// Versioning (SPEC §4, §7): polls builds/latest.json and offers a reload when a new build is live;
// a stale-chunk load error reloads the page, at most once per 10 s.
import { useEffect } from 'react';
import { toast } from '~/ui/toast';
import { useT } from '~/i18n/use-t';

export const VERSION_POLL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'atlas:chunk-reload-at';

export function currentBuildId(): string | undefined {
  return (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/** Reloads unless a reload for the same reason happened within the guard window. */
export function guardedReload(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    /* storage unavailable: still guard within this page */
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    /* ignore */
  }
  window.location.reload();
  return true;
}

const STALE_CHUNK = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function VersionWatch() {
  const t = useT();
  useEffect(() => {
    const mine = currentBuildId();
    let announced = false;
    async function check() {
      if (announced || document.visibilityState === 'hidden' || !mine) return;
      try {
        const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!res.ok) return;
        const latest = (await res.json()) as { id?: string };
        if (latest.id && latest.id !== mine) {
          announced = true;
          toast(t('version.newAvailable'), {
            duration: Infinity,
            action: { label: t('version.reload'), onClick: () => window.location.reload() },
          });
        }
      } catch {
        /* offline: try again later */
      }
    }
    const timer = setInterval(check, VERSION_POLL_MS);
    document.addEventListener('visibilitychange', check);

    const onPreloadError = (event: Event) => {
      event.preventDefault();
      guardedReload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const message = String((event.reason as Error)?.message ?? event.reason ?? '');
      if (STALE_CHUNK.test(message)) guardedReload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [t]);
  return null;
}
