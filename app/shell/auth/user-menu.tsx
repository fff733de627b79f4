// The header's account control: a sign-in button, or the signed-in visitor's menu.
import { ChevronDown, Heart, LogOut, Shield, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { useAuth } from './auth-state';

export function UserMenu() {
  const { user, openLogin, logout } = useAuth();
  const href = useLocalizedHref();
  const t = useT();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <button
        type="button"
        onClick={openLogin}
        data-testid="login-button"
        className="ml-1 whitespace-nowrap rounded-full bg-brand-600 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <FormattedMessage id="auth.signIn" />
      </button>
    );
  }
  const initial = (user.displayName || '?').slice(0, 1).toUpperCase();
  const item =
    'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <div ref={box} className="relative ml-1">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('auth.accountMenu')}
        data-testid="user-menu-button"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="size-8 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
            {initial}
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open ? (
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
          <button role="menuitem" type="button" onClick={() => void logout()} className={`${item} w-full`} data-testid="logout">
            <LogOut aria-hidden="true" className="size-4" />
            <FormattedMessage id="auth.signOut" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
