// The raw JSON-RPC log of the last action: every message both ways, collapsible and copyable.
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { CopyButton } from '~/ui/copy-button';
import type { TPlaygroundLogEntry } from '../mcp-playground.schema';
import { CODE, PANEL, SECONDARY_BUTTON } from './styles';

function label(message: unknown): string {
  const m = message as { method?: string; id?: unknown; error?: unknown; truncated?: boolean };
  if (m.truncated) return '…';
  if (m.method) return m.method;
  if (m.error) return `error #${String(m.id)}`;
  return `result #${String(m.id)}`;
}

export function RpcLog({ entries, open }: { entries: readonly TPlaygroundLogEntry[]; open: boolean }) {
  const t = useT();
  return (
    <details open={open} className={PANEL} data-testid="rpc-log">
      <summary className="cursor-pointer select-none font-semibold">
        <FormattedMessage id="mcpPlayground.log.title" values={{ count: entries.length }} />
      </summary>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="mcpPlayground.log.empty" />
        </p>
      ) : (
        <div className="mt-3 space-y-3">
          <CopyButton text={JSON.stringify(entries, null, 2)} label={t('mcpPlayground.log.copy')} className={SECONDARY_BUTTON} />
          <ol className="space-y-2">
            {entries.map((entry, i) => (
              <li key={i} className="min-w-0" data-testid="rpc-log-entry">
                <div className="mb-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  {entry.direction === 'out' ? (
                    <ArrowUpRight aria-hidden="true" className="size-3.5 text-brand-600" />
                  ) : (
                    <ArrowDownLeft aria-hidden="true" className="size-3.5 text-emerald-600" />
                  )}
                  <span className="font-medium">
                    <FormattedMessage id={entry.direction === 'out' ? 'mcpPlayground.log.out' : 'mcpPlayground.log.in'} />
                  </span>
                  <code className="truncate font-mono">{label(entry.message)}</code>
                  <span className="ml-auto tabular-nums">{t('mcpPlayground.log.at', { ms: entry.at })}</span>
                </div>
                <pre tabIndex={0} className={CODE}>{JSON.stringify(entry.message, null, 2)}</pre>
              </li>
            ))}
          </ol>
        </div>
      )}
    </details>
  );
}
