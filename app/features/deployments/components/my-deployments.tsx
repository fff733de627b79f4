// The user center's deployments (under "my AI products": the instances of AI products this user runs), newest first,
// with a way to the deployment page.
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import type { TDeployment } from '../deployments.schema';
import { DeploymentList } from './deployment-status';

export function MyDeployments({ rows }: { rows: TDeployment[] }) {
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="user-deployments-title" className="space-y-3" data-testid="user-deployments">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="user-deployments-title" className="font-semibold">
          <FormattedMessage id="deploy.mine.title" />
        </h3>
        <Link to={href('/deployment')} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
          <FormattedMessage id="deploy.mine.page" />
        </Link>
      </div>
      {rows.length ? (
        <DeploymentList rows={rows} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-200 p-4 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400" data-testid="my-deployments-empty">
          <FormattedMessage id="deploy.mine.empty" />
        </p>
      )}
    </section>
  );
}
