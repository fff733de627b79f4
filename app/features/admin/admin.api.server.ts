// /api/admin: the staff console's calls. Every route checks the role on the server; others get a 404.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { products } from '../../../server/db/schema';
import type { AppDeps, AppEnv } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { ok } from '../../../server/http/envelope';
import { requireAdmin } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { ZReportDecision } from '../catalogue/catalogue.schema';
import { decideReport, listReports } from '../catalogue/catalogue.reports.server';
import { productTopic, publishProductChanges } from '../catalogue/catalogue.search.server';
import { captureVisitImages, decideHealth, listHealthQueue, recordCheck, visitSite } from '../catalogue/catalogue.health.server';
import { healthDeps, screenshotDeps } from '../catalogue/catalogue.jobs.server';
import { screenshotProducts } from '../catalogue/catalogue.screenshot.server';
import {
  ZAdminAuditQuery,
  ZAdminHealthDecision,
  ZAdminReportQuery,
  ZAdminPointsAdjust,
  ZAdminProductId,
  ZAdminProductStatus,
  ZAdminUserId,
  ZAdminUserQuery,
  ZAdminUserStatus,
} from './admin.schema';
import { adjustUserPoints, listAudit, searchUsers, setProductVisibility, setUserStatus } from './admin.server';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('admin');

export const adminApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get('/reports', doc({ summary: 'Problem reports about products', auth: 'admin', query: ZAdminReportQuery }), async (c) => {
    const { status } = parseQuery(c, ZAdminReportQuery);
    return ok(c, await listReports(c.get('deps').database.db, status, c.get('lang')));
  })
  .post('/reports/:id/decision', doc({ summary: 'Decide a report', auth: 'admin', params: ZAdminUserId, body: ZReportDecision, errors: { 404: 'No such report.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZAdminUserId, { id: c.req.param('id') }, c.get('lang'));
    const { decision, note } = await parseJson(c, ZReportDecision);
    await decideReport(c.get('deps').database.db, id, decision, admin.id, note);
    return ok(c, { id, status: decision });
  })
  .get('/health', doc({ summary: 'Products whose site failed its health check twice in a row', auth: 'admin' }), async (c) => ok(c, await listHealthQueue(c.get('deps').database.db, c.get('lang'))))
  .post('/health/:id/decision', doc({ summary: 'Keep, hide, close or fix the address of a failing product', auth: 'admin', params: ZAdminProductId, body: ZAdminHealthDecision, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZAdminProductId, { id: c.req.param('id') }, c.get('lang'));
    const decision = await parseJson(c, ZAdminHealthDecision);
    const deps = c.get('deps');
    const result = await decideHealth(deps.database.db, deps.bus, id, decision);
    // A fixed address is visited at once, so staff see whether the fix holds.
    if (decision.action === 'fix') await checkNow(deps, id);
    return ok(c, result);
  })
  .post('/health/:id/check', doc({ summary: "Visit a product's site now and store the check", auth: 'admin', params: ZAdminProductId, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZAdminProductId, { id: c.req.param('id') }, c.get('lang'));
    const { status, httpStatus, finalUrl, detail } = await checkNow(c.get('deps'), id);
    return ok(c, { status, httpStatus, finalUrl, detail });
  })
  .get('/users', doc({ summary: 'Find users', auth: 'admin', query: ZAdminUserQuery }), async (c) => {
    const query = parseQuery(c, ZAdminUserQuery);
    return ok(c, await searchUsers(c.get('deps').database.db, query));
  })
  .post('/users/:id/status', doc({ summary: "Change a user's status (enable, disable)", auth: 'admin', params: ZAdminUserId, body: ZAdminUserStatus, errors: { 404: 'No such user.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZAdminUserId, { id: c.req.param('id') }, c.get('lang'));
    const input = await parseJson(c, ZAdminUserStatus);
    return ok(c, await setUserStatus(c.get('deps').database.db, admin.id, id, input));
  })
  .post('/users/:id/points', doc({ summary: "Adjust a user's points, with a reason", auth: 'admin', params: ZAdminUserId, body: ZAdminPointsAdjust, errors: { 404: 'No such user.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZAdminUserId, { id: c.req.param('id') }, c.get('lang'));
    const input = await parseJson(c, ZAdminPointsAdjust);
    return ok(c, await adjustUserPoints(c.get('deps').database.db, admin.id, id, input));
  })
  .post('/products/:id/images', doc({ summary: "Fetch a product's logo and og:image now and take its screenshot", auth: 'admin', params: ZAdminProductId, errors: { 404: 'No such product.' } }), async (c) => {
    const { id } = parseOrThrow(ZAdminProductId, { id: c.req.param('id') }, c.get('lang'));
    return ok(c, await imagesNow(c.get('deps'), id));
  })
  .post('/products/:id/status', doc({ summary: 'Show or hide a product', auth: 'admin', params: ZAdminProductId, body: ZAdminProductStatus, errors: { 404: 'No such product.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZAdminProductId, { id: c.req.param('id') }, c.get('lang'));
    const input = await parseJson(c, ZAdminProductStatus);
    const deps = c.get('deps');
    const result = await setProductVisibility(deps.database.db, admin.id, id, input);
    if (result.changed) {
      // Committed: every replica drops the product's page, the lists and sitemaps, and re-reads it for search.
      // When the bus is down the change stands; replicas catch up when their bus reconnects (docs/operations.md).
      await publishProductChanges(deps.bus, [result.id]).catch((err: unknown) =>
        deps.logger.warn({ err, productId: result.id }, 'change event not published; replicas catch up when their bus reconnects'),
      );
    }
    return ok(c, result);
  })
  .get('/audit', doc({ summary: 'The log of staff actions', auth: 'admin', query: ZAdminAuditQuery }), async (c) => {
    const { page } = parseQuery(c, ZAdminAuditQuery);
    return ok(c, await listAudit(c.get('deps').database.db, page));
  });

/** Visits one product's site now (staff asked) and stores the check like the weekly one, with the images it names. */
async function checkNow(deps: AppDeps, productId: number) {
  const db = deps.database.db;
  const [product] = await db.select({ url: products.url }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError('NOT_FOUND');
  const options = healthDeps({ db, bus: deps.bus, logger: deps.logger, env: deps.env });
  const visit = await visitSite(product.url, options.visit);
  await recordCheck(db, productId, visit);
  const images = await captureVisitImages(options, productId, visit);
  await deps.bus.publish(productTopic(productId));
  return { status: visit.status, httpStatus: visit.httpStatus, finalUrl: visit.finalUrl, detail: visit.detail, images, product };
}

/**
 * The logo, og:image and screenshot of one product now (docs/decisions/028): the site is visited as by the health
 * check, then photographed when screenshots are allowed (SCREENSHOTS is not 'false') and a Chromium is found.
 */
async function imagesNow(deps: AppDeps, productId: number) {
  const checked = await checkNow(deps, productId);
  const shots = screenshotDeps({ db: deps.database.db, bus: deps.bus, logger: deps.logger, env: deps.env }, 'staff');
  let screenshot: 'taken' | 'failed' | 'off' = 'off';
  if (shots && checked.status === 'alive') {
    const report = await screenshotProducts(shots, [{ id: productId, url: checked.product.url }]);
    screenshot = report.taken ? 'taken' : 'failed';
  }
  return { status: checked.status, logo: checked.images?.logo ?? 'none', image: checked.images?.image ?? 'none', screenshot };
}
