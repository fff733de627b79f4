// The staff console's queue of products whose site failed its health check twice in a row (docs/decisions/023):
// the latest checks with what they found, and what to do — keep (the site is fine), hide, mark as closed, fix
// the address (checked again at once) — or check again now.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import type { THealthQueueRow } from '../../catalogue/catalogue.health';

type Decision = { action: 'keep' | 'hide' | 'close' } | { action: 'fix'; url: string };

function HealthItem({ row }: { row: THealthQueueRow }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const [url, setUrl] = useState(row.url);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function run(path: string, body?: Decision) {
    setBusy(true);
    setMessage('');
    try {
      const result = await unwrap<{ status?: string }>(api.post(path, body ?? {}));
      if (!body && result.status) setMessage(t(`admin.health.status.${result.status}`));
      await revalidator.revalidate();
    } catch (error) {
      setMessage(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }
  const decide = (decision: Decision) => void run(`/api/admin/health/${row.id}/decision`, decision);
  const button = 'rounded-full border border-slate-300 px-3.5 py-1.5 text-sm hover:border-brand-500 disabled:opacity-60 dark:border-slate-600';
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-health-item" data-slug={row.slug}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Link to={href(`/details/${row.slug}`)} className="font-semibold hover:text-brand-600 hover:underline">
          {row.name}
        </Link>
        <span className="break-all text-xs text-slate-500 dark:text-slate-400">{row.url}</span>
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-700 dark:bg-red-500/10 dark:text-red-300">
          <FormattedMessage id="admin.health.failures" values={{ count: row.failures }} />
        </span>
      </div>
      <ol className="space-y-1 text-xs text-slate-600 dark:text-slate-300">
        {row.history.map((check) => (
          <li key={check.checkedAt} className="flex flex-wrap gap-x-2">
            <LocalTime value={check.checkedAt} />
            <span className="font-medium">
              <FormattedMessage id={`admin.health.status.${check.status}`} />
            </span>
            {check.httpStatus ? (
              <span>
                <FormattedMessage id="admin.health.httpStatus" values={{ status: check.httpStatus }} />
              </span>
            ) : null}
            {check.detail && check.detail !== `HTTP ${check.httpStatus}` ? <span className="break-all text-slate-500 dark:text-slate-400">{check.detail}</span> : null}
            {check.redirects.length ? (
              <span className="break-all text-slate-500 dark:text-slate-400">
                <FormattedMessage id="admin.health.redirects" values={{ count: check.redirects.length, url: check.finalUrl ?? '' }} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" disabled={busy} onClick={() => decide({ action: 'keep' })} className={button} data-testid="health-keep">
          <FormattedMessage id="admin.health.keep" />
        </button>
        <button type="button" disabled={busy} onClick={() => decide({ action: 'hide' })} className={button} data-testid="health-hide">
          <FormattedMessage id="admin.health.hide" />
        </button>
        <button type="button" disabled={busy} onClick={() => decide({ action: 'close' })} className={button} data-testid="health-close">
          <FormattedMessage id="admin.health.close" />
        </button>
        <button type="button" disabled={busy} onClick={() => void run(`/api/admin/health/${row.id}/check`)} className={button} data-testid="health-check">
          <FormattedMessage id="admin.health.checkNow" />
        </button>
      </div>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          decide({ action: 'fix', url });
        }}
      >
        <input
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-label={t('admin.health.newUrl')}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="health-url"
        />
        <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60" data-testid="health-fix">
          <FormattedMessage id="admin.health.fix" />
        </button>
      </form>
      {message ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ) : null}
    </li>
  );
}

/** Staff fetch one product's logo, og:image and screenshot now (docs/decisions/028), by its slug or id. */
function ProductImagesNow() {
  const t = useT();
  const api = useApi();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function fetchNow() {
    setBusy(true);
    setMessage('');
    try {
      const product = await unwrap<{ id: number }>(api.get(`/api/products/${encodeURIComponent(key.trim())}`));
      const result = await unwrap<{ logo: string; image: string; screenshot: string }>(api.post(`/api/admin/products/${product.id}/images`, {}));
      const state = (value: string) => t(`admin.images.state.${value}`);
      setMessage(t('admin.images.result', { logo: state(result.logo), image: state(result.image), screenshot: state(result.screenshot) }));
    } catch (error) {
      setMessage(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-images">
      <h3 className="font-medium">
        <FormattedMessage id="admin.images.title" />
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="admin.images.intro" />
      </p>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void fetchNow();
        }}
      >
        <input
          required
          maxLength={120}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          aria-label={t('admin.images.product')}
          placeholder={t('admin.images.product')}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="admin-images-key"
        />
        <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60" data-testid="admin-images-fetch">
          <FormattedMessage id="admin.images.fetch" />
        </button>
      </form>
      {message ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300" data-testid="admin-images-result">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function AdminHealth({ rows }: { rows: THealthQueueRow[] }) {
  return (
    <section aria-labelledby="admin-health" className="space-y-4">
      <h2 id="admin-health" className="text-lg font-semibold">
        <FormattedMessage id="admin.health.title" />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="admin.health.intro" />
      </p>
      {rows.length ? (
        <ul className="space-y-3" data-testid="admin-health">
          {rows.map((row) => (
            <HealthItem key={row.id} row={row} />
          ))}
        </ul>
      ) : (
        <EmptyState messageId="admin.health.empty" />
      )}
      <ProductImagesNow />
    </section>
  );
}
