// Top loading bar (SPEC §9): shown only when a navigation takes longer than 200 ms, 3 px high,
// trickling over about 2000 ms, hidden 500 ms and reset 400 ms after the navigation ends.
import { ProgressProvider, useProgress } from '@bprogress/react';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, height: '3px', hideDelayMs: 500, resetDelayMs: 400 } as const;

function NavigationProgress() {
  const navigation = useNavigation();
  const { start, stop } = useProgress();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) start(0, LOADING_BAR.throttleMs);
    else stop(LOADING_BAR.hideDelayMs);
  }, [busy, start, stop]);
  return null;
}

export function LoadingBar({ nonce, children }: { nonce?: string; children: React.ReactNode }) {
  return (
    <ProgressProvider
      color="#3b55e6"
      height={LOADING_BAR.height}
      nonce={nonce}
      delay={LOADING_BAR.throttleMs}
      options={{ showSpinner: false, speed: LOADING_BAR.resetDelayMs, trickleSpeed: LOADING_BAR.durationMs / 10 }}
    >
      <NavigationProgress />
      {children}
    </ProgressProvider>
  );
}
