// /deployment (SPEC §2.2): the deploy list with search and a category filter (a GET form: works without
// JavaScript), the deploy buttons and the result modal, the custom deployment request modal, and — signed in — the
// user's own deployments. The list is the same for every visitor (on the page cache); who is signed in, and their
// deployments, are read in the browser.
import { Rocket, Server } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref, usePageUser } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { FilterSelect } from '~/ui/filter-select';
import { EmptyState } from '~/ui/states';
import { toast } from '~/ui/toast';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import type { TDeployable, TDeployment } from '../deployments.schema';
import { DeploymentList } from './deployment-status';
import { DeploymentResult } from './deployment-result';
import { DeployRequestDialog } from './deploy-request';

export interface DeploymentPageData {
  items: TDeployable[];
  total: number;
  categories: { slug: string; name: string }[];
  query: { q: string; category: string };
  selected: TDeployable | null;
  sandbox: boolean;
}

function DeployCard({ item, busy, onDeploy, highlight = false }: { item: TDeployable; busy: boolean; onDeploy: (slug: string) => void; highlight?: boolean }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <li
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border bg-white p-4 dark:bg-slate-900 ${highlight ? 'border-brand-500 ring-2 ring-brand-500/20' : 'border-slate-200 dark:border-slate-800'}`}
      data-testid="deploy-card"
      data-product={item.slug}
    >
      <div className="flex min-w-0 items-start gap-3">
        <ProductAvatar name={item.name} id={item.id} logo={item.logo} />
        <div className="min-w-0 flex-1">
          <Link to={href(`/details/${item.slug}`)} className="font-semibold hover:text-brand-700 dark:hover:text-brand-100">
            {item.name}
          </Link>
          <p className="text-xs text-slate-500 dark:text-slate-400">{item.categoryName}</p>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{item.tagline}</p>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <Server aria-hidden="true" className="size-3.5 shrink-0" />
        <code className="min-w-0 break-all">{item.image}</code>
        {item.kind === 'compose' ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <FormattedMessage id="deploy.card.compose" />
          </span>
        ) : null}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span className="truncate text-xs text-slate-500 dark:text-slate-400">{item.licence ? t('deploy.card.licence', { licence: item.licence }) : ''}</span>
        <button
          type="button"
          disabled={busy}
          onClick={() => onDeploy(item.slug)}
          aria-label={t('deploy.card.deployName', { product: item.name })}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          data-testid="deploy-start"
        >
          <Rocket aria-hidden="true" className="size-4" />
          <FormattedMessage id="deploy.card.deploy" />
        </button>
      </div>
    </li>
  );
}

export function DeploymentPage({ data }: { data: DeploymentPageData }) {
  const t = useT();
  const href = useLocalizedHref();
  const api = useApi();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  const [busy, setBusy] = useState<string | null>(null);
  const [current, setCurrent] = useState<TDeployment | null>(null);
  const [mine, setMine] = useState<TDeployment[] | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);

  const loadMine = useCallback(() => {
    if (!user) return;
    unwrap(api.get<TDeployment[]>('/api/deployments'))
      .then(setMine)
      .catch(() => setMine((m) => m ?? []));
  }, [api, user]);
  useEffect(loadMine, [loadMine]);

  const askToSignIn = () => {
    toast.error(t('deploy.error.signIn'), { id: 'login-required' });
    auth?.openLogin();
  };

  async function deploy(slug: string) {
    if (busy) return;
    if (!user) return askToSignIn();
    setBusy(slug);
    try {
      const started = await unwrap(api.post<TDeployment>('/api/deployments', { product: slug }));
      setCurrent(started);
      loadMine();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) askToSignIn();
      else toast.error(error instanceof ApiFailure && error.message && error.status < 500 ? error.message : t('deploy.error.start'));
    } finally {
      setBusy(null);
    }
  }

  const onChange = useCallback(
    (d: TDeployment) => {
      setCurrent((c) => (c && c.id === d.id ? d : c));
      setMine((rows) => rows?.map((r) => (r.id === d.id ? d : r)) ?? rows);
    },
    [],
  );

  const { items, categories, query, selected, sandbox } = data;
  const any = t('deploy.filter.any');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="deploy.title" />
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            <FormattedMessage id="deploy.description" />
          </p>
        </div>
        <button
          type="button"
          onClick={() => setRequestOpen(true)}
          className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full border border-brand-500 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:self-auto dark:text-brand-100 dark:hover:bg-brand-600/10"
          data-testid="deploy-custom"
        >
          <FormattedMessage id="deploy.custom.open" />
        </button>
      </div>
      {sandbox ? (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100" data-testid="deploy-sandbox-note">
          <FormattedMessage id="deploy.sandboxNote" />
        </p>
      ) : null}

      {user ? (
        <section className="mt-6" aria-labelledby="my-deployments-title">
          <h2 id="my-deployments-title" className="mb-3 text-lg font-semibold">
            <FormattedMessage id="deploy.mine.title" />
          </h2>
          {mine === null ? null : mine.length ? (
            <DeploymentList rows={mine} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-200 p-4 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400" data-testid="my-deployments-empty">
              <FormattedMessage id="deploy.mine.empty" />
            </p>
          )}
        </section>
      ) : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="deploy-sign-in-note">
          <FormattedMessage id="deploy.mine.signIn" />
        </p>
      )}

      {selected ? (
        <section className="mt-6" aria-labelledby="deploy-selected-title">
          <h2 id="deploy-selected-title" className="mb-3 text-lg font-semibold">
            <FormattedMessage id="deploy.selected" />
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="deploy-selected">
            <DeployCard item={selected} busy={busy !== null} onDeploy={(s) => void deploy(s)} highlight />
          </ul>
        </section>
      ) : null}

      <Form method="get" action={href('/deployment')} className="mt-8 flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-end dark:border-slate-800" data-testid="deploy-filters">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium text-slate-600 dark:text-slate-300">{t('deploy.filter.q')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            placeholder={t('deploy.filter.qPlaceholder')}
            className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <div className="sm:w-56">
          <FilterSelect name="category" label={t('deploy.filter.category')} value={query.category || undefined} options={[['', any], ...categories.map((c): [string, string] => [c.slug, c.name])]} />
        </div>
        <div className="flex items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="deploy.filter.apply" />
          </button>
          <Link to={href('/deployment')} className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300">
            <FormattedMessage id="deploy.filter.reset" />
          </Link>
        </div>
      </Form>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="deploy-count">
        <FormattedMessage id="deploy.count" values={{ total: items.length }} />
      </p>
      <div className="mt-3">
        {items.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="deploy-list">
            {items.map((item) => (
              <DeployCard key={item.slug} item={item} busy={busy !== null} onDeploy={(s) => void deploy(s)} />
            ))}
          </ul>
        ) : (
          <EmptyState messageId="deploy.empty" />
        )}
      </div>
      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="deploy.ttlNote" />
      </p>

      <DeploymentResult deployment={current} sandbox={sandbox} onChange={onChange} onClose={() => setCurrent(null)} />
      <DeployRequestDialog open={requestOpen} onClose={() => setRequestOpen(false)} product={selected?.slug} />
    </main>
  );
}
