// Top loading bar (SPEC §9): shown only when a navigation takes longer than 200 ms, 3 px high,
// trickling over about 2000 ms, hidden 500 ms and reset 400 ms after the navigation ends.
// The progress library loads with the first client navigation, so a page that is only read never fetches it.
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, height: '3px', hideDelayMs: 500, resetDelayMs: 400 } as const;

const NavigationProgress = lazy(() => import('./navigation-progress'));

export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [used, setUsed] = useState(false);
  if (busy && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgress />
    </Suspense>
  );
}
