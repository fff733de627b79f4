// The menu panels: a desktop dropdown's items and the mobile menu (SPEC §2.3). Both only ever appear after a
// visitor's hover, focus or tap, so they and the menu's icons are loaded then (header.tsx and DesktopNav preload
// this module on the first pointer or focus over the navigation), not with every page.
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TNavMenuItem } from '~/features/navigation/navigation.schema';
import { MenuIcon } from '~/ui/icon';
import { isMenuItemDisabled, useMenuHref } from './nav-menu';

function MenuLink({ item, className, onNavigate }: { item: TNavMenuItem; className?: string; onNavigate?: () => void }) {
  const href = useMenuHref()(item);
  if (isMenuItemDisabled(item)) {
    return (
      <span aria-disabled="true" className={clsx(className, 'cursor-not-allowed opacity-45')} data-disabled="true">
        <MenuItemBody item={item} />
      </span>
    );
  }
  const target = item.target || undefined;
  return (
    <a href={href} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined} className={className} onClick={onNavigate}>
      <MenuItemBody item={item} />
    </a>
  );
}

function MenuItemBody({ item }: { item: TNavMenuItem }) {
  return (
    <span className="flex items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <MenuIcon name={item.menuIcon} />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">{item.menuName}</span>
        {item.menuDescription ? (
          <span className="mt-0.5 block text-xs leading-snug text-slate-500 dark:text-slate-400">{item.menuDescription}</span>
        ) : null}
      </span>
    </span>
  );
}

/** A desktop dropdown's items; DesktopNav draws the panel around them. */
export function MenuPanel({ items }: { items: TNavMenuItem[] }) {
  return (
    <ul>
      {items.map((child) =>
        child.menuType === 1 ? (
          <li key={child.id} role="presentation" className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-400" data-heading="true">
            {child.menuName}
          </li>
        ) : (
          <li key={child.id}>
            <MenuLink item={child} className="block rounded-xl px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800" />
          </li>
        ),
      )}
    </ul>
  );
}

/** Mobile menu: top items toggle their submenus on click (SPEC §2.3). */
export function MobileNav({ items, onNavigate }: { items: TNavMenuItem[]; onNavigate: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const href = useMenuHref();
  const panel = useRef<HTMLDivElement>(null);
  return (
    <div ref={panel}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((item) => {
          const hasChildren = item.children.length > 0;
          const expanded = open === item.id;
          return (
            <li key={item.id}>
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? null : item.id)}
                  className="flex w-full items-center justify-between px-1 py-3.5 text-left text-base font-medium"
                >
                  {item.menuName}
                  <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', expanded && 'rotate-180')} />
                </button>
              ) : isMenuItemDisabled(item) ? (
                <span aria-disabled="true" className="block px-1 py-3.5 text-base font-medium opacity-45">{item.menuName}</span>
              ) : (
                <a href={href(item)} onClick={onNavigate} className="block px-1 py-3.5 text-base font-medium">
                  {item.menuName}
                </a>
              )}
              {hasChildren && expanded ? (
                <ul className="pb-3" data-testid="mobile-submenu">
                  {item.children.map((child) =>
                    child.menuType === 1 ? (
                      <li key={child.id} className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-400" data-heading="true">
                        {child.menuName}
                      </li>
                    ) : (
                      <li key={child.id}>
                        <MenuLink item={child} onNavigate={onNavigate} className="block rounded-xl px-2 py-2 active:bg-slate-100 dark:active:bg-slate-800" />
                      </li>
                    ),
                  )}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
