// /user and /user/{tab}: the signed-in visitor's center (SPEC §2.2): MCP, AI products, models, orders, points,
// invoices and notifications; signed out, a prompt to sign in. Never indexed. An order's own page is
// routes/order.tsx.
import { FormattedMessage } from '~/i18n/intl';
import { data, Link } from 'react-router';
import { getUserData } from '~/features/accounts/accounts.server';
import { getPageUser } from '~/features/accounts/sessions.server';
import { DEFAULT_USER_TAB, USER_TABS, UserCenterNav, type TUserTab } from '~/features/accounts/components/user-center-nav';
import { ZNotificationQuery } from '~/features/notifications/notifications.schema';
import { listNotifications } from '~/features/notifications/notifications.server';
import { NotificationList } from '~/features/notifications/components/notification-list';
import { PointsLedger, POINTS_PAGE_SIZE } from '~/features/points/components/points-ledger';
import { listPointsLedger } from '~/features/points/points.server';
import { InvoiceList, OrderList } from '~/features/orders/components/order-list';
import { listInvoices } from '~/features/orders/orders.invoices.server';
import { listOrders } from '~/features/orders/orders.server';
import { listMySubmissions } from '~/features/mcp/mcp.write.server';
import { MyMcpList } from '~/features/mcp/components/my-mcp';
import { listMyDeployments } from '~/features/deployments/deployments.server';
import { MyDeployments } from '~/features/deployments/components/my-deployments';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { NotFoundPage } from '~/shell/error-page';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/user-center';

function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) ? Math.min(Math.max(n, 1), 500) : 1;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const tab = (params.tab ?? DEFAULT_USER_TAB) as TUserTab;
  if (!USER_TABS.includes(tab)) throw data(null, { status: 404 });
  const db = context.deps.database.db;
  const user = await getPageUser(db, request);
  if (!user) return { signedIn: false as const, tab };
  const page = pageOf(url);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const [account, ledger, notifications, orders, invoices, mcp, deployments] = await Promise.all([
    getUserData(db, user.id, 1),
    tab === 'points' ? listPointsLedger(db, user.id, page, POINTS_PAGE_SIZE) : null,
    tab === 'notifications' ? listNotifications(db, user.id, ZNotificationQuery.parse({ page })) : null,
    tab === 'orders' ? listOrders(db, user.id, page, lang) : null,
    tab === 'invoices' ? listInvoices(db, user.id) : null,
    tab === 'mcp' ? listMySubmissions(db, user.id) : null,
    // "My AI products" holds the instances of AI products this user deployed (docs/decisions/036).
    tab === 'products' ? listMyDeployments(db, user.id, lang) : null,
  ]);
  return { signedIn: true as const, tab, page, account, ledger, notifications, orders, invoices, mcp, deployments };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'user.metaTitle'), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function UserCenter({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  if (!loaderData.signedIn) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <FormattedMessage id="user.title" />
        </h1>
        <div className="mt-8">
          <SignInPrompt messageId="user.signInText" />
        </div>
      </main>
    );
  }
  const { tab, account, ledger, notifications, orders, invoices, mcp, deployments, page } = loaderData;
  const name = account.displayName || account.email || account.phone || `#${account.id}`;
  const initial = Array.from(name)[0]?.toUpperCase() ?? '?';
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-8">
      <div className="flex flex-wrap items-center gap-4">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white md:size-14">
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold tracking-tight md:text-2xl">
            <FormattedMessage id="user.title" />
          </h1>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400" data-testid="user-name">
            {name}
          </p>
        </div>
        <Link to={href('/favorites')} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600">
          <FormattedMessage id="user.favoritesLink" />
        </Link>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[13rem_1fr]">
        <aside className="min-w-0 md:sticky md:top-20 md:self-start">
          <UserCenterNav current={tab} unread={account.unreadNotifications} />
        </aside>
        <section aria-labelledby="user-tab-title" className="min-w-0">
          <h2 id="user-tab-title" className="mb-4 text-lg font-semibold">
            <FormattedMessage id={`user.tab.${tab}`} />
          </h2>
          {tab === 'points' && ledger ? <PointsLedger ledger={ledger} page={page} /> : null}
          {tab === 'notifications' && notifications ? <NotificationList page={notifications} /> : null}
          {tab === 'orders' && orders ? <OrderList page={orders} /> : null}
          {tab === 'invoices' && invoices ? <InvoiceList invoices={invoices} /> : null}
          {tab === 'mcp' && mcp ? <MyMcpList rows={mcp} /> : null}
          {!['points', 'notifications', 'orders', 'invoices', 'mcp'].includes(tab) ? (
            <div className="rounded-xl border border-dashed border-slate-200 dark:border-slate-800">
              <EmptyState />
            </div>
          ) : null}
          {/* Under "my AI products", after its list: the instances of AI products this user runs. */}
          {tab === 'products' && deployments ? (
            <div className="mt-6">
              <MyDeployments rows={deployments} />
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}
