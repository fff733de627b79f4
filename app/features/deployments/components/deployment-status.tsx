// A deployment's state as a badge, and the list of a user's deployments (SPEC §3: product name, access address,
// deploy time, expiry time) — on /deployment and in the user center.
import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { LocalTime } from '~/ui/local-time';
import type { TDeployment, TDeploymentState } from '../deployments.schema';

const STATUS_STYLE: Record<TDeploymentState, string> = {
  deploying: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  deployed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-500/15 dark:text-rose-200',
  expired: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

export function DeploymentStatus({ status, testId }: { status: TDeploymentState; testId?: string }) {
  return (
    <span className={clsx('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[status])} data-testid={testId} data-status={status}>
      <FormattedMessage id={`deploy.status.${status}`} />
    </span>
  );
}

export function AccessLink({ url, testId }: { url: string; testId?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 break-all font-mono text-sm text-brand-700 hover:underline dark:text-brand-100" data-testid={testId}>
      <span className="min-w-0 break-all">{url}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

export function DeploymentList({ rows }: { rows: TDeployment[] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="my-deployments">
      {rows.map((d) => (
        <li key={d.id} className="flex flex-col gap-2 px-4 py-3" data-testid="my-deployment" data-product={d.product.slug}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 font-semibold">{d.product.name}</span>
            <DeploymentStatus status={d.status} testId="my-deployment-status" />
          </div>
          {d.accessUrl ? <AccessLink url={d.accessUrl} /> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
            <dt>
              <FormattedMessage id="deploy.field.createdAt" />
            </dt>
            <dd>
              <LocalTime value={d.createdAt} />
            </dd>
            <dt>
              <FormattedMessage id="deploy.field.expiresAt" />
            </dt>
            <dd>
              <LocalTime value={d.expiresAt} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
