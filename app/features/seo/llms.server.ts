// /llms.txt and /llms-full.txt (llmstxt.org): a Markdown map of the site for language models — a title, a one-line
// summary, then sections of links with one-line notes. Areas add their sections as they add sitemap sources; the
// text is built once per language and edition and rebuilt after any change event.
import { LANGUAGES, localizePath, type LangCode } from '~/i18n/locales';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import { memoPerBus } from '../../../server/cache/memo';
import { ANY_TOPIC } from '../../../server/events/change-bus';
import type { AppDeps } from '../../../server/http/context';
import type { PublicConfig } from '../../../server/env';
import { sitemapLanguages } from './seo.server';

export interface LlmsLink {
  title: string;
  /** Path without language prefix. */
  path: string;
  note?: string;
  /** A path outside the language forms of the site (the API): linked as it is, in every language. */
  unprefixed?: boolean;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
  /** Its links go under "## Optional", which the format lets a reader skip when its context is short. */
  optional?: boolean;
}

/** `full` is /llms-full.txt: every entry, not only the top of each list. */
export type LlmsSource = (deps: AppDeps, lang: LangCode, full: boolean) => Promise<LlmsSection[]>;

/** The site's main pages, in the order a visitor meets them. */
const MAIN_PAGES: { path: string; title: MessageKey; note: MessageKey }[] = [
  { path: '/discover', title: 'llms.page.discover', note: 'llms.page.discover.note' },
  { path: '/class', title: 'llms.page.class', note: 'llms.page.class.note' },
  { path: '/best-ai-tools', title: 'llms.page.rankings', note: 'llms.page.rankings.note' },
  { path: '/best-ai-apps/android', title: 'llms.page.apps', note: 'llms.page.apps.note' },
  { path: '/tools', title: 'llms.page.tools', note: 'llms.page.tools.note' },
  { path: '/solutions', title: 'llms.page.solutions', note: 'llms.page.solutions.note' },
  { path: '/submission', title: 'llms.page.submission', note: 'llms.page.submission.note' },
  { path: '/about', title: 'llms.page.about', note: 'llms.page.about.note' },
];

const sources: LlmsSource[] = [
  async (_deps, lang) => [
    {
      title: formatMessage(lang, 'llms.section.pages'),
      links: MAIN_PAGES.map((page) => ({ title: formatMessage(lang, page.title), path: page.path, note: formatMessage(lang, page.note) })),
    },
  ],
];

/** Sections after every area's (the API's), whatever the order modules are imported in. */
const trailing: LlmsSource[] = [];

/** Areas call this once at import time to add their sections; `last` puts them after all others. */
export function registerLlmsSource(source: LlmsSource, options: { last?: boolean } = {}) {
  (options.last ? trailing : sources).push(source);
}

/** One line of text: Markdown's link and list syntax inside names and notes would break the format. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')')).trim();

export async function buildLlmsTxt(deps: AppDeps, config: PublicConfig, lang: LangCode, full: boolean): Promise<string> {
  const sections = (await Promise.all([...sources, ...trailing].map((source) => source(deps, lang, full)))).flat().filter((s) => s.links.length > 0);
  const url = (path: string, code: LangCode = lang) => `${config.appUrl}${localizePath(path, code, config.defaultLang)}`;
  const item = (link: LlmsLink) => `- [${oneLine(link.title)}](${link.unprefixed ? `${config.appUrl}${link.path}` : url(link.path)})${link.note ? `: ${oneLine(link.note)}` : ''}`;
  const others = sitemapLanguages(config)
    .filter((code) => code !== lang)
    .map((code) => `[${LANGUAGES.find((l) => l.code === code)!.showName}](${config.appUrl}${localizePath(full ? '/llms-full.txt' : '/llms.txt', code, config.defaultLang)})`);
  const lines = [
    `# ${formatMessage(lang, 'site.name')}`,
    '',
    `> ${oneLine(formatMessage(lang, 'site.description'))}`,
    '',
    oneLine(formatMessage(lang, full ? 'llms.intro.full' : 'llms.intro', { home: url('/'), full: url('/llms-full.txt'), sitemap: `${config.appUrl}/sitemap.xml` })),
    ...(others.length ? ['', `${formatMessage(lang, 'llms.otherLanguages')} ${others.join(' · ')}`] : []),
  ];
  for (const section of sections.filter((s) => !s.optional)) {
    lines.push('', `## ${oneLine(section.title)}`, '', ...section.links.map(item));
  }
  const optional = sections.filter((s) => s.optional).flatMap((s) => s.links);
  if (optional.length) lines.push('', '## Optional', '', ...optional.map(item));
  return `${lines.join('\n')}\n`;
}

const llmsMemo = memoPerBus<string, string>({ ttlMs: 3_600_000, topic: ANY_TOPIC });

/** The text of /llms.txt or /llms-full.txt, kept until any data changes (or an hour passes). */
export function llmsTxt(deps: AppDeps, config: PublicConfig, lang: LangCode, full: boolean): Promise<string> {
  return llmsMemo(deps.bus).get(`${config.appUrl}|${config.isCN}|${lang}|${full}`, () => buildLlmsTxt(deps, config, lang, full));
}
