// /favorites: the signed-in visitor's favorite products; signed out, a prompt to sign in. Never indexed.
import { FormattedMessage } from '~/i18n/intl';
import { getPageUser } from '~/features/accounts/sessions.server';
import { ZFavoritesQuery } from '~/features/favorites/favorites.schema';
import { listFavorites } from '~/features/favorites/favorites.server';
import { FavoriteGrid } from '~/features/favorites/components/favorite-grid';
import { Pagination } from '~/features/catalogue/components/pagination';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/favorites';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const db = context.deps.database.db;
  const user = await getPageUser(db, request);
  if (!user) return { signedIn: false as const };
  const query = ZFavoritesQuery.parse({ page: url.searchParams.get('page') ?? undefined });
  return { signedIn: true as const, favorites: await listFavorites(db, user.id, query, lang) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'favorites.metaTitle'), { name: 'robots', content: 'noindex' }];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="favorites.title" />
      </h1>
      {loaderData.signedIn ? (
        <>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" data-testid="favorites-count">
            <FormattedMessage id="favorites.count" values={{ total: loaderData.favorites.total }} />
          </p>
          <div className="mt-6">
            <FavoriteGrid key={loaderData.favorites.page} items={loaderData.favorites.items} />
          </div>
          <Pagination page={loaderData.favorites.page} pageSize={loaderData.favorites.pageSize} total={loaderData.favorites.total} />
        </>
      ) : (
        <div className="mt-8">
          <SignInPrompt messageId="favorites.signInText" />
        </div>
      )}
    </main>
  );
}
