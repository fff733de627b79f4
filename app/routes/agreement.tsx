import { pageMeta } from '~/i18n/meta';
import { DocumentPage } from '~/shell/document-page';
import type { Route } from './+types/agreement';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'agreement.metaTitle', 'agreement.intro');
}

export default function Page() {
  return <DocumentPage prefix="agreement" sections={5} />;
}
