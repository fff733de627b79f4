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

/**
 * The menu's links as plain text links, without icons or descriptions: shown while the panels load (so a quick
 * Tab or tap finds the links at once), and for good if they cannot load (a deploy removed the old files, the
 * network is gone): hovering the header must never break the page.
 */
function PlainMenuList({ items, onNavigate }: { items: TNavMenuItem[]; onNavigate?: () => void }) {
  const href = useMenuHref();
  return (
    <ul data-testid="plain-menu">
      {items.map((item) =>
        item.menuType === 1 ? (
          <li key={item.id} role="presentation" className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-400" data-heading="true">
            {item.menuName}
          </li>
        ) : (
          <li key={item.id}>
            {isMenuItemDisabled(item) ? (
              <span aria-disabled="true" className="block px-3 py-2 text-sm opacity-45" data-disabled="true">
                {item.menuName}
              </span>
            ) : (
              <a
                href={href(item)}
                target={item.target || undefined}
                rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                onClick={onNavigate}
                className="block rounded-xl px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                {item.menuName}
              </a>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** The mobile menu as one plain list: each top item with submenus becomes a heading over its links. */
function PlainMobileNav({ items, onNavigate }: { items: TNavMenuItem[]; onNavigate: () => void }) {
  const flat = items.flatMap((item) => (item.children.length ? [{ ...item, menuType: 1 }, ...item.children] : [item]));
  return <PlainMenuList items={flat} onNavigate={onNavigate} />;
}

const loadPanels = () => import('./nav-panels');
/** Starts loading the menu panels ahead of the first hover, focus or tap (a no-op once loaded). */
export const preloadMenuPanels = () => void loadPanels().catch(() => {});
// A failed load resolves to the plain lists; a vite:preloadError that VersionWatch handles resolves to nothing.
const MenuPanel = lazy(() =>
  loadPanels()
    .then((m) => ({ default: m.MenuPanel }))
    .catch(() => ({ default: PlainMenuList })),
);
const LoadedMobileNav = lazy(() =>
  loadPanels()
    .then((m) => ({ default: m.MobileNav }))
    .catch(() => ({ default: PlainMobileNav })),
);

export function MobileNav({ items, onNavigate }: { items: TNavMenuItem[]; onNavigate: () => void }) {
  return (
    <Suspense fallback={<PlainMobileNav items={items} onNavigate={onNavigate} />}>
      <LoadedMobileNav items={items} onNavigate={onNavigate} />
    </Suspense>
  );
}

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
                  // The open look comes from aria-expanded (app/app.css).
                  className="nav-top-link"
                >
                  {item.menuName}
                  {hasChildren ? <ChevronDown aria-hidden="true" className={clsx('size-3.5 transition-transform', expanded && 'rotate-180')} /> : null}
                </a>
              )}
              {hasChildren && expanded ? (
                <div className="absolute left-0 top-full z-40 pt-2" data-testid="nav-dropdown">
                  <div className="w-[22rem] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900">
                    <Suspense fallback={<PlainMenuList items={item.children} />}>
                      <MenuPanel items={item.children} />
                    </Suspense>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

