// /geo: the GEO service page (SPEC §2.1, geofooter layout) with the consultation form. Its content is the same for
// every visitor and lives in the message catalogues, so it sits on the page cache; who is signed in is read in the
// browser.
import { GEO_SERVICES_TOPIC } from '~/features/geo/geo.constants';
import { GeoLanding } from '~/features/geo/components/geo-landing';
import { pageMeta } from '~/i18n/meta';
import type { Route } from './+types/geo';

export const handle = { layout: 'geofooter' };

export function loader({ context }: Route.LoaderArgs) {
  context.cacheTags?.add(GEO_SERVICES_TOPIC);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'geo.metaTitle', 'geo.metaDescription');
}

export default function Geo() {
  return <GeoLanding />;
}
