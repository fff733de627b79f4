// A server in a list: title, registry name, the project's description, category, transports and counts.
import { Download, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { mcpServerPath, } from '../mcp.constants';
import type { TMcpServerCard } from '../mcp.schema';

export function TransportBadge({ transport }: { transport: string }) {
  return (
    <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <FormattedMessage id={`mcp.transport.${transport}`} />
    </span>
  );
}

export function ServerInitial({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  const letter = Array.from(title.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-indigo-700 font-semibold text-white ${size === 'lg' ? 'size-16 text-2xl' : 'size-10 text-base'}`}
    >
      {letter}
    </span>
  );
}

export function ServerCard({ server }: { server: TMcpServerCard }) {
  const href = useLocalizedHref();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-400 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="mcp-server-card">
      <div className="flex items-start gap-3">
        <ServerInitial title={server.title} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={href(mcpServerPath(server.slug))} className="hover:text-brand-700 dark:hover:text-brand-100">
              {server.title}
            </Link>
          </h3>
          <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{server.name}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-300">{server.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <span className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-600/15 dark:text-brand-100">
          <FormattedMessage id={`mcp.category.${server.category}`} />
        </span>
        {server.transports.map((t) => (
          <TransportBadge key={t} transport={t} />
        ))}
        <span className="ml-auto flex items-center gap-2.5 text-xs text-slate-500 dark:text-slate-400">
          <span className="inline-flex items-center gap-0.5">
            <Heart aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <FormattedMessage id="mcp.count.likes" />
            </span>
            {server.likes}
          </span>
          <span className="inline-flex items-center gap-0.5">
            <Download aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <FormattedMessage id="mcp.count.installs" />
            </span>
            {server.installs}
          </span>
        </span>
      </div>
    </article>
  );
}

export function ServerGrid({ servers }: { servers: TMcpServerCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="mcp-server-grid">
      {servers.map((s) => (
        <li key={s.id}>
          <ServerCard server={s} />
        </li>
      ))}
    </ul>
  );
}
