// What a tool of the site's MCP endpoint is: a name, catalogue keys for its title and description, zod schemas for
// its input and output, and a read-only function. A new tool is a file that exports one of these, listed in
// tools/registry.ts.
import type { z } from 'zod';
import type { AppDeps } from '../../../../server/http/context';
import type { MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';

export interface SiteToolContext {
  deps: Pick<AppDeps, 'database' | 'bus' | 'env'>;
  /** The language of the answer: the call's `lang`, else the endpoint's (`?langType=`, else the default). */
  lang: LangCode;
  /** An absolute address of a page of the site in `lang` (`/details/chatgpt` → https://…/en/details/chatgpt). */
  pageUrl: (path: string) => string;
}

export interface SiteTool<I extends z.ZodRawShape = z.ZodRawShape, O extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  /** The arguments, every one documented with `.describe()`; `lang` is added by the server. */
  input: I;
  output: O;
  run: (ctx: SiteToolContext, args: z.output<z.ZodObject<I>>) => Promise<z.input<z.ZodObject<O>>>;
}

/** A tool as the registry holds it, its types checked where it was defined. */
export interface RegisteredSiteTool extends Omit<SiteTool, 'run'> {
  run: (ctx: SiteToolContext, args: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

/** Keeps the tool's argument and result types tied to its schemas; the server parses the arguments with them. */
export function defineSiteTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(tool: SiteTool<I, O>): RegisteredSiteTool {
  return tool as unknown as RegisteredSiteTool;
}
