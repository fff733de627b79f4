// The MCP playground: runs one visitor action against a remote MCP server through the MCP client adapter, within
// the visitor's rate limit and the deployment's time and size limits, and words the outcome in their language.
import type { z } from 'zod';
import type { AppDeps } from '../../../server/http/context';
import { enforceRateLimit } from '../../../server/http/rate-limit';
import { runMcpAction, type McpAction, type McpLimits, type McpOutcome } from '../../../server/integrations/mcp/client';
import { formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import type { TPlaygroundFailure, TPlaygroundOutcome, ZPlaygroundTarget } from './mcp-playground.schema';

const FAILURE_MESSAGE: Record<TPlaygroundFailure, MessageKey> = {
  blocked: 'mcpPlayground.error.blocked',
  unreachable: 'mcpPlayground.error.unreachable',
  timeout: 'mcpPlayground.error.timeout',
  tooLarge: 'mcpPlayground.error.tooLarge',
  unauthorized: 'mcpPlayground.error.unauthorized',
  notMcp: 'mcpPlayground.error.notMcp',
  remoteError: 'mcpPlayground.error.remoteError',
};

export function playgroundLimits(deps: Pick<AppDeps, 'env' | 'logger'>): McpLimits {
  const { env } = deps;
  return {
    timeoutMs: env.MCP_PLAYGROUND_TIMEOUT_MS,
    requestTimeoutMs: Math.max(1000, env.MCP_PLAYGROUND_TIMEOUT_MS - 2000),
    maxBytes: env.MCP_PLAYGROUND_MAX_BYTES,
    allowHosts: env.SSRF_ALLOW_HOSTS,
    logger: deps.logger,
  };
}

export interface PlaygroundRequest {
  userId: number;
  target: z.output<typeof ZPlaygroundTarget>;
  action: McpAction;
  lang: LangCode;
}

/** One action for one signed-in visitor; the headers they gave go to the remote server only. */
export async function runPlaygroundAction(
  deps: Pick<AppDeps, 'env' | 'logger' | 'database'>,
  request: PlaygroundRequest,
  limits: McpLimits = playgroundLimits(deps),
): Promise<TPlaygroundOutcome> {
  await enforceRateLimit(deps.database.db, `mcp-playground:${request.userId}`, {
    limit: deps.env.MCP_PLAYGROUND_PER_MINUTE,
    windowMs: 60_000,
  });
  const { url, transport, headers } = request.target;
  const outcome = await runMcpAction(
    { url, transport, headers: Object.fromEntries(headers.map((h) => [h.name, h.value])) },
    request.action,
    limits,
  );
  // The host only: a path or query may carry a key.
  deps.logger.info(
    { userId: request.userId, host: new URL(url).host, action: request.action.kind, ok: outcome.ok, reason: outcome.ok ? undefined : outcome.reason, ms: outcome.ms },
    'mcp playground action',
  );
  return present(outcome, request.lang);
}

function present(outcome: McpOutcome, lang: LangCode): TPlaygroundOutcome {
  if (outcome.ok) {
    const result = outcome.result.kind === 'list' ? outcome.result.listing : outcome.result.result;
    return { ok: true, transport: outcome.transport, server: outcome.server, result, log: outcome.log, ms: outcome.ms };
  }
  return {
    ok: false,
    transport: outcome.transport,
    server: outcome.server,
    error: { reason: outcome.reason, message: formatMessage(lang, FAILURE_MESSAGE[outcome.reason]), detail: outcome.detail },
    log: outcome.log,
    ms: outcome.ms,
  };
}
