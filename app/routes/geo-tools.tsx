// /geo/tools: the GEO tools and consulting services (SPEC §2.1, geofooter layout), on the page cache.
import { GEO_SERVICES_TOPIC } from '~/features/geo/geo.constants';
import { GeoTools } from '~/features/geo/components/geo-tools';
import { pageMeta } from '~/i18n/meta';
import type { Route } from './+types/geo-tools';

export const handle = { layout: 'geofooter' };

export function loader({ context }: Route.LoaderArgs) {
  context.cacheTags?.add(GEO_SERVICES_TOPIC);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'geo.tools.metaTitle', 'geo.tools.metaDescription');
}

export default function GeoToolsPage() {
  return <GeoTools />;
}
