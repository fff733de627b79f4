// Sign-in page; the accounts area fills in the providers and the `from` return address.
import { FormattedMessage } from 'react-intl';
import { pageMeta } from '~/i18n/meta';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'login.metaTitle', 'login.text'), { name: 'robots', content: 'noindex' }];
}

export default function Login() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="login.title" />
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        <FormattedMessage id="login.text" />
      </p>
    </main>
  );
}
