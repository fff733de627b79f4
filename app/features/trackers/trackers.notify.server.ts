// The report notification (SPEC §4 "Tracker report"): a phone confirmed with a 6-digit code sent through the SMS
// adapter; unsubmitted → submitted (code sent) → enabled (code confirmed). Codes are stored hashed in
// verification_codes (scene `tracker`, target `<tracker id>:<phone>`), live 5 minutes and allow 5 tries; sending
// is limited per tracker, phone, user and address.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { brandTrackers, verificationCodes } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit, resetRateLimit } from '../../../server/http/rate-limit';
import { smsSender } from '../../../server/integrations/registry';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { maskPhone, sha256 } from '~/features/accounts/sessions.server';
import { TRACKER_CODE_LENGTH, type TNotifyState } from './trackers.constants';

const SCENE = 'tracker';
const CODE_TTL_MS = 5 * 60_000;
const CODE_MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
export const NOTIFY_LIMITS = {
  perPhoneMinute: { limit: 1, windowMs: MINUTE },
  perPhoneDay: { limit: 10, windowMs: 24 * 60 * MINUTE },
  perUserHour: { limit: 10, windowMs: 60 * MINUTE },
  perIpHour: { limit: 20, windowMs: 60 * MINUTE },
};

const hashOf = (target: string, code: string) => sha256(`${SCENE}:${target}:${code}`);

async function ownTracker(deps: Pick<AppDeps, 'database'>, userId: number, id: string) {
  const [row] = await deps.database.db.select().from(brandTrackers).where(and(eq(brandTrackers.id, id), eq(brandTrackers.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export interface NotifyState {
  state: TNotifyState;
  phone: string | null;
  expiresIn?: number;
  resendIn?: number;
}

export async function sendNotifyCode(deps: AppDeps, userId: number, trackerId: string, phone: string, meta: { ip: string; lang: LangCode }): Promise<NotifyState> {
  const tracker = await ownTracker(deps, userId, trackerId);
  const db = deps.database.db;
  await enforceRateLimit(db, `tracker:sms:ip:${meta.ip}`, NOTIFY_LIMITS.perIpHour);
  await enforceRateLimit(db, `tracker:sms:user:${userId}`, NOTIFY_LIMITS.perUserHour);
  await enforceRateLimit(db, `tracker:sms:min:${phone}`, NOTIFY_LIMITS.perPhoneMinute);
  await enforceRateLimit(db, `tracker:sms:day:${phone}`, NOTIFY_LIMITS.perPhoneDay);
  const target = `${tracker.id}:${phone}`;
  const code = String(randomInt(0, 10 ** TRACKER_CODE_LENGTH)).padStart(TRACKER_CODE_LENGTH, '0');
  // A new code replaces the older ones of this tracker and phone.
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.scene, SCENE), isNull(verificationCodes.consumedAt)));
  const [row] = await db
    .insert(verificationCodes)
    .values({ target, scene: SCENE, codeHash: hashOf(target, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
    .returning({ id: verificationCodes.id });
  try {
    await smsSender(deps).send({ to: phone, body: formatMessage(meta.lang, 'tracker.sms.code', { code, brand: tracker.brand }) });
  } catch (error) {
    deps.logger.warn({ err: error, phone: maskPhone(phone) }, 'tracker sms send failed');
    await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, row!.id));
    // The minute limit should not punish a failure that was not the user's.
    await resetRateLimit(db, `tracker:sms:min:${phone}`);
    throw new AppError('UNAVAILABLE', { messageKey: 'tracker.notify.sendFailed' });
  }
  // An enabled notification stays enabled until the new phone is confirmed.
  const state: TNotifyState = tracker.notifyState === 'enabled' ? 'enabled' : 'submitted';
  await db.update(brandTrackers).set({ notifyState: state, ...(state === 'submitted' ? { notifyPhone: phone } : {}) }).where(eq(brandTrackers.id, tracker.id));
  return { state, phone: maskPhone(state === 'submitted' ? phone : tracker.notifyPhone), expiresIn: CODE_TTL_MS / 1000, resendIn: NOTIFY_LIMITS.perPhoneMinute.windowMs / 1000 };
}

export async function confirmNotify(deps: AppDeps, userId: number, trackerId: string, phone: string, code: string): Promise<NotifyState> {
  const tracker = await ownTracker(deps, userId, trackerId);
  const db = deps.database.db;
  const target = `${tracker.id}:${phone}`;
  const [latest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.scene, SCENE), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, sql`now()`)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeInvalid' });
  // Each try spends one of the code's attempts, counted in the database so parallel tries cannot exceed them.
  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
  if (!attempt) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeExhausted' });
  if (attempt.codeHash !== hashOf(target, code)) {
    throw new AppError('VALIDATION', { messageKey: attempt.attempts >= CODE_MAX_ATTEMPTS ? 'accounts.error.codeExhausted' : 'accounts.error.codeInvalid' });
  }
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length !== 1) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeInvalid' });
  await db.update(brandTrackers).set({ notifyState: 'enabled', notifyPhone: phone }).where(eq(brandTrackers.id, tracker.id));
  return { state: 'enabled', phone: maskPhone(phone) };
}

export async function disableNotify(deps: AppDeps, userId: number, trackerId: string): Promise<NotifyState> {
  const tracker = await ownTracker(deps, userId, trackerId);
  await deps.database.db.update(brandTrackers).set({ notifyState: 'unsubmitted', notifyPhone: null }).where(eq(brandTrackers.id, tracker.id));
  return { state: 'unsubmitted', phone: null };
}
