// The signed-in visitor's account menu panel in the header (user center, favorites, staff console, sign out):
// loaded when the menu is first opened (or hovered, focused), not with every page.
import { Heart, LogOut, Shield, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TPageUser } from '~/features/accounts/accounts.schema';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';

export function AccountMenuPanel({ user, logout }: { user: TPageUser; logout: () => Promise<void> }) {
  const href = useLocalizedHref();
  const item =
    'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <div
      role="menu"
      data-testid="user-menu"
      className="absolute right-0 top-11 z-40 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="truncate px-3 py-2 text-sm font-semibold" data-testid="user-name">
        {user.displayName}
      </p>
      <Link role="menuitem" to={href('/user')} className={item}>
        <UserRound aria-hidden="true" className="size-4" />
        <FormattedMessage id="auth.userCenter" />
      </Link>
      <Link role="menuitem" to={href('/favorites')} className={item}>
        <Heart aria-hidden="true" className="size-4" />
        <FormattedMessage id="auth.favorites" />
      </Link>
      {user.role === 'admin' ? (
        <Link role="menuitem" to={href('/admin')} className={item}>
          <Shield aria-hidden="true" className="size-4" />
          <FormattedMessage id="auth.admin" />
        </Link>
      ) : null}
      <button
        role="menuitem"
        type="button"
        onClick={() => void logout()}
        className={`${item} w-full`}
        data-testid="logout"
      >
        <LogOut aria-hidden="true" className="size-4" />
        <FormattedMessage id="auth.signOut" />
      </button>
    </div>
  );
}
