import { pageMeta } from '~/i18n/meta';
import { DocumentPage } from '~/shell/document-page';
import type { Route } from './+types/privacy';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'privacy.metaTitle', 'privacy.intro');
}

export default function Page() {
  return <DocumentPage prefix="privacy" sections={5} />;
}
