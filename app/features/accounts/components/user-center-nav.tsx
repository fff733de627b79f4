// The user center's sections as real links (/user/points), so a section survives a reload: a side list on
// desktop, a row that scrolls sideways on phones.
import { Bell, Box, Coins, Cpu, FileText, Plug, ShoppingBag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

export const USER_TABS = ['mcp', 'products', 'models', 'orders', 'points', 'invoices', 'notifications'] as const;
export type TUserTab = (typeof USER_TABS)[number];
export const DEFAULT_USER_TAB: TUserTab = 'points';

const ICONS: Record<TUserTab, typeof Bell> = {
  mcp: Plug,
  products: Box,
  models: Cpu,
  orders: ShoppingBag,
  points: Coins,
  invoices: FileText,
  notifications: Bell,
};

export function UserCenterNav({ current, unread }: { current: TUserTab; unread: number }) {
  const t = useT();
  const href = useLocalizedHref();
  const navRef = useRef<HTMLElement>(null);
  // On phones the row scrolls sideways: bring the current section into view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={navRef} aria-label={t('user.tabsLabel')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0" data-testid="user-tabs">
      <ul className="flex w-max min-w-full gap-1 border-b border-slate-200 md:w-auto md:flex-col md:gap-0.5 md:border-b-0 dark:border-slate-800">
        {USER_TABS.map((tab) => {
          const Icon = ICONS[tab];
          const active = tab === current;
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={href(`/user/${tab}`)}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium md:mb-0 md:rounded-lg md:border-b-0 md:px-3 md:py-2 ${
                  active
                    ? 'border-brand-600 text-brand-600 md:bg-brand-600/10 dark:text-brand-100'
                    : 'border-transparent text-slate-600 hover:text-slate-900 md:hover:bg-slate-100 dark:text-slate-400 dark:hover:text-slate-200 md:dark:hover:bg-slate-800'
                }`}
              >
                <Icon aria-hidden="true" className="hidden size-4 md:block" />
                <FormattedMessage id={`user.tab.${tab}`} />
                {tab === 'notifications' && unread > 0 ? (
                  <span className="ml-auto rounded-full bg-rose-500 px-1.5 text-xs font-semibold text-white" data-testid="unread-badge">
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
