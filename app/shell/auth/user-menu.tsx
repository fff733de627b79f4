// The header's account control: a sign-in button, or the signed-in visitor's avatar with the account menu,
// whose panel loads when it is first wanted.
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { useAuth } from './auth-state';

const loadPanel = () => import('./account-menu');
type PanelModule = Awaited<ReturnType<typeof loadPanel>>;
const preloadPanel = () => void loadPanel().catch(() => {});
// A load that fails is tried once more; after that the menu stays closed rather than taking the page down.
const AccountMenuPanel = lazy<ComponentType<ComponentProps<PanelModule['AccountMenuPanel']>>>(() =>
  loadPanel()
    .catch(() => loadPanel())
    .then((m) => ({ default: m.AccountMenuPanel }))
    .catch(() => ({ default: () => null })),
);

export function UserMenu() {
  const { user, openLogin, logout } = useAuth();
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
  return (
    <div ref={box} className="relative ml-1">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('auth.accountMenu')}
        data-testid="user-menu-button"
        onClick={() => setOpenOn(open ? null : pathname)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            className="size-8 rounded-full object-cover"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
            {initial}
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel user={user} logout={logout} />
        </Suspense>
      ) : null}
    </div>
  );
}
