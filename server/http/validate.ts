// Parses request input with a zod schema and turns its issues into localised field messages.
import type { Context } from 'hono';
import type { z } from 'zod';
import { CATALOGUES, formatMessage, type MessageKey } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { AppError, type FieldIssue } from './errors';
import type { AppEnv } from './context';

type Issue = z.core.$ZodIssue;

function isMessageKey(value: string): value is MessageKey {
  return value in CATALOGUES.zh;
}

/** One localised sentence per issue; a schema may name a catalogue key as its own message. */
export function localiseIssue(issue: Issue, lang: LangCode): FieldIssue {
  const field = issue.path.length ? issue.path.map(String).join('.') : 'input';
  if (issue.message && isMessageKey(issue.message)) {
    return { field, message: formatMessage(lang, issue.message, { field }) };
  }
  const values: Record<string, string | number> = { field };
  let key: MessageKey = 'validation.invalid';
  switch (issue.code) {
    case 'invalid_type':
      key = issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid';
      break;
    case 'too_small':
      values.min = Number(issue.minimum);
      key = issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
      if (issue.origin === 'string' && Number(issue.minimum) === 1) key = 'validation.required';
      break;
    case 'too_big':
      values.max = Number(issue.maximum);
      key = issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
      break;
    case 'invalid_value':
      values.options = issue.values.map(String).join(', ');
      key = 'validation.oneOf';
      break;
  }
  return { field, message: formatMessage(lang, key, values) };
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, lang: LangCode): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('VALIDATION', { issues: result.error.issues.map((i) => localiseIssue(i, lang)) });
}

export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query(), c.get('lang'));
}

export async function parseJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_JSON');
  }
  return parseOrThrow(schema, body, c.get('lang'));
}
