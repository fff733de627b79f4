// /short-link/{id}: redirects to the stored address; unknown codes are the 404 page.
import { data, redirect } from 'react-router';
import { ZShortCode } from '~/features/short-links/short-links.schema';
import { resolveShortLink } from '~/features/short-links/short-links.server';
import { NotFoundPage } from '~/shell/error-page';
import type { Route } from './+types/short-link';

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = ZShortCode.safeParse(params.id);
  const target = code.success ? await resolveShortLink(context.deps.database.db, code.data) : null;
  if (!target) throw data(null, { status: 404 });
  return redirect(target, 302);
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function ShortLink() {
  return null;
}
