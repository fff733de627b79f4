// The service pages in the sitemaps and in llms.txt (docs/decisions/034).
import { formatMessage } from '~/i18n/messages.server';
import { registerLlmsSource } from '../seo/llms.server';
import { registerSitemapSource } from '../seo/seo.server';
import { SERVICE_KINDS } from './services.constants';

registerSitemapSource(async () => [
  { path: '/services', changefreq: 'monthly', priority: 0.6 },
  ...SERVICE_KINDS.map((kind) => ({ path: `/services/${kind}`, changefreq: 'monthly' as const, priority: 0.6 })),
]);

registerLlmsSource(async (_deps, lang) => [
  {
    title: formatMessage(lang, 'llms.section.services'),
    links: [
      { title: formatMessage(lang, 'services.index.title'), path: '/services', note: formatMessage(lang, 'services.index.lead') },
      ...SERVICE_KINDS.map((kind) => ({
        title: formatMessage(lang, `leads.kind.${kind}`),
        path: `/services/${kind}`,
        note: formatMessage(lang, `services.${kind}.short`),
      })),
    ],
  },
]);
