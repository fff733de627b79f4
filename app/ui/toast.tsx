// Toasts (SPEC §8) with the toast library loaded on the first toast, not with every page: `toast()`,
// `toast.success()` and `toast.error()` take sonner's arguments, and <ToastHost> mounts its <Toaster> on demand.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];

let library: Promise<Sonner> | null = null;
const loadLibrary = () => (library ??= import('sonner'));

// The host appears on the first request and tells the callers once its Toaster listens.
let wanted = false;
const hosts = new Set<() => void>();
const subscribe = (listener: () => void) => {
  hosts.add(listener);
  return () => void hosts.delete(listener);
};
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));

function show(run: (sonner: Sonner) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of hosts) listener();
  }
  void Promise.all([loadLibrary(), listening])
    .then(([sonner]) => run(sonner))
    .catch((error: unknown) => console.error('[toast]', error));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)), {
  success: (message: Message, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
});

const Toaster = lazy(() => loadLibrary().then((sonner) => ({ default: sonner.Toaster })));

/** Runs after the Toaster's own effects (siblings commit in order), i.e. once it has subscribed. */
function Listening() {
  useEffect(() => markListening(), []);
  return null;
}

export function ToastHost(props: ToasterProps) {
  const visible = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <Listening />
    </Suspense>
  );
}
