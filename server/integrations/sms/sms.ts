// Sending text messages (docs/decisions/009): one interface, two adapters chosen by SMS_PROVIDER.
// - outbox: development; the message goes to the log and to an in-process list shown at /passport/outbox
//   outside production.
// - twilio: Twilio's Messages API (form-encoded POST with Basic auth); SMS_API_BASE points it elsewhere
//   (tests use a fake on 127.0.0.1 speaking the same wire format).
import type { Logger } from 'pino';
import type { Env } from '../../env';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** Resolves when the provider accepted the message; rejects with SmsError otherwise. */
  send(message: SmsMessage): Promise<void>;
  /** The outbox adapter's latest messages, newest first (development aid). */
  messages?(): readonly OutboxEntry[];
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export interface OutboxEntry extends SmsMessage {
  at: string;
}

const OUTBOX_SIZE = 50;

export function createOutboxSender(logger: Logger): SmsSender {
  // Kept by the sender, which the process creates once and hands to every part through AppDeps.
  const outbox: OutboxEntry[] = [];
  return {
    kind: 'outbox',
    messages: () => outbox,
    async send(message) {
      outbox.unshift({ ...message, at: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      logger.info({ sms: message }, 'sms outbox: message not sent to a provider');
    },
  };
}

export interface TwilioOptions {
  apiBase: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    kind: 'twilio',
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsError(`sms provider unreachable: ${(error as Error).message}`);
      }
      if (response.status !== 201 && response.status !== 200) {
        const detail = await response.text().catch(() => '');
        throw new SmsError(`sms provider answered ${response.status}: ${detail.slice(0, 200)}`, response.status);
      }
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      if (body.status === 'failed' || body.status === 'undelivered') throw new SmsError(`sms ${body.status}`);
    },
  };
}

export function createSmsSender(env: Env, logger: Logger): SmsSender {
  if (env.SMS_PROVIDER === 'twilio') {
    return createTwilioSender({
      apiBase: env.SMS_API_BASE,
      accountSid: env.SMS_ACCOUNT_SID!,
      authToken: env.SMS_AUTH_TOKEN!,
      from: env.SMS_FROM!,
    });
  }
  if (env.NODE_ENV === 'production') {
    logger.warn('SMS_PROVIDER=outbox: verification codes are written to the log, not sent');
  }
  return createOutboxSender(logger);
}
