// The MCP area's sub-navigation (SPEC §1: server, client, debug, cases, submit, ranking, assistant, playground).
// Every area has a page of its own in app/pages.ts (checked by mcp.snippets.test.ts), so the list ships as it is.
import clsx from 'clsx';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

export const MCP_AREAS = ['home', 'servers', 'clients', 'playground', 'debug', 'cases', 'ranking', 'assistant', 'submit'] as const;
export type TMcpArea = (typeof MCP_AREAS)[number];

export const mcpAreaPath = (area: TMcpArea) => (area === 'home' ? '/mcp' : `/mcp/${area}`);


export function McpAreaNav({ current }: { current: TMcpArea | null }) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <nav aria-label={t('mcp.nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" data-testid="mcp-area-nav">
      <ul className="flex w-max gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-900">
        {MCP_AREAS.map((area) => (
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
