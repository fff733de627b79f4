// The favorite toggle of a product page: signed out it asks to sign in; signed in it toggles at once and puts the
// state back when the server refuses.
import { Bookmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { usePageUser, useSignInHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, SITE_RETRY_COUNT, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { toast } from '~/ui/toast';
import type { TFavoriteState } from '../favorites.schema';

export function FavoriteButton({ productId }: { productId: number }) {
  const t = useT();
  const api = useApi();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  // The shell's view of the session: it turns null when a call finds the session gone.
  const user = auth ? auth.user : pageUser;
  const navigate = useNavigate();
  const signIn = useSignInHref();
  const [favorited, setFavorited] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    unwrap(api.get<TFavoriteState>(`/api/favorites/${productId}`, { retry: SITE_RETRY_COUNT }))
      .then((state) => {
        if (live) setFavorited(state.favorited);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, productId, user]);

  function askToSignIn() {
    toast.error(t('common.loginRequired'), {
      id: 'login-required',
      action: { label: t('common.signIn'), onClick: () => (auth ? auth.openLogin() : void navigate(signIn)) },
    });
  }

  async function toggle() {
    if (!user) return askToSignIn();
    if (pending) return;
    const next = !favorited;
    setFavorited(next);
    setPending(true);
    try {
      const state = await unwrap(
        next
          ? api.post<TFavoriteState>('/api/favorites', { productId })
          : api.request<TFavoriteState>('DELETE', `/api/favorites/${productId}`),
      );
      setFavorited(state.favorited);
      toast.success(t(state.favorited ? 'favorites.added' : 'favorites.removed'), { id: 'favorite' });
    } catch (error) {
      setFavorited(!next);
      if (error instanceof ApiFailure && error.status === 401) askToSignIn();
      else toast.error(t('common.failed'), { id: 'favorite' });
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={user ? favorited : undefined}
      data-testid="favorite-button"
      data-state={favorited ? 'on' : 'off'}
      className={`inline-flex items-center justify-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${
        favorited
          ? 'border-amber-300 bg-amber-50 text-amber-700 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-300'
          : 'border-slate-300 hover:border-brand-500 dark:border-slate-600'
      }`}
    >
      <Bookmark aria-hidden="true" className={`size-4 ${favorited ? 'fill-current' : ''}`} />
      <FormattedMessage id={favorited ? 'favorites.saved' : 'favorites.add'} />
    </button>
  );
}
