// Small pieces the adapters share: input checks, header lookup, key loading, amounts and China-time formats.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  PaymentGatewayError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentState,
} from './payment-provider';

export const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
export const MAX_DESCRIPTION_LENGTH = 127;

/** Programming errors (a caller that broke the contract) are RangeErrors, not gateway failures. */
export function checkCreateInput(
  provider: Pick<PaymentProvider, 'method' | 'currencies'>,
  input: CreatePaymentInput,
): void {
  checkReference(input.reference);
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new RangeError(`amountMinor must be a positive integer, got ${input.amountMinor}`);
  }
  if (!provider.currencies.includes(input.currency)) {
    throw new RangeError(`${provider.method} does not take ${input.currency}`);
  }
  if (!input.description || [...input.description].length > MAX_DESCRIPTION_LENGTH) {
    throw new RangeError(`description must be 1–${MAX_DESCRIPTION_LENGTH} characters`);
  }
  if (!(input.expiresAt instanceof Date) || Number.isNaN(input.expiresAt.getTime())) {
    throw new RangeError('expiresAt must be a valid Date');
  }
}

export function checkReference(reference: string): void {
  if (!REFERENCE_PATTERN.test(reference))
    throw new RangeError(`reference must match ${REFERENCE_PATTERN}, got ${JSON.stringify(reference)}`);
}

/** Header value by case-insensitive name (Node lower-cases them; other callers may not). */
export function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === lower && value !== undefined) return value;
  }
  return undefined;
}

/**
 * A key from a setting: PEM text (line breaks may be written `\n`), a path to a PEM file, or bare base64 DER as
 * Alipay's console shows it.
 */
export function readKeySetting(value: string): string {
  const text =
    !value.includes('-----BEGIN') && existsSync(value.trim()) ? readFileSync(value.trim(), 'utf8') : value;
  return text.replace(/\\n/g, '\n').trim();
}

export function loadPrivateKey(value: string): KeyObject {
  const text = readKeySetting(value);
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** A public key from PEM (`PUBLIC KEY`, `RSA PUBLIC KEY` or an X.509 certificate) or bare base64 SPKI. */
export function loadPublicKey(value: string): KeyObject {
  const text = readKeySetting(value);
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({
    key: Buffer.from(text.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/** 1234 → "12.34" (yuan), the form Alipay's amounts take. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234 without floating point; undefined for anything that is not a plain amount. */
export function decimalToMinor(value: string | undefined): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const CHINA_OFFSET_MS = 8 * 3_600_000; // China has no daylight saving time

/** "2026-05-01 12:00:00" in China time, as Alipay's time fields are written. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2026-05-01T12:00:00+08:00", the RFC 3339 form WeChat Pay takes. */
export function chinaRfc3339(date: Date): string {
  return `${new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Reads "yyyy-MM-dd HH:mm:ss" written in China time. */
export function parseChinaTime(value: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - CHINA_OFFSET_MS);
}

export function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * After a refused close: already closed is the no-op the interface promises; paid becomes ALREADY_PAID so the
 * caller can tell "too late" from "gateway down"; anything else is the original failure.
 */
export async function explainCloseFailure(
  method: PaymentGatewayError['method'],
  error: unknown,
  query: () => Promise<ProviderPaymentState>,
): Promise<void> {
  if (!(error instanceof PaymentGatewayError)) throw error;
  let state: ProviderPaymentState;
  try {
    state = await query();
  } catch {
    throw error;
  }
  if (state.status === 'closed' || state.status === 'failed') return;
  if (state.status === 'paid' || state.status === 'refunded') {
    throw new PaymentGatewayError(method, 'the payment was already made', {
      status: error.status,
      code: 'ALREADY_PAID',
      cause: error,
    });
  }
  throw error;
}
