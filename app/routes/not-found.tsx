import { data } from 'react-router';
import { NotFoundPage } from '~/shell/error-page';
import { rootData, t } from '~/i18n/meta';
import type { Route } from './+types/not-found';

export const handle = { layout: 'default' };

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  return [
    { title: `${t(messages, 'error.notFoundTitle')} - ${t(messages, 'site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return <NotFoundPage />;
}
