// The deployment result modal (SPEC §2.2): the deployment's state, live (asked every 1.5 s while it deploys, then
// every few seconds while the modal is open), its access address once deployed, deploy and expiry times.
import { useEffect } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { Dialog } from '~/ui/dialog';
import { LocalTime } from '~/ui/local-time';
import { DEPLOYMENT_POLL_MS, type TDeployment } from '../deployments.schema';
import { AccessLink, DeploymentStatus } from './deployment-status';

export function DeploymentResult({
  deployment,
  sandbox,
  onChange,
  onClose,
}: {
  deployment: TDeployment | null;
  sandbox: boolean;
  onChange: (d: TDeployment) => void;
  onClose: () => void;
}) {
  const t = useT();
  const api = useApi();
  const id = deployment?.id;
  const status = deployment?.status;
  useEffect(() => {
    if (!id || status === 'failed' || status === 'expired') return;
    let stopped = false;
    const timer = setTimeout(
      () => {
        unwrap(api.get<TDeployment>(`/api/deployments/${encodeURIComponent(id)}`))
          .then((d) => {
            if (!stopped) onChange(d);
          })
          .catch(() => {
            // A missed answer is asked again on the next change; the modal keeps what it showed.
            if (!stopped && deployment) onChange({ ...deployment });
          });
      },
      status === 'deploying' ? DEPLOYMENT_POLL_MS : DEPLOYMENT_POLL_MS * 2,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, status, deployment, api, onChange]);

  return (
    <Dialog open={deployment !== null} onClose={onClose} title={t('deploy.result.title')} testId="deploy-result" className="w-[min(32rem,calc(100vw-2rem))]">
      {deployment ? (
        <div className="space-y-4" aria-live="polite">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 text-base font-semibold" data-testid="deploy-result-product">
              {deployment.product.name}
            </span>
            <DeploymentStatus status={deployment.status} testId="deploy-result-status" />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="deploy-result-text">
            <FormattedMessage id={`deploy.result.${deployment.status}`} values={{ product: deployment.product.name }} />
          </p>
          {deployment.status === 'deploying' ? (
            <div className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500" />
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="deploy.field.accessUrl" />
            </dt>
            <dd className="min-w-0">{deployment.accessUrl ? <AccessLink url={deployment.accessUrl} testId="deploy-result-url" /> : '—'}</dd>
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="deploy.field.createdAt" />
            </dt>
            <dd>
              <LocalTime value={deployment.createdAt} />
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="deploy.field.expiresAt" />
            </dt>
            <dd>
              <LocalTime value={deployment.expiresAt} />
            </dd>
          </dl>
          {sandbox && deployment.status !== 'failed' ? (
            <p className="rounded-xl bg-amber-50 p-3 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-100" data-testid="deploy-result-sandbox">
              <FormattedMessage id="deploy.sandboxNote" />
            </p>
          ) : null}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="deploy.ttlNote" />
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
