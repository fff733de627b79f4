import { data } from 'react-router';
import { NotFoundPage } from '~/shell/error-page';
import { notFoundMeta, rootData } from '~/i18n/meta';
import type { Route } from './+types/not-found';

export const handle = { layout: 'default' };

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(rootData(matches).messages);
}

export default function NotFound() {
  return <NotFoundPage />;
}
