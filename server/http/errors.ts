// The one error type of the server and its mapping to HTTP status and API envelope code (SPEC §7).
import type { MessageKey } from '~/i18n/messages.server';

export type AppErrorCode =
  | 'VALIDATION'
  | 'BAD_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const ERROR_STATUS: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const ERROR_MESSAGE: Record<AppErrorCode, MessageKey> = {
  VALIDATION: 'api.error.validation',
  BAD_JSON: 'api.error.badJson',
  UNAUTHORIZED: 'api.error.unauthorized',
  FORBIDDEN: 'api.error.forbidden',
  NOT_FOUND: 'api.error.notFound',
  CONFLICT: 'api.error.conflict',
  PAYLOAD_TOO_LARGE: 'api.error.payloadTooLarge',
  RATE_LIMITED: 'api.error.rateLimited',
  UNAVAILABLE: 'api.error.unavailable',
  INTERNAL: 'api.error.internal',
};

export interface FieldIssue {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: MessageKey;
  readonly values: Record<string, string | number>;
  /** Safe, already-localised detail for the client (field issues of a validation error). */
  readonly issues?: FieldIssue[];
  readonly data?: Record<string, string | number>;

  constructor(
    code: AppErrorCode,
    options: {
      messageKey?: MessageKey;
      values?: Record<string, string | number>;
      issues?: FieldIssue[];
      /** Safe facts for the client beside the message (the existing entry a duplicate submission points to). */
      data?: Record<string, string | number>;
      /** What went wrong underneath, for logs; never shown to the client. */
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey ?? ERROR_MESSAGE[code];
    this.values = options.values ?? {};
    this.issues = options.issues;
    this.data = options.data;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}
