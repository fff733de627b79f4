// Back-to-top (SPEC §2.3, §9, SPEC-NOTES): appears after 200 px of scroll (checked at most every 300 ms);
// desktop look 40 px from right and bottom, phone look (< 768 px) 20 px; bottom 64 px on paths with /geo.
import clsx from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t';

export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const BACK_TO_TOP_THROTTLE_MS = 300;

export function BackToTop() {
  const t = useT();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const onGeo = pathname.includes('/geo');

  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      const wait = BACK_TO_TOP_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else {
        clearTimeout(trailing);
        trailing = setTimeout(check, wait);
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={t('backToTop.label')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed z-40 flex items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-lg transition hover:-translate-y-0.5 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
        'right-5 size-10 md:right-10 md:size-12',
        onGeo ? 'bottom-16' : 'bottom-5 md:bottom-10',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
