// The slider check before an SMS code (docs/decisions/009): drag the piece into the gap. The gap's position
// stays on the server; the browser sends where the piece was released, how long it took and its trail.
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { Dialog } from '~/ui/dialog';
import { SLIDER_PIECE, SLIDER_WIDTH, type TSliderChallenge, type TSliderPass } from '../accounts.schema';

const MAX_X = SLIDER_WIDTH - SLIDER_PIECE;
const MAX_MISSES = 3;
const TRAIL_LIMIT = 400;

export function SliderCheck({ open, onClose, onPass }: { open: boolean; onClose: () => void; onPass: (pass: string) => void }) {
  const t = useT();
  const api = useApi();
  const [challenge, setChallenge] = useState<TSliderChallenge | null>(null);
  const [x, setX] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const misses = useRef(0);
  const drag = useRef<{ startX: number; startedAt: number; trail: number[] } | null>(null);

  const load = useCallback(() => {
    misses.current = 0;
    setX(0);
    unwrap(api.get<TSliderChallenge>('/api/account/getCoordinateCode'))
      .then(setChallenge)
      .catch((failure: Error) => setError(failure.message));
  }, [api]);

  useEffect(() => {
    if (!open) return;
    // The challenge arrives from the server; state is set when it answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    load();
  }, [open, load]);

  const release = async (finalX: number) => {
    const started = drag.current;
    drag.current = null;
    if (!started || !challenge) return;
    setBusy(true);
    try {
      const { pass } = await unwrap(
        api.post<TSliderPass>('/api/account/slider/verify', {
          id: challenge.id,
          x: Math.round(finalX),
          durationMs: Math.round(performance.now() - started.startedAt),
          trail: started.trail,
        }),
      );
      setError(null);
      onPass(pass);
    } catch (failure) {
      setError((failure as Error).message);
      setX(0);
      misses.current += 1;
      if (misses.current >= MAX_MISSES) load();
    } finally {
      setBusy(false);
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (busy || !challenge) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - x, startedAt: performance.now(), trail: [x] };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const next = Math.min(MAX_X, Math.max(0, event.clientX - drag.current.startX));
    if (drag.current.trail.length < TRAIL_LIMIT) drag.current.trail.push(Math.round(next));
    setX(next);
  };
  const onPointerUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    const finalX = Math.min(MAX_X, Math.max(0, event.clientX - drag.current.startX));
    void release(finalX);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="passport.slider.title" />}
      testId="slider-check"
      className="w-[min(348px,calc(100vw-1rem))]"
    >
      <div data-challenge-id={challenge?.id ?? ''} className="space-y-3">
        <div className="relative overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800" style={{ width: SLIDER_WIDTH, height: challenge?.height ?? 160, maxWidth: '100%' }}>
          {challenge ? (
            <>
              <img src={challenge.background} alt={t('passport.slider.picture')} width={challenge.width} height={challenge.height} draggable={false} />
              <img
                src={challenge.piece}
                alt=""
                width={SLIDER_PIECE}
                height={SLIDER_PIECE}
                draggable={false}
                className="pointer-events-none absolute drop-shadow-md"
                style={{ left: x, top: challenge.y }}
              />
            </>
          ) : null}
          <button
            type="button"
            onClick={load}
            aria-label={t('passport.slider.refresh')}
            className="absolute right-1.5 top-1.5 rounded-full bg-black/40 p-1.5 text-white hover:bg-black/60"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="relative h-11 rounded-full bg-slate-100 dark:bg-slate-800" style={{ width: SLIDER_WIDTH, maxWidth: '100%' }}>
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id="passport.slider.hint" />
          </span>
          <button
            type="button"
            data-testid="slider-handle"
            aria-label={t('passport.slider.handle')}
            disabled={busy || !challenge}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            className="absolute top-0 flex h-11 w-12 touch-none items-center justify-center rounded-full bg-brand-600 text-lg text-white shadow-md disabled:opacity-60"
            style={{ left: x }}
          >
            <ArrowRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="slider-error">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
