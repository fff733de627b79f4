// Builds the API envelope { code, data, msg } (SPEC §7): code 0 is success, anything else is an error.
import type { Context } from 'hono';
import { formatMessage } from '~/i18n/messages.server';
import type { AppError } from './errors';
import type { AppEnv } from './context';

export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export function ok<T>(c: Context<AppEnv>, data: T, init?: { headers?: Record<string, string> }) {
  const body: Envelope<T> = { code: 0, data, msg: formatMessage(c.get('lang'), 'api.ok') };
  return c.json(body, 200, init?.headers);
}

export function fail(c: Context<AppEnv>, error: AppError) {
  const lang = c.get('lang') ?? 'zh';
  const details = error.issues?.map((i) => i.message).join('; ') ?? '';
  const msg = formatMessage(lang, error.messageKey, { details, ...error.values });
  const body: Envelope<{ issues: typeof error.issues } | null> = {
    code: error.status,
    data: error.issues ? { issues: error.issues } : null,
    msg,
  };
  return c.json(body, error.status);
}
