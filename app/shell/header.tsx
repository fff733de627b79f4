import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { UserMenu } from './auth/user-menu';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { DesktopNav, MobileNav, preloadMenuPanels } from './nav-menu';
import { DesktopSearch, MobileSearch } from './search-box';

export function SiteHeader({ menu, transparent }: { menu: TNavMenuItem[]; transparent?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on; any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  useEffect(() => {
    if (!mobileOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [mobileOpen]);

  return (
    <header
      className={clsx(
        'sticky top-0 z-30 border-b backdrop-blur',
        transparent
          ? 'border-transparent bg-white/70 dark:bg-slate-950/60'
          : 'border-slate-200/80 bg-white/85 dark:border-slate-800 dark:bg-slate-950/85',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <DesktopNav items={menu} />
        <div className="ml-auto flex items-center gap-1">
          <DesktopSearch />
          <MobileSearch />
          <LanguageSelector />
          <ColorModeToggle />
          <UserMenu />
          <button
            type="button"
            aria-label={t(mobileOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={mobileOpen}
            data-testid="mobile-menu-button"
            onPointerDown={preloadMenuPanels}
            onFocus={preloadMenuPanels}
            onClick={() => setMobileOpen(!mobileOpen)}
            className="flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {mobileOpen
        ? createPortal(
            <div
              data-testid="mobile-menu"
              className="fixed inset-x-0 bottom-0 top-16 z-30 overflow-y-auto border-t border-slate-200 bg-white px-5 pb-10 lg:hidden dark:border-slate-800 dark:bg-slate-950"
            >
              <MobileNav items={menu} onNavigate={() => setMobileOpen(false)} />
            </div>,
            // Portalled: the header's backdrop blur would clip a fixed panel to the header box.
            document.body,
          )
        : null}
    </header>
  );
}

export function useHomeHref() {
  return useLocalizedHref()('/');
}
