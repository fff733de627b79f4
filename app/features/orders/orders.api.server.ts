// /api/orders (the signed-in user's orders: make, read, refresh the QR code, cancel, ask for an invoice),
// /api/payments (gateway callbacks; the sandbox's approve/fail page calls), /api/ads (impressions, clicks) and
// the staff review calls mounted under /api/admin/orders.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { localizePath } from '~/i18n/locales';
import { clientIp } from '../../../server/http/client-ip';
import type { AppDeps, AppEnv } from '../../../server/http/context';
import { ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { requireAdmin, requireUser } from '../../../server/http/session';
import { parseJson, parseOrThrow, parseQuery } from '../../../server/http/validate';
import { paymentProviders } from '../../../server/integrations/registry';
import { signSandboxEvent, verifySandboxPageSignature } from '../../../server/integrations/payments/sandbox';
import { publishProductChanges } from '../catalogue/catalogue.search.server';
import { ADS_TOPIC, adTarget, countAdEvents } from './orders.ads.server';
import { cancelOrder, createOrder, refreshPayment } from './orders.create.server';
import { invoicePdf, issueInvoice, listInvoiceRequests, listInvoices, requestInvoice } from './orders.invoices.server';
import { orderOfReference, receiveCallback, renderQr, type PaymentsContext } from './orders.payments.server';
import { approveOrder, listReviewQueue, rejectOrder } from './orders.review.server';
import { getOwnOrderRow, listOrders, loadOrder } from './orders.server';
import { ZIdempotencyKey, ZInvoiceRequest, ZOrderInput, ZOrderNo, ZReviewDecision } from './orders.schema';
import { routeDoc } from '../../../server/http/openapi';

const doc = routeDoc('orders');

export function paymentsContext(deps: Pick<AppDeps, 'env' | 'logger' | 'database'> & Partial<AppDeps>): PaymentsContext {
  return { db: deps.database.db, env: deps.env, logger: deps.logger, payments: paymentProviders(deps) };
}

const ctxOf = (c: Context<AppEnv>) => paymentsContext(c.get('deps'));
const ZOrderNoParam = z.object({ orderNo: ZOrderNo });
const orderNoOf = (c: Context<AppEnv>) => parseOrThrow(ZOrderNoParam, { orderNo: c.req.param('orderNo') }, c.get('lang')).orderNo;
const ZNumericId = z.object({ id: z.coerce.number().int().positive() });
const ZInvoiceStatusQuery = z.object({ status: z.enum(['requested', 'issued']).default('requested') });
/** What the invoice upload form carries (read with parseBody; documented, checked by hand). */
const ZInvoiceUpload = z.object({ file: z.file().mime('application/pdf').max(900 * 1024) });
const ZPage = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });
/** Orders a user may make per hour: generous for people, a wall for scripts. */
const ORDER_RULE = { limit: 30, windowMs: 3_600_000 };

export const ordersApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'A page of your orders', auth: 'user', query: ZPage }), async (c) => {
    const user = await requireUser(c);
    const { page } = parseQuery(c, ZPage);
    return ok(c, await listOrders(c.get('deps').database.db, user.id, page, c.get('lang')));
  })
  .post('/', doc({ summary: 'Make an order (listing, promotion or ad) and start its payment', description: 'Send the same Idempotency-Key again to get the same order back instead of a second one.', auth: 'user', headers: { 'idempotency-key': ZIdempotencyKey }, body: ZOrderInput, errors: { 409: 'The key was used for a different order.', 429: 'Too many orders this hour.' } }), async (c) => {
    const user = await requireUser(c);
    const key = parseOrThrow(ZIdempotencyKey, c.req.header('idempotency-key') ?? '', c.get('lang'));
    const input = await parseJson(c, ZOrderInput);
    const ctx = ctxOf(c);
    await enforceRateLimit(ctx.db, `orders:${user.id}`, ORDER_RULE);
    const created = await createOrder(ctx, user.id, input, key, c.get('lang'));
    return ok(c, created);
  })
  .get('/:orderNo', doc({ summary: 'One of your orders, with its payment QR code while unpaid', auth: 'user', params: ZOrderNoParam, errors: { 404: 'No such order of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const ctx = ctxOf(c);
    const row = await getOwnOrderRow(ctx.db, user.id, orderNoOf(c));
    return ok(c, await loadOrder(ctx.db, row, c.get('lang'), renderQr));
  })
  .post('/:orderNo/payment', doc({ summary: 'Ask the gateway again for the payment state, or a fresh QR code', auth: 'user', params: ZOrderNoParam, errors: { 404: 'No such order of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const ctx = ctxOf(c);
    const row = await getOwnOrderRow(ctx.db, user.id, orderNoOf(c));
    await refreshPayment(ctx, row, c.get('lang'));
    return ok(c, await loadOrder(ctx.db, await getOwnOrderRow(ctx.db, user.id, row.orderNo), c.get('lang'), renderQr));
  })
  .post('/:orderNo/cancel', doc({ summary: 'Cancel an unpaid order', auth: 'user', params: ZOrderNoParam, errors: { 404: 'No such order of yours.', 409: 'The order can no longer be cancelled.' } }), async (c) => {
    const user = await requireUser(c);
    const ctx = ctxOf(c);
    const row = await getOwnOrderRow(ctx.db, user.id, orderNoOf(c));
    await cancelOrder(ctx, row);
    return ok(c, { status: 'cancelled' });
  })
  .post('/:orderNo/invoice', doc({ summary: 'Ask for an invoice of a paid order', auth: 'user', params: ZOrderNoParam, body: ZInvoiceRequest, errors: { 404: 'No such order of yours.', 409: 'Not paid, or already asked.' } }), async (c) => {
    const user = await requireUser(c);
    const ctx = ctxOf(c);
    const row = await getOwnOrderRow(ctx.db, user.id, orderNoOf(c));
    const input = await parseJson(c, ZInvoiceRequest);
    await requestInvoice(ctx.db, row, input as Required<typeof input>);
    return ok(c, { status: 'requested' });
  });

export const invoicesApi = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Your invoices', auth: 'user' }), async (c) => {
    const user = await requireUser(c);
    return ok(c, await listInvoices(c.get('deps').database.db, user.id));
  })
  .get('/:id/pdf', doc({ summary: 'An issued invoice as PDF', auth: 'user', params: ZNumericId, response: { description: 'The PDF, as an attachment.', content: { 'application/pdf': { type: 'string', contentMediaType: 'application/pdf' } } }, errors: { 404: 'No such invoice of yours.' } }), async (c) => {
    const user = await requireUser(c);
    const { id } = parseOrThrow(ZNumericId, { id: c.req.param('id') }, c.get('lang'));
    const file = await invoicePdf(c.get('deps').database.db, id, user.id, user.role === 'admin');
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    });
  });

const ZSandboxOutcome = z.object({ outcome: z.enum(['paid', 'failed']), sig: z.string().min(8).max(200) });

export const paymentsApi = new Hono<AppEnv>()
  // Gateways post here; the body is read raw because signatures cover its exact bytes.
  .post('/callback/:method', doc({ summary: "A payment gateway's notification", description: "Called by the gateways (Alipay, WeChat Pay, Stripe, the sandbox), not by browsers. The body is read raw: its signature covers the exact bytes. Answers in the gateway's own format.", params: { method: z.string().describe('alipay, wechat, stripe or sandbox') }, content: { '*/*': z.string() }, response: { description: 'The acknowledgement the gateway expects (204 with no body for WeChat Pay).', content: { '*/*': { type: 'string' } } } }), async (c) => {
    const ctx = ctxOf(c);
    const rawBody = await c.req.text();
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => (headers[name] = value));
    const answer = await receiveCallback(ctx, c.req.param('method'), { method: c.req.method, headers, rawBody, query: c.req.query() });
    // WeChat Pay takes 204 with no body as "accepted" (a 204 cannot carry one).
    if (answer.status === 204) return c.body(null, 204);
    return c.body(answer.body, answer.status as 200, { 'Content-Type': answer.contentType });
  })
  // The sandbox gateway's tester page approves or fails a payment: it goes through the callback path above.
  .post('/sandbox/:reference', doc({ summary: "The sandbox gateway's tester page approves or fails a payment", params: { reference: z.string() }, body: ZSandboxOutcome, errors: { 404: 'Unknown payment or bad signature.' } }), async (c) => {
    const ctx = ctxOf(c);
    const reference = c.req.param('reference');
    const { outcome, sig } = await parseJson(c, ZSandboxOutcome);
    if (!verifySandboxPageSignature(ctx.env, reference, sig)) throw new AppError('NOT_FOUND');
    const found = await orderOfReference(ctx.db, reference);
    if (!found || found.attempt.method !== 'sandbox') throw new AppError('NOT_FOUND');
    const callback = signSandboxEvent(ctx.env, {
      reference,
      status: outcome,
      amountMinor: found.order.amountMinor,
      currency: found.order.currency as 'CNY' | 'USD',
    });
    const answer = await receiveCallback(ctx, 'sandbox', callback);
    return ok(c, { accepted: answer.status < 300 });
  });

const ZAdEvents = z.object({ impressions: z.array(z.coerce.number().int().positive()).max(24).default([]) });

/** Who saw or clicked an ad, for counting each viewer once: the client address. */
const viewerOf = (c: Context<AppEnv>) => clientIp(c, c.get('deps').env.TRUST_PROXY);

export const adsApi = new Hono<AppEnv>()
  .post('/impressions', doc({ summary: 'Ads shown (each viewer counted once)', body: ZAdEvents }), async (c) => {
    const { impressions } = await parseJson(c, ZAdEvents);
    return ok(c, { counted: await countAdEvents(c.get('deps').database.db, 'impression', impressions, viewerOf(c)) });
  })
  // A click on an ad counts and goes to the product's page on this site, in the language of the page (langType).
  .get('/:id/click', doc({ summary: "A click on an ad: counts it and goes to the product's page", params: ZNumericId, response: { status: 302, description: "Redirect to the product's page in the language of langType." }, errors: { 404: 'No such ad.' } }), async (c) => {
    const { id } = parseOrThrow(ZNumericId, { id: c.req.param('id') }, c.get('lang'));
    const db = c.get('deps').database.db;
    const target = await adTarget(db, id);
    if (!target) throw new AppError('NOT_FOUND');
    await countAdEvents(db, 'click', [id], viewerOf(c));
    return c.redirect(localizePath(target, c.get('lang'), c.get('deps').env.DEFAULT_LANG), 302);
  });

export const reviewApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .get('/', doc({ summary: 'Orders waiting for review', auth: 'admin' }), async (c) => ok(c, await listReviewQueue(c.get('deps').database.db, c.get('lang'))))
  .post('/:orderNo/decision', doc({ summary: 'Approve or reject an order', auth: 'admin', params: ZOrderNoParam, body: ZReviewDecision, errors: { 409: 'Not waiting for review.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const ctx = ctxOf(c);
    const decision = await parseJson(c, ZReviewDecision);
    const orderNo = orderNoOf(c);
    const outcome =
      decision.decision === 'approve'
        ? await approveOrder(ctx, admin.id, orderNo)
        : await rejectOrder(ctx, admin.id, orderNo, decision.reason, decision.policy);
    const { bus } = c.get('deps');
    if (outcome.productIds.length) await publishProductChanges(bus, outcome.productIds);
    if (outcome.ads) await bus.publish(ADS_TOPIC);
    return ok(c, outcome);
  })
  .get('/invoices', doc({ summary: 'Invoice requests', auth: 'admin', query: ZInvoiceStatusQuery }), async (c) => {
    const { status } = parseQuery(c, ZInvoiceStatusQuery);
    return ok(c, await listInvoiceRequests(c.get('deps').database.db, status));
  })
  // The PDF comes as multipart form data (field `file`), at most 900 KB (the API takes bodies up to 1 MB).
  .post('/invoices/:id/issue', doc({ summary: 'Issue an invoice: upload its PDF', description: 'Multipart form data with the PDF in the field file, at most 900 KB.', auth: 'admin', params: ZNumericId, content: { 'multipart/form-data': ZInvoiceUpload }, errors: { 404: 'No such request.' } }), async (c) => {
    const admin = await requireAdmin(c);
    const { id } = parseOrThrow(ZNumericId, { id: c.req.param('id') }, c.get('lang'));
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File) || file.size > 900 * 1024) throw new AppError('VALIDATION', { messageKey: 'orders.error.pdf' });
    await issueInvoice(c.get('deps').database.db, admin.id, id, new Uint8Array(await file.arrayBuffer()), file.name);
    return ok(c, { status: 'issued' });
  });
