// RSS 2.0 and Atom feeds of the news in each language (/news/rss.xml, /en/news/atom.xml, …), built with the
// `feed` package from the published articles, absolute links only; kept until the news changes.
import { Feed } from 'feed';
import { Hono, type Context } from 'hono';
import { getLanguage, isLangCode, LANG_CODES, localizePath, type LangCode } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import { pickText } from '~/features/catalogue/catalogue.schema';
import { sitemapLanguages } from '~/features/seo/seo.server';
import { memoPerBus } from '../../../server/cache/memo';
import type { AppDeps, AppEnv } from '../../../server/http/context';
import { publicConfig, type PublicConfig } from '../../../server/env';
import { articlePath, feedPath, NEWS_FEED_SIZE, NEWS_TOPIC, type TFeedFormat } from './news.constants';
import { latestArticles, renderArticleMarkdown } from './news.server';

const feedMemo = memoPerBus<string, string>({ ttlMs: 3_600_000, topic: NEWS_TOPIC });

export async function buildNewsFeed(deps: Pick<AppDeps, 'database'>, config: Pick<PublicConfig, 'appUrl' | 'defaultLang'>, lang: LangCode, format: TFeedFormat): Promise<string> {
  const rows = await latestArticles(deps.database.db, NEWS_FEED_SIZE);
  const abs = (path: string) => `${config.appUrl}${localizePath(path, lang, config.defaultLang)}`;
  const siteName = formatMessage(lang, 'site.name');
  const feed = new Feed({
    id: abs('/news'),
    link: abs('/news'),
    title: `${formatMessage(lang, 'news.title')} - ${siteName}`,
    description: formatMessage(lang, 'news.description'),
    language: getLanguage(lang).hreflang,
    updated: rows[0]?.updatedAt ?? new Date(0),
    generator: false,
    copyright: siteName,
    feedLinks: { rss: `${config.appUrl}${feedPath(lang, config.defaultLang, 'rss')}`, atom: `${config.appUrl}${feedPath(lang, config.defaultLang, 'atom')}` },
  });
  for (const row of rows) {
    const link = abs(articlePath(row.slug));
    feed.addItem({
      id: link,
      link,
      title: pickText(row.title, lang),
      description: pickText(row.summary, lang),
      // Readers resolve links against nothing reliable: the site's own paths become absolute, in the feed's language.
      content: renderArticleMarkdown(pickText(row.body, lang)).replace(/(href|src)="(\/[^"]*)"/g, (_, attr: string, path: string) => `${attr}="${abs(path)}"`),
      date: row.updatedAt,
      published: row.publishAt ?? row.createdAt,
      category: row.tags.map((name) => ({ name, term: name })),
      ...(row.coverUrl ? { image: row.coverUrl } : {}),
    });
  }
  // The package writes the RSS channel's <language> but nothing for Atom: xml:lang on the root says it there.
  return format === 'rss' ? feed.rss2() : feed.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${getLanguage(lang).hreflang}">`);
}

function serveFeed(c: Context<AppEnv>, format: TFeedFormat) {
  const deps = c.get('deps');
  const config = publicConfig(deps.env);
  const lang = c.req.param('lang') ?? config.defaultLang;
  if (!isLangCode(lang) || !sitemapLanguages(config).includes(lang)) return c.notFound();
  return feedMemo(deps.bus)
    .get(`${config.appUrl}|${lang}|${format}`, () => buildNewsFeed(deps, config, lang, format))
    .then((xml) =>
      c.body(xml, 200, {
        'Content-Type': format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=600',
      }),
    );
}

const LANG = `:lang{${LANG_CODES.join('|')}}`;
export const newsFeedRoutes = new Hono<AppEnv>()
  .get('/news/rss.xml', (c) => serveFeed(c, 'rss'))
  .get('/news/atom.xml', (c) => serveFeed(c, 'atom'))
  .get(`/${LANG}/news/rss.xml`, (c) => serveFeed(c, 'rss'))
  .get(`/${LANG}/news/atom.xml`, (c) => serveFeed(c, 'atom'));
