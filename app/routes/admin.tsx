// /admin: the staff console — review of paid orders, submitted MCP servers, invoice requests, service requests (leads: GEO and the other services),
// news articles (editing and publishing), problem reports, users, audit. The role is checked here on the server;
// everyone else gets the 404 page.
import { FormattedMessage } from '~/i18n/intl';
import { data } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { ZAdminAuditQuery, ZAdminUserQuery } from '~/features/admin/admin.schema';
import { listAudit, searchUsers } from '~/features/admin/admin.server';
import { AdminAudit } from '~/features/admin/components/admin-audit';
import { AdminReports } from '~/features/admin/components/admin-reports';
import { listReports } from '~/features/catalogue/catalogue.reports.server';
import { AdminUsers } from '~/features/admin/components/admin-users';
import { InvoiceRequests } from '~/features/orders/components/invoice-requests';
import { ReviewQueue } from '~/features/orders/components/review-queue';
import { listInvoiceRequests } from '~/features/orders/orders.invoices.server';
import { categoryNames, reviewEntries } from '~/features/orders/orders.pages.server';
import { listReviewQueue } from '~/features/orders/orders.review.server';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { NotFoundPage } from '~/shell/error-page';
import { listMcpReviewQueue } from '~/features/mcp/mcp.write.server';
import { McpReviewQueue } from '~/features/mcp/components/mcp-review-queue';
import { AdminHealth } from '~/features/admin/components/admin-health';
import { listHealthQueue } from '~/features/catalogue/catalogue.health.server';
import { ZLeadQuery } from '~/features/leads/leads.schema';
import { listLeads } from '~/features/leads/leads.server';
import { AdminLeads } from '~/features/leads/components/admin-leads';
import { ZAdminArticleQuery } from '~/features/news/news.schema';
import { listAdminArticles, listAdminDigests } from '~/features/news/news.write.server';
import { AdminDigests, AdminNews } from '~/features/news/components/admin-news';
import type { Route } from './+types/admin';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const db = context.deps.database.db;
  const user = await getPageUser(db, request);
  if (!user || user.role !== 'admin') throw data(null, { status: 404 });
  const params = url.searchParams;
  const query = ZAdminUserQuery.safeParse({ q: params.get('q') ?? undefined, page: params.get('page') ?? undefined });
  const userQuery = query.success ? query.data : ZAdminUserQuery.parse({});
  const { page: auditPage } = ZAdminAuditQuery.parse({ page: params.get('auditPage') ?? undefined });
  const leadQuery = ZLeadQuery.parse({
    q: params.get('leadQ') ?? undefined,
    kind: params.get('leadKind') ?? undefined,
    status: params.get('leadStatus') ?? undefined,
    page: params.get('leadPage') ?? undefined,
  });
  const newsQuery = ZAdminArticleQuery.parse({
    q: params.get('newsQ') ?? undefined,
    status: params.get('newsStatus') ?? undefined,
    kind: params.get('newsKind') ?? undefined,
    page: params.get('newsPage') ?? undefined,
  });
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const [users, audit, queue, invoices, categories, reports, mcpQueue, health, leadPage, news, digests] = await Promise.all([
    searchUsers(db, userQuery),
    listAudit(db, auditPage),
    listReviewQueue(db, lang),
    listInvoiceRequests(db, 'requested'),
    categoryNames(db, lang),
    listReports(db, 'new', lang),
    listMcpReviewQueue(db),
    listHealthQueue(db, lang),
    listLeads(db, leadQuery),
    listAdminArticles(db, newsQuery, lang),
    listAdminDigests(db),
  ]);
  return {
    selfId: user.id,
    q: userQuery.q,
    users,
    audit,
    review: await reviewEntries(db, queue, lang),
    invoices,
    categories: Object.fromEntries(categories.map((c) => [c.slug, c.name])),
    reports,
    mcpQueue,
    health,
    leads: { page: leadPage, q: leadQuery.q, kind: leadQuery.kind, status: leadQuery.status },
    news: { page: news, q: newsQuery.q, status: newsQuery.status, kind: newsQuery.kind },
    digests,
  };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex' };
  if (!loaded) return [...pageMeta(matches, 'error.notFoundTitle'), robots];
  return [...pageMeta(matches, 'admin.metaTitle'), robots];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { users, audit, q, selfId, review, invoices, categories, reports, mcpQueue, health, leads, news, digests } = loaderData;
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="admin.title" />
      </h1>
      <ReviewQueue items={review} categories={categories} />
      <McpReviewQueue items={mcpQueue} />
      <InvoiceRequests invoices={invoices} />
      <AdminLeads page={leads.page} q={leads.q} kind={leads.kind} status={leads.status} />
      <AdminNews page={news.page} q={news.q} status={news.status} kind={news.kind} />
      <AdminDigests digests={digests} />
      <AdminReports reports={reports} />
      <AdminHealth rows={health} />
      <AdminUsers page={users} q={q} selfId={selfId} />
      <AdminAudit page={audit} />
    </main>
  );
}
