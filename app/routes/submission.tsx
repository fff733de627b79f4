// /submission (SPEC §2.2): submit a product, buy an ad slot or update a product — three tabs that are links
// (?type=ad, ?type=update) — with packages and prices from the server's list, business cooperation and FAQs.
import clsx from 'clsx';
import { BadgeCheck, FilePlus2, Megaphone, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { submissionPageData } from '~/features/orders/orders.pages.server';
import { AdForm, SubmissionForm, UpdateForm } from '~/features/orders/components/order-forms';
import { useMoney } from '~/features/orders/components/order-format';
import { Cooperation, SubmissionFaq, SubmissionSteps } from '~/features/orders/components/submission-info';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref, usePageUser } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import type { Route } from './+types/submission';

const TABS = ['submission', 'ad', 'update'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { submission: FilePlus2, ad: Megaphone, update: RefreshCw };

const tabPath = (tab: Tab) => (tab === 'submission' ? '/submission' : `/submission?type=${tab}`);

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const requested = url.searchParams.get('type');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'submission';
  const page = await submissionPageData(context.deps, lang, url.searchParams.get('product'));
  return { tab, page };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'orders.submission.metaTitle', 'orders.submission.metaDescription');
}

function PriceNotes({ tab, page }: { tab: Tab; page: Route.ComponentProps['loaderData']['page'] }) {
  const money = useMoney();
  const { prices } = page;
  const lines =
    tab === 'submission'
      ? (['standard', 'fast'] as const).map((p) => [`orders.package.${p}`, prices.submission[p]] as const)
      : tab === 'ad'
        ? page.positions.map((p) => [`orders.position.${p}`, prices.ad[p]] as const)
        : ([['orders.package.update', prices.update]] as const);
  return (
    <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-semibold">
          <FormattedMessage id="orders.prices.title" />
        </h2>
        <dl className="mt-3 space-y-2 text-sm" data-testid="price-list">
          {lines.map(([key, minor]) => (
            <div key={key} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-400">
                <FormattedMessage id={key} />
              </dt>
              <dd className="font-semibold tabular-nums">{money(minor, prices.currency)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="orders.prices.currency" values={{ currency: prices.currency }} />
        </p>
      </div>
      <ul className="space-y-2.5 rounded-2xl bg-slate-50 p-5 text-sm text-slate-700 dark:bg-slate-900/60 dark:text-slate-300">
        {(['review', 'refund', tab === 'update' ? 'oneUpdate' : tab === 'ad' ? 'adDays' : 'fast'] as const).map((id) => (
          <li key={id} className="flex gap-2">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-100" />
            <span>
              <FormattedMessage id={`orders.notes.${id}`} />
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function Submission({ loaderData }: Route.ComponentProps) {
  const { tab, page } = loaderData;
  const href = useLocalizedHref();
  const t = useT();
  const user = usePageUser();
  const submitHref = href('/submission');
  return (
    <main className="pb-16">
      <section className="bg-gradient-to-b from-brand-50 to-white pb-8 pt-10 sm:pt-14 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <FormattedMessage id="orders.submission.title" />
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
            <FormattedMessage id="orders.submission.lead" />
          </p>
          <div className="mt-6">
            <SubmissionSteps />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <nav aria-label={t('orders.submission.tabsLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" data-testid="submission-tabs">
          <ul className="flex w-max min-w-full gap-1 rounded-2xl bg-slate-100 p-1 sm:w-auto dark:bg-slate-900">
            {TABS.map((id) => {
              const Icon = ICONS[id];
              const active = id === tab;
              return (
                <li key={id} className="flex-1">
                  <Link
                    to={href(tabPath(id))}
                    replace
                    preventScrollReset
                    aria-current={active ? 'page' : undefined}
                    className={clsx(
                      'flex items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 py-2.5 text-sm font-semibold',
                      active ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100' : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                    )}
                    data-testid={`tab-${id}`}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    <FormattedMessage id={`orders.tab.${id}`} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="form-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-7 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="form-title" className="text-lg font-semibold">
              <FormattedMessage id={`orders.tab.${tab}.title`} />
            </h2>
            <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`orders.tab.${tab}.lead`} />
            </p>
            {user ? null : (
              <p className="mb-5 rounded-xl bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-600/10 dark:text-brand-100" data-testid="sign-in-note">
                <FormattedMessage id="orders.form.signInNote" />
              </p>
            )}
            {tab === 'submission' ? <SubmissionForm key="submission" page={page} /> : null}
            {tab === 'ad' ? <AdForm key="ad" page={page} submitHref={submitHref} /> : null}
            {tab === 'update' ? <UpdateForm key="update" page={page} submitHref={submitHref} /> : null}
          </section>
          <PriceNotes tab={tab} page={page} />
        </div>
        <Cooperation />
        <SubmissionFaq />
      </div>
    </main>
  );
}
