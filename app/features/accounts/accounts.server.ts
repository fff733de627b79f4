// Accounts: sign-up and sign-in by phone + SMS code and by e-mail + password, one-time tickets, the exchange of a
// ticket or a Google code for a session, and phone binding (SPEC §4, §7; docs/decisions/009).
import { randomInt } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { adminAudit, loginTickets, users, verificationCodes } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { enforceRateLimit, hitRateLimit, peekRateLimit, resetRateLimit } from '../../../server/http/rate-limit';
import { googleSignIn, smsSender } from '../../../server/integrations/registry';
import { GoogleSignInError } from '../../../server/integrations/oauth/google';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { awardDailyLogin, awardRegistration, pointsBalance, type PointsSettings } from '../points/points.server';
import {
  CODE_LENGTH,
  LOGIN_TYPE_TICKET,
  type TEmailSignIn,
  type TEmailSignUp,
  type TLoginExchange,
  type TPhoneBinding,
  type TPhoneSignIn,
  type TSendCode,
  type TTicketResult,
  type TUserData,
} from './accounts.schema';
import { createSession, maskEmail, maskPhone, randomToken, sha256 } from './sessions.server';
import { consumeSliderPass } from './slider.server';

const TICKET_TTL_MS = 5 * 60 * 1000;
const CODE_TTL_MS = 5 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** SMS sending limits of ADR 009. */
const SMS_PER_PHONE_INTERVAL = { limit: 1, windowMs: MINUTE };
const SMS_PER_PHONE_DAY = { limit: 10, windowMs: DAY };
const SMS_PER_IP_HOUR = { limit: 20, windowMs: HOUR };
/** Password guessing: 5 failures per account and address, 20 per account, per 15 minutes. */
const PASSWORD_FAILS_ACCOUNT_IP = { limit: 5, windowMs: 15 * MINUTE };
const PASSWORD_FAILS_ACCOUNT = { limit: 20, windowMs: 15 * MINUTE };
const EXCHANGES_PER_IP_MINUTE = { limit: 60, windowMs: MINUTE };
/** argon2id parameters (OWASP 2023: m=19 MiB, t=2, p=1). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Compared against when the e-mail is unknown, so both paths cost one argon2 verification. */
let dummyHash: Promise<string> | undefined;

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  lang: LangCode;
}

export function pointsSettings(env: AppDeps['env']): PointsSettings {
  return { register: env.POINTS_REGISTER, dailyLogin: env.POINTS_DAILY_LOGIN, timeZone: env.RANKINGS_TZ };
}

/** Removes the characters SPEC §5 strips from a return address before it is sent. */
export function stripAddress(value: string): string {
  return value.replace(/["'<>`]/g, '');
}

/**
 * A return address (`r`, `from`, `redirectUrl`) is followed only when it points at one of this site's origins;
 * a path is taken relative to `base`. Anything else (other hosts, `javascript:`, `//evil`) gives null.
 */
export function safeReturnAddress(raw: string | undefined | null, origins: ReadonlySet<string>, base: string): string | null {
  if (!raw) return null;
  const value = stripAddress(raw.trim());
  // eslint-disable-next-line no-control-regex -- control characters in an address are a smuggling attempt
  if (!value || /[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!origins.has(url.origin)) return null;
  return url.toString();
}

/** Adds `ticket=` to a return address (replacing an old one). */
export function withTicket(address: string, ticket: string): string {
  const url = new URL(address);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------------
// Tickets

export async function issueTicket(db: Db, userId: number, kind: 'login' | 'register'): Promise<string> {
  const ticket = randomToken();
  await db
    .insert(loginTickets)
    .values({ ticketHash: sha256(ticket), userId, kind, expiresAt: new Date(Date.now() + TICKET_TTL_MS) });
  return ticket;
}

/** Tickets a day past their end (the accounts.housekeeping job). */
export async function pruneLoginTickets(db: Db): Promise<number> {
  const gone = await db
    .delete(loginTickets)
    .where(lt(loginTickets.expiresAt, sql`now() - interval '1 day'`))
    .returning({ ticketHash: loginTickets.ticketHash });
  return gone.length;
}

/** Codes a day past their end; the sending limits are counted in rate_limits, not here. */
export async function pruneVerificationCodes(db: Db): Promise<number> {
  const gone = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: verificationCodes.id });
  return gone.length;
}

/** Spends a ticket: of two exchanges of one ticket only one gets the user. */
export async function claimTicket(db: Db, ticket: string): Promise<{ userId: number; kind: string } | undefined> {
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(loginTickets.ticketHash, sha256(ticket)), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, sql`now()`)),
    )
    .returning({ userId: loginTickets.userId, kind: loginTickets.kind });
  return row;
}

function ticketResult(ticket: string, registered: boolean, returnTo: string | null): TTicketResult {
  return { ticket, registered, redirect: returnTo ? withTicket(returnTo, ticket) : null };
}

// ---------------------------------------------------------------------------------------------------------
// SMS codes

function sixDigits(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function codeHash(target: string, scene: string, code: string): string {
  return sha256(`${scene}:${target}:${code}`);
}

/**
 * Sends a 6-digit code to a phone after a slider pass. Limits: one per phone per minute, 10 per phone per
 * day, 20 per address per hour. For the bind scene the phone must not belong to another account.
 */
export async function sendSmsCode(
  deps: AppDeps,
  input: TSendCode,
  meta: RequestMeta,
  userId?: number,
): Promise<{ expiresIn: number; resendIn: number }> {
  const db = deps.database.db;
  if (!(await consumeSliderPass(db, input.pass))) {
    throw new AppError('VALIDATION', { messageKey: 'accounts.slider.required' });
  }
  if (input.scene === 'bind') {
    if (!userId) throw new AppError('UNAUTHORIZED');
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (owner && owner.id !== userId) throw new AppError('CONFLICT', { messageKey: 'accounts.error.phoneTaken' });
  }
  await enforceRateLimit(db, `sms:ip:${meta.ip}`, SMS_PER_IP_HOUR);
  await enforceRateLimit(db, `sms:phone:min:${input.phone}`, SMS_PER_PHONE_INTERVAL);
  await enforceRateLimit(db, `sms:phone:day:${input.phone}`, SMS_PER_PHONE_DAY);

  const code = sixDigits();
  // A new code replaces the older ones of the same phone and purpose.
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.target, input.phone),
        eq(verificationCodes.scene, input.scene),
        isNull(verificationCodes.consumedAt),
      ),
    );
  const [row] = await db
    .insert(verificationCodes)
    .values({
      target: input.phone,
      scene: input.scene,
      codeHash: codeHash(input.phone, input.scene, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  try {
    await smsSender(deps).send({ to: input.phone, body: formatMessage(meta.lang, 'accounts.sms.body', { code }) });
  } catch (error) {
    deps.logger.warn({ err: error, phone: maskPhone(input.phone) }, 'sms send failed');
    await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, row!.id));
    // The minute limit should not punish a failure that was not the visitor's.
    await resetRateLimit(db, `sms:phone:min:${input.phone}`);
    throw new AppError('UNAVAILABLE', { messageKey: 'accounts.sms.failed' });
  }
  return { expiresIn: CODE_TTL_MS / 1000, resendIn: SMS_PER_PHONE_INTERVAL.windowMs / 1000 };
}

/**
 * Checks a code: each try spends one of five attempts of the newest live code, and a right code is spent by
 * the first request that shows it.
 */
export async function verifySmsCode(db: Db, target: string, scene: 'login' | 'bind', code: string): Promise<void> {
  const [latest] = await db
    .select({ id: verificationCodes.id, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.scene, scene),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeInvalid' });
  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
  if (!attempt) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeExhausted' });
  if (attempt.codeHash !== codeHash(target, scene, code)) {
    throw new AppError('VALIDATION', {
      messageKey: attempt.attempts >= CODE_MAX_ATTEMPTS ? 'accounts.error.codeExhausted' : 'accounts.error.codeInvalid',
    });
  }
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length !== 1) throw new AppError('VALIDATION', { messageKey: 'accounts.error.codeInvalid' });
}

// ---------------------------------------------------------------------------------------------------------
// Users

interface UserRow {
  id: number;
  status: string;
}

function assertActive(user: UserRow): void {
  if (user.status !== 'active') throw new AppError('FORBIDDEN', { messageKey: 'accounts.error.disabled' });
}

/** Finds or creates the user of a unique column; a race between two sign-ups ends with one row. */
async function findOrCreateUser(
  db: Db,
  where: ReturnType<typeof eq>,
  values: typeof users.$inferInsert,
): Promise<{ user: UserRow; created: boolean }> {
  const [existing] = await db.select({ id: users.id, status: users.status }).from(users).where(where);
  if (existing) return { user: existing, created: false };
  const [inserted] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id, status: users.status });
  if (inserted) return { user: inserted, created: true };
  const [winner] = await db.select({ id: users.id, status: users.status }).from(users).where(where);
  if (!winner) throw new AppError('CONFLICT');
  return { user: winner, created: false };
}

export async function signInWithPhone(
  deps: AppDeps,
  input: TPhoneSignIn,
  returnTo: string | null,
): Promise<TTicketResult> {
  const db = deps.database.db;
  await verifySmsCode(db, input.phone, 'login', input.code);
  const { user, created } = await findOrCreateUser(db, eq(users.phone, input.phone), {
    phone: input.phone,
    phoneVerifiedAt: new Date(),
    displayName: maskPhone(input.phone) ?? '',
  });
  assertActive(user);
  if (created) await awardRegistration(db, user.id, pointsSettings(deps.env));
  else await db.update(users).set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` }).where(eq(users.id, user.id));
  return ticketResult(await issueTicket(db, user.id, created ? 'register' : 'login'), created, returnTo);
}

function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

export async function signUpWithEmail(
  deps: AppDeps,
  input: TEmailSignUp,
  meta: RequestMeta,
  returnTo: string | null,
): Promise<TTicketResult> {
  const db = deps.database.db;
  await enforceRateLimit(db, `signup:ip:${meta.ip}`, { limit: deps.env.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR });
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
  if (taken) throw new AppError('CONFLICT', { messageKey: 'accounts.error.emailTaken' });
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, passwordHash, displayName: input.email.split('@')[0]!.slice(0, 40) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) throw new AppError('CONFLICT', { messageKey: 'accounts.error.emailTaken' });
  await awardRegistration(db, user.id, pointsSettings(deps.env));
  return ticketResult(await issueTicket(db, user.id, 'register'), true, returnTo);
}

export async function signInWithEmail(
  deps: AppDeps,
  input: TEmailSignIn,
  meta: RequestMeta,
  returnTo: string | null,
): Promise<TTicketResult> {
  const db = deps.database.db;
  const pairKey = `pwfail:${input.email}:${meta.ip}`;
  const accountKey = `pwfail:${input.email}`;
  for (const [key, rule] of [
    [pairKey, PASSWORD_FAILS_ACCOUNT_IP],
    [accountKey, PASSWORD_FAILS_ACCOUNT],
  ] as const) {
    const state = await peekRateLimit(db, key, rule);
    if (!state.allowed) {
      throw new AppError('RATE_LIMITED', { messageKey: 'api.error.rateLimitedWait', values: { seconds: state.retryAfter } });
    }
  }
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const stored = user?.passwordHash ?? (await dummyHash);
  const matches = await argon2Verify(stored, input.password).catch(() => false);
  if (!user?.passwordHash || !matches) {
    await hitRateLimit(db, pairKey, PASSWORD_FAILS_ACCOUNT_IP);
    await hitRateLimit(db, accountKey, PASSWORD_FAILS_ACCOUNT);
    throw new AppError('VALIDATION', { messageKey: 'accounts.error.badCredentials' });
  }
  assertActive(user);
  await resetRateLimit(db, pairKey);
  return ticketResult(await issueTicket(db, user.id, 'login'), false, returnTo);
}

async function userFromGoogle(deps: AppDeps, code: string, codeVerifier: string | null): Promise<{ user: UserRow; created: boolean }> {
  const google = googleSignIn(deps);
  if (!google.configured) throw new AppError('VALIDATION', { messageKey: 'accounts.error.providerNotConfigured' });
  let profile;
  try {
    profile = await google.exchange(code, codeVerifier);
  } catch (error) {
    if (!(error instanceof GoogleSignInError)) throw error;
    deps.logger.warn({ err: error }, 'google sign-in failed');
    throw new AppError('VALIDATION', { messageKey: 'accounts.error.providerFailed' });
  }
  const db = deps.database.db;
  const [bySub] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.googleSub, profile.sub));
  if (bySub) return { user: bySub, created: false };
  // A verified Google address joins the account that already uses it.
  if (profile.email && profile.emailVerified) {
    const [byEmail] = await db
      .update(users)
      .set({ googleSub: profile.sub, updatedAt: sql`now()` })
      .where(and(sql`lower(${users.email}) = ${profile.email}`, isNull(users.googleSub)))
      .returning({ id: users.id, status: users.status });
    if (byEmail) return { user: byEmail, created: false };
  }
  const created = await findOrCreateUser(db, eq(users.googleSub, profile.sub), {
    googleSub: profile.sub,
    email: profile.email && profile.emailVerified ? profile.email : null,
    displayName: profile.name ?? profile.email?.split('@')[0] ?? 'Google',
    avatarUrl: profile.picture,
  });
  if (created.created) await awardRegistration(db, created.user.id, pointsSettings(deps.env));
  return created;
}

/**
 * POST /api/account/login: a ticket (loginType 1) or a Google code (loginType 2) becomes a session; the
 * daily sign-in points are awarded here, once per user and day.
 */
export async function exchangeLogin(
  deps: AppDeps,
  input: TLoginExchange,
  meta: RequestMeta & { codeVerifier: string | null },
): Promise<{ token: string; expiresAt: Date; userId: number }> {
  const db = deps.database.db;
  await enforceRateLimit(db, `login:ip:${meta.ip}`, EXCHANGES_PER_IP_MINUTE);
  let userId: number;
  if (input.loginType === LOGIN_TYPE_TICKET) {
    const claimed = await claimTicket(db, input.code);
    if (!claimed) throw new AppError('VALIDATION', { messageKey: 'accounts.error.ticketInvalid' });
    const [user] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, claimed.userId));
    if (!user) throw new AppError('VALIDATION', { messageKey: 'accounts.error.ticketInvalid' });
    assertActive(user);
    userId = user.id;
  } else {
    const { user } = await userFromGoogle(deps, input.code, meta.codeVerifier);
    assertActive(user);
    userId = user.id;
  }
  if (deps.env.ADMIN_EMAILS.length) await promoteConfiguredAdmin(db, userId, deps.env.ADMIN_EMAILS);
  const session = await createSession(db, userId, { ip: meta.ip, userAgent: meta.userAgent });
  await awardDailyLogin(db, userId, pointsSettings(deps.env));
  return { ...session, userId };
}

/** ADMIN_EMAILS: staff named in the settings get the role at sign-in (recorded in the audit trail). */
async function promoteConfiguredAdmin(db: Db, userId: number, emails: string[]): Promise<void> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`${users.role} <> 'admin'`, sql`lower(${users.email}) in ${emails}`))
    .returning({ id: users.id });
  if (promoted.length) {
    await db.insert(adminAudit).values({ action: 'role.grant', targetUserId: userId, detail: { source: 'ADMIN_EMAILS' } });
  }
}

export async function getUserData(db: Db, userId: number, loginType: number): Promise<TUserData> {
  const [user] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      phone: users.phone,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  const [points, [unread]] = await Promise.all([
    pointsBalance(db, userId),
    db.execute(sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`).then(
      (r) => (r as unknown as { rows: { n: number }[] }).rows,
    ),
  ]);
  return {
    id: user.id,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    phone: maskPhone(user.phone),
    email: maskEmail(user.email),
    role: user.role as TUserData['role'],
    points,
    unreadNotifications: Number(unread?.n ?? 0),
    loginType,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Phone binding

export async function getPhoneBinding(db: Db, userId: number): Promise<TPhoneBinding> {
  const [user] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const bound = Boolean(user?.phone && user.verifiedAt);
  return { bound, phone: bound ? maskPhone(user!.phone) : null };
}

export async function bindPhone(db: Db, userId: number, phone: string, code: string): Promise<TPhoneBinding> {
  await verifySmsCode(db, phone, 'bind', code);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== userId) throw new AppError('CONFLICT', { messageKey: 'accounts.error.phoneTaken' });
  try {
    await db
      .update(users)
      .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError('CONFLICT', { messageKey: 'accounts.error.phoneTaken' });
    }
    throw error;
  }
  return { bound: true, phone: maskPhone(phone) };
}
