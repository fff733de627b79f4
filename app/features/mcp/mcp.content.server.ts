// The MCP area's editorial content (clients, cases) in the page's language: tw is converted from zh here, on the
// server, so the browser never loads the converter.
import type { LangCode } from '~/i18n/locales';
import { MCP_CASES, type TMcpCase } from './mcp.cases';
import { MCP_CLIENTS, type TMcpClientFacts } from './mcp.clients';
import { toTw } from './mcp.write.server';

export interface TMcpClientView extends Omit<TMcpClientFacts, 'zh' | 'en' | 'ja'> {
  description: string;
}

export interface TMcpCaseView {
  slug: string;
  servers: string[];
  title: string;
  summary: string;
  steps: string[];
  /** The language the text is in (ja readers get English). */
  textLang: LangCode;
}

export function clientsIn(lang: LangCode): TMcpClientView[] {
  return MCP_CLIENTS.map(({ zh, en, ja, ...facts }) => ({ ...facts, description: lang === 'zh' ? zh : lang === 'tw' ? toTw(zh) : lang === 'ja' ? ja : en }));
}

function caseIn(c: TMcpCase, lang: LangCode): TMcpCaseView {
  const pick = <T,>(v: { zh: T; en: T }, conv: (x: T) => T): T => (lang === 'zh' ? v.zh : lang === 'tw' ? conv(v.zh) : v.en);
  return {
    slug: c.slug,
    servers: c.servers,
    title: pick(c.title, toTw),
    summary: pick(c.summary, toTw),
    steps: pick(c.steps, (s) => s.map(toTw)),
    textLang: lang === 'zh' || lang === 'tw' ? lang : 'en',
  };
}

export const casesIn = (lang: LangCode) => MCP_CASES.map((c) => caseIn(c, lang));

export function caseBySlug(slug: string, lang: LangCode): TMcpCaseView | null {
  const c = MCP_CASES.find((x) => x.slug === slug);
  return c ? caseIn(c, lang) : null;
}
