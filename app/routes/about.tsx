import { pageMeta } from '~/i18n/meta';
import { DocumentPage } from '~/shell/document-page';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'about.metaTitle', 'about.intro');
}

export default function Page() {
  return <DocumentPage prefix="about" sections={4} />;
}
