// /robots.txt, /sitemap.xml and /sitemaps/{lang}.xml.
import { Hono } from 'hono';
import { isLangCode } from '~/i18n/locales';
import type { AppEnv } from '../../../server/http/context';
import { publicConfig } from '../../../server/env';
import { languageSitemapXml, robotsTxt, sitemapIndexXml, sitemapLanguages } from './seo.server';

const CACHE = { 'Cache-Control': 'public, max-age=3600' };

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(publicConfig(c.get('deps').env)), 200, CACHE))
  .get('/sitemap.xml', (c) => c.body(sitemapIndexXml(publicConfig(c.get('deps').env)), 200, { ...CACHE, 'Content-Type': 'application/xml; charset=utf-8' }))
  .get('/sitemaps/:file', async (c) => {
    const config = publicConfig(c.get('deps').env);
    const lang = c.req.param('file').replace(/\.xml$/, '');
    if (!isLangCode(lang) || !sitemapLanguages(config).includes(lang)) return c.notFound();
    const xml = await languageSitemapXml(c.get('deps'), config, lang);
    return c.body(xml, 200, { ...CACHE, 'Content-Type': 'application/xml; charset=utf-8' });
  });
