// The MCP area's sub-navigation (SPEC §1: server, client, debug, cases, submit, ranking, assistant, playground).
// Areas whose page does not exist in this build (the playground and debug pages ship separately) are left out by
// the page list the menus are checked against (app/pages.ts), once those pages are merged.
import clsx from 'clsx';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { PAGES } from '~/pages';

export const MCP_AREAS = ['home', 'servers', 'clients', 'playground', 'debug', 'cases', 'ranking', 'assistant', 'submit'] as const;
export type TMcpArea = (typeof MCP_AREAS)[number];

export const mcpAreaPath = (area: TMcpArea) => (area === 'home' ? '/mcp' : `/mcp/${area}`);

const OWN_PAGES = new Set(PAGES.map(([path]) => `/${path}`));

/**
 * The areas that have a page of their own in app/pages.ts. (The menus' check, isSitePage, would let
 * /mcp/playground through as a server slug of /mcp/:slug: here the page itself must be listed.)
 */
export const liveMcpAreas = () => MCP_AREAS.filter((a) => OWN_PAGES.has(mcpAreaPath(a)));

export function McpAreaNav({ current }: { current: TMcpArea | null }) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <nav aria-label={t('mcp.nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" data-testid="mcp-area-nav">
      <ul className="flex w-max gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-900">
        {liveMcpAreas().map((area) => (
          <li key={area}>
            <Link
              to={href(mcpAreaPath(area))}
              aria-current={area === current ? 'page' : undefined}
              className={clsx(
                'block whitespace-nowrap rounded-xl px-3.5 py-2 text-sm font-medium',
                area === current
                  ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              <FormattedMessage id={`mcp.nav.${area}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
