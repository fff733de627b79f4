// /mcp/playground and /mcp/debug: try a remote MCP server — connect, list, call, read, get — with its JSON-RPC log
// (open from the start on /mcp/debug). Signed-in visitors only; `?url=` fills in the address. Never cached, never
// indexed.
import { FormattedMessage } from '~/i18n/intl';
import { getPageUser } from '~/features/accounts/sessions.server';
import { McpPlayground } from '~/features/mcp-playground/components/playground';
import { MAX_URL_LENGTH } from '~/features/mcp-playground/mcp-playground.constants';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { SignInPrompt } from '~/ui/sign-in-prompt';
import type { Route } from './+types/mcp-playground';

function prefill(value: string | null): string {
  if (!value || value.length > MAX_URL_LENGTH) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const debug = rest.replace(/\/+$/, '').endsWith('/mcp/debug');
  const user = await getPageUser(context.deps.database.db, request);
  return { debug, signedIn: Boolean(user), initialUrl: prefill(url.searchParams.get('url')) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const title = data?.debug ? 'mcpPlayground.debugMetaTitle' : 'mcpPlayground.metaTitle';
  return [...pageMeta(matches, title, 'mcpPlayground.metaDescription'), { name: 'robots', content: 'noindex' }];
}

export default function McpPlaygroundPage({ loaderData }: Route.ComponentProps) {
  const { debug, signedIn, initialUrl } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id={debug ? 'mcpPlayground.debugTitle' : 'mcpPlayground.title'} />
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcpPlayground.intro" />
      </p>
      <div className="mt-6">
        {signedIn ? <McpPlayground initialUrl={initialUrl} debug={debug} /> : <SignInPrompt messageId="mcpPlayground.signIn" />}
      </div>
    </main>
  );
}
