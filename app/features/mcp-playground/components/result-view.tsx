// What an action brought back: a tool's content and structured result, a resource's contents, a prompt's messages.
// Everything is shown as text; images and binary blobs by their type and size.
import { FormattedMessage } from '~/i18n/intl';
import { CODE } from './styles';

interface ContentItem {
  type?: string;
  text?: string;
  data?: string;
  mimeType?: string;
  uri?: string;
  name?: string;
  blob?: string;
  resource?: ContentItem;
}

const base64Bytes = (data: string) => Math.floor((data.length * 3) / 4);

function Content({ item }: { item: ContentItem }) {
  if (typeof item.text === 'string') {
    return (
      <div className="min-w-0">
        {item.uri ? <p className="mb-1 truncate font-mono text-xs text-slate-500 dark:text-slate-400">{item.uri}</p> : null}
        <pre tabIndex={0} className={CODE} data-testid="result-text">{item.text}</pre>
      </div>
    );
  }
  if (item.type === 'resource' && item.resource) return <Content item={item.resource} />;
  const binary = item.data ?? item.blob;
  return (
    <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-950 dark:text-slate-300">
      <FormattedMessage
        id="mcpPlayground.result.binary"
        values={{ type: item.mimeType ?? item.type ?? '?', bytes: binary ? base64Bytes(binary) : 0 }}
      />
      {item.uri ? <span className="ml-2 break-all font-mono text-xs">{item.uri}</span> : null}
    </p>
  );
}

export function ToolResultView({ result }: { result: { content?: ContentItem[]; structuredContent?: unknown; isError?: boolean } }) {
  return (
    <div className="space-y-3" data-testid="tool-result">
      {result.isError ? (
        <p className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700 dark:bg-rose-950/40 dark:text-rose-300">
          <FormattedMessage id="mcpPlayground.result.toolError" />
        </p>
      ) : null}
      {(result.content ?? []).map((item, i) => (
        <Content key={i} item={item} />
      ))}
      {result.structuredContent !== undefined ? (
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            <FormattedMessage id="mcpPlayground.result.structured" />
          </h4>
          <pre tabIndex={0} className={CODE}>{JSON.stringify(result.structuredContent, null, 2)}</pre>
        </div>
      ) : null}
    </div>
  );
}

export function ResourceView({ result }: { result: { contents?: ContentItem[] } }) {
  return (
    <div className="space-y-3" data-testid="resource-result">
      {(result.contents ?? []).map((item, i) => (
        <Content key={i} item={item} />
      ))}
    </div>
  );
}

export function PromptView({ result }: { result: { description?: string; messages?: { role: string; content: ContentItem }[] } }) {
  return (
    <div className="space-y-3" data-testid="prompt-result">
      {result.description ? <p className="text-sm text-slate-600 dark:text-slate-300">{result.description}</p> : null}
      {(result.messages ?? []).map((message, i) => (
        <div key={i}>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{message.role}</p>
          <Content item={message.content} />
        </div>
      ))}
    </div>
  );
}
