// /user/orders/{orderNo}: one order of the signed-in visitor — payment, status timeline, ad figures, invoice. Another
// user's order, or a number that names none, is the 404 page; never indexed.
import { data } from 'react-router';
import { getPageUser } from '~/features/accounts/sessions.server';
import { OrderView } from '~/features/orders/components/order-view';
import { renderQr } from '~/features/orders/orders.payments.server';
import { ZOrderNo } from '~/features/orders/orders.schema';
import { getOrderRow, loadOrder } from '~/features/orders/orders.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { NotFoundPage } from '~/shell/error-page';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/order';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const db = context.deps.database.db;
  const user = await getPageUser(db, request);
  if (!user) return { signedIn: false as const };
  const orderNo = ZOrderNo.safeParse(params.orderNo);
  if (!orderNo.success) throw data(null, { status: 404 });
  const row = await getOrderRow(db, orderNo.data);
  if (!row || row.userId !== user.id) throw data(null, { status: 404 });
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  return { signedIn: true as const, order: await loadOrder(db, row, lang, renderQr), serverNow: Date.now() };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const title = loaded.signedIn
    ? t(messages, 'orders.page.title', { orderNo: loaded.order.orderNo })
    : t(messages, 'user.title');
  return [{ title: `${title} - ${t(messages, 'site.name')}` }, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <SignInPrompt messageId="orders.page.signIn" />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 md:py-8">
      <OrderView key={loaderData.order.orderNo} initial={loaderData.order} serverNow={loaderData.serverNow} />
    </main>
  );
}
