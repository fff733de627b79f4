// Top navigation (SPEC §2.3): desktop dropdowns open on hover and close on leave; category headings for
// menuType 1; disabled items when `disabled` or status 2; links localised (SPEC §4 navigation data).
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import { useConfig, useLang } from '~/i18n/use-lang';
import { localizeMenuUrl } from '~/lib/menu-url';
import { useT } from '~/i18n/use-t';

export const isMenuItemDisabled = (item: TNavMenuItem) => item.disabled === true || item.status === 2;

export function useMenuHref() {
  const lang = useLang();
  const defaultLang = useConfig()?.defaultLang ?? 'zh';
  return (item: TNavMenuItem) => localizeMenuUrl(item.menuUrl, lang, defaultLang);
}

const loadPanels = () => import('./nav-panels');
/** Starts loading the menu panels ahead of the first hover, focus or tap (a no-op once loaded). */
export const preloadMenuPanels = () => void loadPanels();
const MenuPanel = lazy(() => loadPanels().then((m) => ({ default: m.MenuPanel })));
export const MobileNav = lazy(() => loadPanels().then((m) => ({ default: m.MobileNav })));

export function DesktopNav({ items }: { items: TNavMenuItem[] }) {
  const location = useLocation();
  const href = useMenuHref();
  const t = useT();
  // A dropdown belongs to the page it was opened on, so navigating closes it.
  const [openState, setOpenState] = useState<{ id: number; path: string } | null>(null);
  const open = openState?.path === location.pathname ? openState.id : null;
  const setOpen = (next: number | null | ((current: number | null) => number | null)) => {
    const id = typeof next === 'function' ? next(open) : next;
    setOpenState(id === null ? null : { id, path: location.pathname });
  };

  return (
    <nav aria-label={t('nav.primary')} className="hidden lg:block" onPointerEnter={preloadMenuPanels} onFocusCapture={preloadMenuPanels}>
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const hasChildren = item.children.length > 0;
          const expanded = open === item.id;
          return (
            <li
              key={item.id}
              className="relative"
              data-testid="nav-top-item"
              onMouseEnter={() => hasChildren && setOpen(item.id)}
              onMouseLeave={() => setOpen((current) => (current === item.id ? null : current))}
            >
              {isMenuItemDisabled(item) ? (
                <span aria-disabled="true" className="block cursor-not-allowed rounded-lg px-3 py-2 text-sm font-medium opacity-45">
                  {item.menuName}
                </span>
              ) : (
                <a
                  href={href(item)}
                  target={item.target || undefined}
                  aria-haspopup={hasChildren ? 'true' : undefined}
                  aria-expanded={hasChildren ? expanded : undefined}
                  onFocus={() => hasChildren && setOpen(item.id)}
                  className={clsx(
                    'flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white',
                    expanded && 'bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white',
                  )}
                >
                  {item.menuName}
                  {hasChildren ? <ChevronDown aria-hidden="true" className={clsx('size-3.5 transition-transform', expanded && 'rotate-180')} /> : null}
                </a>
              )}
              {hasChildren && expanded ? (
                <div className="absolute left-0 top-full z-40 pt-2" data-testid="nav-dropdown">
                  <Suspense fallback={null}>
                    <MenuPanel items={item.children} />
                  </Suspense>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

