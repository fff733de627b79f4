// /robots.txt, /sitemap.xml, /sitemaps/{lang}.xml, and /llms.txt and /llms-full.txt in each language form.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isLangCode, LANG_CODES } from '~/i18n/locales';
import type { AppEnv } from '../../../server/http/context';
import { publicConfig } from '../../../server/env';
import { llmsTxt } from './llms.server';
import { languageSitemapXml, robotsTxt, sitemapIndexXml, sitemapLanguages } from './seo.server';

const CACHE = { 'Cache-Control': 'public, max-age=3600' };

const MARKDOWN = { ...CACHE, 'Content-Type': 'text/markdown; charset=utf-8' };

/** /llms.txt in the default language, /{lang}/llms.txt in another (the site's URL rule); unknown prefixes are 404. */
async function serveLlms(c: Context<AppEnv>, full: boolean) {
  const config = publicConfig(c.get('deps').env);
  const prefix = c.req.param('lang');
  const lang = prefix ?? config.defaultLang;
  if (!isLangCode(lang) || !sitemapLanguages(config).includes(lang)) return c.notFound();
  return c.body(await llmsTxt(c.get('deps'), config, lang, full), 200, MARKDOWN);
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/llms.txt', (c) => serveLlms(c, false))
  .get('/llms-full.txt', (c) => serveLlms(c, true))
  .get(`/:lang{${LANG_CODES.join('|')}}/llms.txt`, (c) => serveLlms(c, false))
  .get(`/:lang{${LANG_CODES.join('|')}}/llms-full.txt`, (c) => serveLlms(c, true))
  .get('/robots.txt', (c) => c.text(robotsTxt(publicConfig(c.get('deps').env)), 200, CACHE))
  .get('/sitemap.xml', (c) => c.body(sitemapIndexXml(publicConfig(c.get('deps').env)), 200, { ...CACHE, 'Content-Type': 'application/xml; charset=utf-8' }))
  .get('/sitemaps/:file', async (c) => {
    const config = publicConfig(c.get('deps').env);
    const lang = c.req.param('file').replace(/\.xml$/, '');
    if (!isLangCode(lang) || !sitemapLanguages(config).includes(lang)) return c.notFound();
    const xml = await languageSitemapXml(c.get('deps'), config, lang);
    return c.body(xml, 200, { ...CACHE, 'Content-Type': 'application/xml; charset=utf-8' });
  });
