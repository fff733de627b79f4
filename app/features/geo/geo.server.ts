// The GEO service pages in the sitemaps and in llms.txt (docs/decisions/026). Their consultation requests are
// leads of kind `geo` (app/features/leads).
import { formatMessage } from '~/i18n/messages.server';
import { registerLlmsSource } from '../seo/llms.server';
import { registerSitemapSource } from '../seo/seo.server';

registerSitemapSource(async () => [
  { path: '/geo', changefreq: 'monthly', priority: 0.7 },
  { path: '/geo/tools', changefreq: 'monthly', priority: 0.5 },
]);

registerLlmsSource(async (_deps, lang) => [
  {
    title: formatMessage(lang, 'llms.section.geo'),
    links: [
      { title: formatMessage(lang, 'llms.page.geo'), path: '/geo', note: formatMessage(lang, 'llms.page.geo.note') },
      { title: formatMessage(lang, 'llms.page.geoTools'), path: '/geo/tools', note: formatMessage(lang, 'llms.page.geoTools.note') },
    ],
  },
]);
