// Install snippets on a server page: one tab per client, the JSON to paste and where it goes, and a copy button
// that counts the copy (once per visitor and client) for the "installs copied" ranking.
import clsx from 'clsx';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { useCopy } from '~/ui/copy-button';
import type { TSnippet } from '../mcp.snippets';

export function InstallSnippets({ slug, snippets, onCopied }: { slug: string; snippets: TSnippet[]; onCopied?: (installs: number) => void }) {
  const t = useT();
  const api = useApi();
  const copy = useCopy();
  const [current, setCurrent] = useState(snippets[0]?.client);
  const snippet = snippets.find((s) => s.client === current) ?? snippets[0];
  if (!snippet) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-snippet">
        <FormattedMessage id="mcp.detail.noSnippet" />
      </p>
    );
  }
  async function copySnippet(s: TSnippet) {
    const result = await copy(s.json);
    if (result !== 'copied') return;
    try {
      const counted = await unwrap(api.post<{ installs: number }>(`/api/mcp-servers/${slug}/installs`, { client: s.client }));
      onCopied?.(counted.installs);
    } catch {
      /* the copy worked; the count can miss one */
    }
  }
  return (
    <div data-testid="install-snippets">
      <div role="tablist" aria-label={t('mcp.detail.install')} className="flex flex-wrap gap-1.5">
        {snippets.map((s) => (
          <button
            key={s.client}
            type="button"
            role="tab"
            id={`snippet-tab-${s.client}`}
            aria-selected={s.client === snippet.client}
            aria-controls="snippet-panel"
            onClick={() => setCurrent(s.client)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm',
              s.client === snippet.client ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:border-brand-500 dark:border-slate-600',
            )}
            data-testid={`snippet-tab-${s.client}`}
          >
            <FormattedMessage id={`mcp.client.${s.client}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id="snippet-panel" aria-labelledby={`snippet-tab-${snippet.client}`} className="mt-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id="mcp.detail.snippetFile" values={{ file: snippet.file }} />
          </p>
          <button
            type="button"
            onClick={() => void copySnippet(snippet)}
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="copy-snippet"
          >
            <Copy aria-hidden="true" className="size-4" />
            <FormattedMessage id="mcp.detail.copySnippet" />
          </button>
        </div>
        <pre className="mt-2 max-h-96 overflow-auto rounded-xl bg-slate-950 p-4 text-xs leading-relaxed text-slate-100" data-testid="snippet-json" tabIndex={0}>
          <code>{snippet.json}</code>
        </pre>
        {snippet.via === 'remote' && snippet.client === 'claude-desktop' ? (
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="mcp.detail.remoteBridge" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
