// /services: the AI services index (docs/decisions/034), on the page cache; the customer-service hours are decided
// on the server at render time (a cached copy is at most PAGE_CACHE_TTL_S old).
import { ServicesIndex } from '~/features/services/components/services-index';
import { serviceHoursAt } from '~/features/services/service-hours';
import { SERVICES_TOPIC } from '~/features/services/services.constants';
import { pageMeta } from '~/i18n/meta';
import type { Route } from './+types/services';

export function loader({ context }: Route.LoaderArgs) {
  context.cacheTags?.add(SERVICES_TOPIC);
  return { hours: serviceHoursAt(new Date(), context.deps.env.RANKINGS_TZ) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'services.index.metaTitle', 'services.index.metaDescription');
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesIndex hours={loaderData.hours} />;
}
