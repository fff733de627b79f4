// Language selector (SPEC §2.3): a 160 px dropdown on desktop that toggles and closes on an outside click.
import clsx from 'clsx';
import { Check, Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localizePath, type LangCode } from '~/i18n/locales';
import { useConfig, useLang, useRestPath } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

export function rememberLanguage(code: LangCode) {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function LanguageSelector() {
  const t = useT();
  const lang = useLang();
  const rest = useRestPath();
  const { search } = useLocation();
  const defaultLang = useConfig()?.defaultLang ?? 'zh';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = LANGUAGES.find((l) => l.code === lang)!;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid="language-selector">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Globe aria-hidden="true" className="size-4" />
        {/* Named by its action and the language it shows, so the name holds the visible text (WCAG 2.5.3). */}
        <span className="sr-only">{t('lang.label')}</span>
        <span className="hidden sm:inline">{current.showName}</span>
      </button>
      {open ? (
        <ul
          role="menu"
          data-testid="language-menu"
          className="absolute right-0 top-full z-50 mt-2 w-40 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {LANGUAGES.map((language) => (
            <li key={language.code} role="none">
              <Link
                role="menuitem"
                lang={language.hreflang}
                hrefLang={language.hreflang}
                to={localizePath(rest, language.code, defaultLang) + search}
                onClick={() => {
                  rememberLanguage(language.code);
                  setOpen(false);
                }}
                className={clsx(
                  'flex items-center justify-between px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800',
                  language.code === lang && 'font-semibold text-brand-600 dark:text-brand-100',
                )}
              >
                {language.showName}
                {language.code === lang ? <Check aria-hidden="true" className="size-4" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
