// Expandable search (SPEC §2.3, §9): Enter or the button submits, Escape blurs, a clear button, and the focus
// state closes 150 ms after blur. On phones a full-screen overlay that locks body scroll.
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

export const SEARCH_BLUR_CLOSE_MS = 150;

export function useSubmitSearch() {
  const navigate = useNavigate();
  const href = useLocalizedHref();
  return (query: string) => {
    const q = query.trim();
    navigate(q ? href(`/discover/${encodeURIComponent(q)}`) : href('/discover'));
  };
}

function SearchField({
  autoFocus,
  onSubmitted,
  onEscape,
  expandable,
}: {
  autoFocus?: boolean;
  onSubmitted?: () => void;
  onEscape?: () => void;
  expandable?: boolean;
}) {
  const t = useT();
  const submit = useSubmitSearch();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  return (
    <form
      role="search"
      aria-label={t('search.region.header')}
      data-focused={focused ? 'true' : 'false'}
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
        input.current?.blur();
        onSubmitted?.();
      }}
      className={clsx(
        'relative flex items-center rounded-full border bg-slate-50 transition-all duration-200 dark:bg-slate-900',
        focused ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-slate-200 dark:border-slate-700',
        expandable && (focused ? 'w-72' : 'w-48'),
        !expandable && 'w-full',
      )}
    >
      <input
        ref={input}
        type="search"
        name="q"
        value={value}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setFocused(false), SEARCH_BLUR_CLOSE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            input.current?.blur();
            onEscape?.();
          }
        }}
        className="h-9 min-w-0 flex-1 appearance-none bg-transparent pl-4 text-sm outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
          className="flex size-7 items-center justify-center rounded-full text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="mr-1 flex size-7 items-center justify-center rounded-full text-slate-500 hover:bg-brand-600 hover:text-white"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}

export function DesktopSearch() {
  return (
    <div className="hidden md:block" data-testid="desktop-search">
      <SearchField expandable />
    </div>
  );
}

export function MobileSearch() {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label={t('search.open')}
        onClick={() => setOpen(true)}
        className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open
        ? createPortal(
            <div
              role="dialog"
              aria-modal="true"
              aria-label={t('search.label')}
              data-testid="mobile-search-overlay"
              className="fixed inset-0 z-50 flex flex-col bg-white/95 p-4 backdrop-blur dark:bg-slate-950/95"
            >
              <div className="flex items-center gap-2">
                <div className="flex-1">
                  <SearchField autoFocus onSubmitted={() => setOpen(false)} onEscape={() => setOpen(false)} />
                </div>
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  className="px-2 py-2 text-sm font-medium text-slate-600 dark:text-slate-300"
                >
                  {t('common.cancel')}
                </button>
              </div>
            </div>,
            // Outside the header: its backdrop blur would otherwise clip a fixed overlay to the header box.
            document.body,
          )
        : null}
    </div>
  );
}
