// The MCP playground: a remote server's address, transport and optional headers; connect to list its tools,
// resources and prompts; call a tool through a form made from its schema, read a resource, get a prompt; the raw
// JSON-RPC log of each action. Every action is one request to /api/mcp-playground, which connects, acts and
// closes, so nothing stays open when the visitor leaves; an action still running is abandoned with the page.
import clsx from 'clsx';
import { AlertTriangle, LoaderCircle, Plug, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import type { TPlaygroundListing, TPlaygroundLogEntry, TPlaygroundOutcome, TPlaygroundServer } from '../mcp-playground.schema';
import { PLAYGROUND_TRANSPORTS, type TPlaygroundTransport } from '../mcp-playground.constants';
import { PromptView, ResourceView, ToolResultView } from './result-view';
import { RpcLog } from './rpc-log';
import { FIELD, PANEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from './styles';
import { ToolForm } from './tool-form';

interface HeaderRow {
  id: number;
  name: string;
  value: string;
}

interface Target {
  url: string;
  transport: TPlaygroundTransport;
  headers: { name: string; value: string }[];
}

interface Connection {
  target: Target;
  server: TPlaygroundServer;
  transport: 'streamable-http' | 'sse';
  listing: TPlaygroundListing;
}

type Tab = 'tools' | 'resources' | 'prompts';
type Shown =
  | { kind: 'tool'; name: string; result: Parameters<typeof ToolResultView>[0]['result'] }
  | { kind: 'resource'; uri: string; result: Parameters<typeof ResourceView>[0]['result'] }
  | { kind: 'prompt'; name: string; result: Parameters<typeof PromptView>[0]['result'] };

const TAB_BUTTON = 'rounded-full px-3.5 py-1.5 text-sm font-medium';

export function McpPlayground({ initialUrl, debug }: { initialUrl: string; debug: boolean }) {
  const t = useT();
  const api = useApi();
  const [url, setUrl] = useState(initialUrl);
  const [transport, setTransport] = useState<TPlaygroundTransport>('auto');
  const [headers, setHeaders] = useState<HeaderRow[]>([]);
  const nextHeaderId = useRef(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [connection, setConnection] = useState<Connection | null>(null);
  const [tab, setTab] = useState<Tab>('tools');
  const [selectedTool, setSelectedTool] = useState<string | null>(null);
  const [selectedPrompt, setSelectedPrompt] = useState<string | null>(null);
  const [promptArgs, setPromptArgs] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [log, setLog] = useState<TPlaygroundLogEntry[]>([]);
  const aborter = useRef<AbortController | null>(null);

  // Leaving the page abandons the action in flight; the server closes its connection when it ends.
  useEffect(() => () => aborter.current?.abort(), []);

  async function act<R>(label: string, path: string, body: Record<string, unknown>): Promise<TPlaygroundOutcome<R> | null> {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setBusy(label);
    setError(null);
    try {
      const outcome = await unwrap(api.post<TPlaygroundOutcome<R>>(`/api/mcp-playground/${path}`, body, { signal: controller.signal }));
      setLog(outcome.log);
      if (!outcome.ok) setError({ message: outcome.error?.message ?? t('mcpPlayground.error.failed'), detail: outcome.error?.detail });
      return outcome;
    } catch (failure) {
      if (controller.signal.aborted) return null;
      const message = failure instanceof ApiFailure && failure.message ? failure.message : t('mcpPlayground.error.failed');
      setError({ message });
      return null;
    } finally {
      if (aborter.current === controller) {
        aborter.current = null;
        setBusy(null);
      }
    }
  }

  async function connect(event: FormEvent) {
    event.preventDefault();
    const target: Target = {
      url: url.trim(),
      transport,
      headers: headers.filter((h) => h.name.trim() !== '').map((h) => ({ name: h.name.trim(), value: h.value })),
    };
    setConnection(null);
    setShown(null);
    setSelectedTool(null);
    setSelectedPrompt(null);
    const outcome = await act<TPlaygroundListing>('connect', 'connect', { ...target });
    if (outcome?.ok && outcome.server && outcome.result && outcome.transport) {
      // Later actions go straight to the transport that answered.
      const listing = outcome.result;
      setConnection({ target: { ...target, transport: outcome.transport }, server: outcome.server, transport: outcome.transport, listing });
      setTab(listing.tools.length > 0 || (listing.resources.length === 0 && listing.prompts.length === 0) ? 'tools' : listing.resources.length > 0 ? 'resources' : 'prompts');
      setSelectedTool(listing.tools[0]?.name ?? null);
    }
  }

  async function callTool(name: string, args: Record<string, unknown>) {
    if (!connection) return;
    const outcome = await act<Extract<Shown, { kind: 'tool' }>['result']>(`tool:${name}`, 'call-tool', { ...connection.target, name, arguments: args });
    setShown(outcome?.ok && outcome.result ? { kind: 'tool', name, result: outcome.result } : null);
  }

  async function readResource(uri: string) {
    if (!connection) return;
    const outcome = await act<Extract<Shown, { kind: 'resource' }>['result']>(`resource:${uri}`, 'read-resource', { ...connection.target, uri });
    setShown(outcome?.ok && outcome.result ? { kind: 'resource', uri, result: outcome.result } : null);
  }

  async function getPrompt(event: FormEvent) {
    event.preventDefault();
    if (!connection || !selectedPrompt) return;
    const args = Object.fromEntries(Object.entries(promptArgs).filter(([, v]) => v !== ''));
    const outcome = await act<Extract<Shown, { kind: 'prompt' }>['result']>(`prompt:${selectedPrompt}`, 'get-prompt', { ...connection.target, name: selectedPrompt, arguments: args });
    setShown(outcome?.ok && outcome.result ? { kind: 'prompt', name: selectedPrompt, result: outcome.result } : null);
  }

  const listing = connection?.listing;
  const tool = listing?.tools.find((x) => x.name === selectedTool);
  const prompt = listing?.prompts.find((x) => x.name === selectedPrompt);

  return (
    <div className="space-y-5">
      <form onSubmit={connect} noValidate className={clsx(PANEL, 'space-y-4')} data-testid="connect-form">
        <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
          <div className="min-w-0 space-y-1.5">
            <label htmlFor="mcp-url" className="text-sm font-medium">
              <FormattedMessage id="mcpPlayground.url.label" />
            </label>
            <input
              id="mcp-url"
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              required
              className={FIELD}
              placeholder={t('mcpPlayground.url.placeholder')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="mcp-transport" className="text-sm font-medium">
              <FormattedMessage id="mcpPlayground.transport.label" />
            </label>
            <select id="mcp-transport" name="transport" className={FIELD} value={transport} onChange={(e) => setTransport(e.target.value as TPlaygroundTransport)}>
              {PLAYGROUND_TRANSPORTS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`mcpPlayground.transport.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            <FormattedMessage id="mcpPlayground.headers.label" />
          </legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="mcpPlayground.headers.hint" />
          </p>
          {headers.map((row, i) => (
            <div key={row.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-2 sm:flex-row sm:items-center sm:border-0 sm:p-0 dark:border-slate-800">
              <input
                aria-label={t('mcpPlayground.headers.name', { index: i + 1 })}
                autoComplete="off"
                spellCheck={false}
                className={clsx(FIELD, 'sm:w-48')}
                placeholder={t('mcpPlayground.headers.namePlaceholder')}
                value={row.name}
                onChange={(e) => setHeaders((old) => old.map((h) => (h.id === row.id ? { ...h, name: e.target.value } : h)))}
              />
              <input
                aria-label={t('mcpPlayground.headers.value', { index: i + 1 })}
                type="password"
                autoComplete="off"
                spellCheck={false}
                className={clsx(FIELD, 'min-w-0 flex-1')}
                placeholder={t('mcpPlayground.headers.valuePlaceholder')}
                value={row.value}
                onChange={(e) => setHeaders((old) => old.map((h) => (h.id === row.id ? { ...h, value: e.target.value } : h)))}
              />
              <button
                type="button"
                className={clsx(SECONDARY_BUTTON, 'self-end sm:self-auto')}
                aria-label={t('mcpPlayground.headers.remove', { index: i + 1 })}
                onClick={() => setHeaders((old) => old.filter((h) => h.id !== row.id))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}
          {headers.length < 10 ? (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => setHeaders((old) => [...old, { id: nextHeaderId.current++, name: '', value: '' }])}
            >
              <Plus aria-hidden="true" className="size-4" />
              <FormattedMessage id="mcpPlayground.headers.add" />
            </button>
          ) : null}
        </fieldset>

        <button type="submit" className={PRIMARY_BUTTON} disabled={busy !== null || url.trim() === ''} data-testid="connect">
          {busy === 'connect' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Plug aria-hidden="true" className="size-4" />}
          <FormattedMessage id={busy === 'connect' ? 'mcpPlayground.connecting' : 'mcpPlayground.connect'} />
        </button>
      </form>

      {error ? (
        <div role="alert" className="flex gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200" data-testid="playground-error">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">
            <p className="font-medium">{error.message}</p>
            {error.detail ? <p className="mt-1 break-words font-mono text-xs">{error.detail}</p> : null}
          </div>
        </div>
      ) : null}

      {connection && listing ? (
        <section className={clsx(PANEL, 'space-y-4')} aria-labelledby="mcp-server-name" data-testid="server-panel">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id="mcp-server-name" className="break-all text-lg font-semibold">
              {connection.server.title || connection.server.name || '—'}
            </h2>
            <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="server-meta">
              <FormattedMessage
                id="mcpPlayground.server.meta"
                values={{
                  version: connection.server.version || '—',
                  transport: t(`mcpPlayground.transport.${connection.transport}`),
                  protocol: connection.server.protocolVersion ?? '—',
                }}
              />
            </p>
          </div>
          {connection.server.instructions ? (
            <p className="line-clamp-4 whitespace-pre-line text-sm text-slate-600 dark:text-slate-300">{connection.server.instructions}</p>
          ) : null}

          <div role="tablist" aria-label={t('mcpPlayground.tabs.label')} className="flex flex-wrap gap-2">
            {(['tools', 'resources', 'prompts'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                className={clsx(TAB_BUTTON, tab === name ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700')}
                onClick={() => setTab(name)}
              >
                <FormattedMessage id={`mcpPlayground.tabs.${name}`} values={{ count: listing[name].length }} />
              </button>
            ))}
          </div>

          {tab === 'tools' ? (
            <div role="tabpanel" id="panel-tools" aria-labelledby="tab-tools" className="grid gap-4 lg:grid-cols-[16rem_1fr]">
              {listing.tools.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="mcpPlayground.tools.empty" />
                </p>
              ) : (
                <>
                  <ul className="flex max-h-48 flex-col gap-1 overflow-auto lg:max-h-96" data-testid="tool-list">
                    {listing.tools.map((x) => (
                      <li key={x.name}>
                        <button
                          type="button"
                          aria-pressed={x.name === selectedTool}
                          className={clsx(
                            'w-full truncate rounded-lg px-3 py-2 text-left font-mono text-sm',
                            x.name === selectedTool ? 'bg-brand-600/10 font-semibold text-brand-700 dark:text-brand-100' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                          )}
                          onClick={() => {
                            setSelectedTool(x.name);
                            setShown(null);
                          }}
                        >
                          {x.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {tool ? (
                    <div className="min-w-0 space-y-3">
                      <h3 className="break-all font-mono font-semibold">{tool.title || tool.name}</h3>
                      {tool.description ? <p className="whitespace-pre-line text-sm text-slate-600 dark:text-slate-300">{tool.description}</p> : null}
                      <ToolForm key={tool.name} toolName={tool.name} schema={tool.inputSchema} busy={busy !== null} onRun={(args) => void callTool(tool.name, args)} />
                    </div>
                  ) : null}
                </>
              )}
            </div>
          ) : null}

          {tab === 'resources' ? (
            <div role="tabpanel" id="panel-resources" aria-labelledby="tab-resources">
              {listing.resources.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="mcpPlayground.resources.empty" />
                </p>
              ) : (
                <ul className="max-h-96 divide-y divide-slate-200 overflow-auto dark:divide-slate-800" data-testid="resource-list">
                  {listing.resources.map((r) => (
                    <li key={r.uri} className="flex items-center gap-3 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium">{r.title || r.name}</p>
                        <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{r.uri}</p>
                      </div>
                      <button type="button" className={SECONDARY_BUTTON} disabled={busy !== null} onClick={() => void readResource(r.uri)}>
                        <FormattedMessage id="mcpPlayground.resource.read" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}

          {tab === 'prompts' ? (
            <div role="tabpanel" id="panel-prompts" aria-labelledby="tab-prompts" className="space-y-4">
              {listing.prompts.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="mcpPlayground.prompts.empty" />
                </p>
              ) : (
                <form onSubmit={getPrompt} className="space-y-3">
                  <div className="space-y-1.5">
                    <label htmlFor="mcp-prompt" className="text-sm font-medium">
                      <FormattedMessage id="mcpPlayground.prompt.label" />
                    </label>
                    <select
                      id="mcp-prompt"
                      className={FIELD}
                      value={selectedPrompt ?? ''}
                      onChange={(e) => {
                        setSelectedPrompt(e.target.value || null);
                        setPromptArgs({});
                      }}
                    >
                      <option value="">{t('mcpPlayground.form.choose')}</option>
                      {listing.prompts.map((p) => (
                        <option key={p.name} value={p.name}>
                          {p.title || p.name}
                        </option>
                      ))}
                    </select>
                    {prompt?.description ? <p className="text-xs text-slate-500 dark:text-slate-400">{prompt.description}</p> : null}
                  </div>
                  {(prompt?.arguments ?? []).map((a) => (
                    <div key={a.name} className="space-y-1.5">
                      <label htmlFor={`prompt-arg-${a.name}`} className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium">
                        <span className="font-mono">{a.name}</span>
                        {a.required ? <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{t('mcpPlayground.form.requiredTag')}</span> : null}
                      </label>
                      <input
                        id={`prompt-arg-${a.name}`}
                        className={FIELD}
                        required={a.required}
                        value={promptArgs[a.name] ?? ''}
                        onChange={(e) => setPromptArgs((old) => ({ ...old, [a.name]: e.target.value }))}
                      />
                      {a.description ? <p className="text-xs text-slate-500 dark:text-slate-400">{a.description}</p> : null}
                    </div>
                  ))}
                  <button type="submit" className={PRIMARY_BUTTON} disabled={busy !== null || !selectedPrompt}>
                    <FormattedMessage id="mcpPlayground.prompt.get" />
                  </button>
                </form>
              )}
            </div>
          ) : null}
        </section>
      ) : null}

      {shown ? (
        <section className={clsx(PANEL, 'space-y-3')} aria-labelledby="mcp-result-title" data-testid="result-panel">
          <h2 id="mcp-result-title" className="flex flex-wrap items-baseline gap-x-2 font-semibold">
            <FormattedMessage id="mcpPlayground.result.title" />
            <code className="break-all font-mono text-sm font-normal text-slate-500 dark:text-slate-400">
              {shown.kind === 'resource' ? shown.uri : shown.name}
            </code>
          </h2>
          {shown.kind === 'tool' ? <ToolResultView result={shown.result} /> : null}
          {shown.kind === 'resource' ? <ResourceView result={shown.result} /> : null}
          {shown.kind === 'prompt' ? <PromptView result={shown.result} /> : null}
        </section>
      ) : null}

      <RpcLog entries={log} open={debug} />
    </div>
  );
}
