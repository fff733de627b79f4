// /passport/outbox: the SMS this process would have sent (development aid, ACCOUNT_DEV_TOOLS only).
import { FormattedMessage } from '~/i18n/intl';
import { data } from 'react-router';
import { devToolsEnabled } from '~/features/accounts/accounts.api.server';
import { pageMeta } from '~/i18n/meta';
import { NotFoundPage } from '~/shell/error-page';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/passport-outbox';

export function loader({ context }: Route.LoaderArgs) {
  if (!devToolsEnabled(context.deps.env)) throw data(null, { status: 404 });
  // The sender of the process comes with the load context (the page build has its own module copies).
  return { messages: (context.deps.sms?.messages?.() ?? []).slice(0, 50) };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return [...pageMeta(matches, loaded ? 'passport.outbox.title' : 'error.notFoundTitle'), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function PassportOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="passport.outbox.title" />
      </h1>
      <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">
        <FormattedMessage id="passport.outbox.note" />
      </p>
      {loaderData.messages.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="outbox">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2 pr-4">
                  <FormattedMessage id="passport.outbox.to" />
                </th>
                <th className="py-2 pr-4">
                  <FormattedMessage id="passport.outbox.body" />
                </th>
                <th className="py-2">
                  <FormattedMessage id="passport.outbox.at" />
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={`${m.at}-${m.to}`} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4 font-mono">{m.to}</td>
                  <td className="py-2 pr-4">{m.body}</td>
                  <td className="py-2 font-mono text-xs">{m.at}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState />
      )}
    </main>
  );
}
