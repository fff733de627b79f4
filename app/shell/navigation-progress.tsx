// The bar itself, loaded with the first client navigation (see loading-bar.tsx).
import { ProgressProvider, useProgress } from '@bprogress/react';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from './loading-bar';

function FollowNavigation() {
  const busy = useNavigation().state !== 'idle';
  const { start, stop } = useProgress();
  useEffect(() => {
    if (busy) start(0, LOADING_BAR.throttleMs);
    else stop(LOADING_BAR.hideDelayMs);
  }, [busy, start, stop]);
  return null;
}

// Its style element needs no nonce: the policy allows inline styles (server/app.ts).
export default function NavigationProgress() {
  return (
    <ProgressProvider
      color="#3b55e6"
      height={LOADING_BAR.height}
      delay={LOADING_BAR.throttleMs}
      options={{ showSpinner: false, speed: LOADING_BAR.resetDelayMs, trickleSpeed: LOADING_BAR.durationMs / 10 }}
    >
      <FollowNavigation />
    </ProgressProvider>
  );
}
