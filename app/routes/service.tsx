// /services/{kind}: one AI service's landing with its consultation form (docs/decisions/034). The content is the
// same for every visitor and lives in the catalogues, so it sits on the page cache; who is signed in is read in the
// browser, and the customer-service hours are decided on the server at render time. Unknown kinds are the 404 page.
import { data } from 'react-router';
import { ServiceLanding } from '~/features/services/components/service-landing';
import { serviceHoursAt } from '~/features/services/service-hours';
import { isServiceKind, SERVICES_TOPIC } from '~/features/services/services.constants';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { NotFoundPage } from '~/shell/error-page';
import type { Route } from './+types/service';

export function loader({ params, context }: Route.LoaderArgs) {
  if (!isServiceKind(params.kind)) throw data(null, { status: 404 });
  context.cacheTags?.add(SERVICES_TOPIC);
  return { kind: params.kind, hours: serviceHoursAt(new Date(), context.deps.env.RANKINGS_TZ) };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaderData)) return notFoundMeta(messages);
  const { kind } = loaderData;
  return [{ title: t(messages, `services.${kind}.metaTitle`) }, { name: 'description', content: t(messages, `services.${kind}.metaDescription`) }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServiceLanding kind={loaderData.kind} hours={loaderData.hours} />;
}
