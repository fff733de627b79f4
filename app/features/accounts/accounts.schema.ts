// Shapes of the accounts area (SPEC §3 "User state", "Points notice", §4 sign-in, §5, §7): the inputs of the
// account service and the site's sign-in calls, shared by the forms in the browser and the API on the server,
// and the answers the API gives.
import { z } from 'zod';

export {
  CODE_LENGTH,
  FRAME_MESSAGES,
  LOGIN_TYPE_PROVIDER,
  LOGIN_TYPE_TICKET,
  PASSWORD_MAX,
  PASSWORD_MIN,
  POPUP_CODE_MESSAGE,
  POPUP_ERROR_MESSAGE,
  SLIDER_HEIGHT,
  SLIDER_PIECE,
  SLIDER_WIDTH,
  type TFrameMessage,
} from './accounts.constants';
import { LOGIN_TYPE_PROVIDER, LOGIN_TYPE_TICKET, PASSWORD_MAX, PASSWORD_MIN, SLIDER_WIDTH } from './accounts.constants';

/**
 * Mainland China mobile numbers as 11 digits (optionally +86), and other countries in E.164 (+ and 8–15
 * digits). Normalised to `+86…` / `+…` so one person has one key.
 */
export function normalizePhone(value: string): string | undefined {
  const compact = value.replace(/[\s()-]/g, '');
  if (/^1[3-9]\d{9}$/.test(compact)) return `+86${compact}`;
  if (/^\+861[3-9]\d{9}$/.test(compact)) return compact;
  if (/^(?:\+|00)[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+86') && !compact.startsWith('0086')) {
    return `+${compact.replace(/^(?:\+|00)/, '')}`;
  }
  return undefined;
}

export const ZPhone = z
  .string()
  .trim()
  .max(32)
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'accounts.error.phone' });
      return z.NEVER;
    }
    return phone;
  });

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('accounts.error.email'));
export const ZSmsCode = z.string().trim().regex(/^\d{6}$/, 'accounts.error.code');
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN, 'accounts.error.passwordShort')
  .max(PASSWORD_MAX, 'accounts.error.passwordLong');

/** What the account service frame was opened with (SPEC §7 "Login frame address"). */
export const ZFrameQuery = z.object({
  s: z.string().max(64).optional(),
  lc: z.string().max(8).optional(),
  t: z.string().max(8).optional(),
  /** pc: embedded in the desktop overlay; h5: the phone frame or the whole mobile page. */
  p: z.enum(['pc', 'h5']).catch('pc'),
  /** 'frame' when embedded in an overlay, otherwise a full page that returns to `r`. */
  f: z.string().max(16).optional(),
  /** The URL-encoded return address: must be one of this site's origins. */
  r: z.string().max(2048).optional(),
});
export type TFrameQuery = z.infer<typeof ZFrameQuery>;

/** GET /api/account/getCoordinateCode → a slider challenge. */
export interface TSliderChallenge {
  id: string;
  /** data: URLs of the background with its gap and of the piece. */
  background: string;
  piece: string;
  /** Top of the piece inside the background (px). */
  y: number;
  width: number;
  height: number;
}

export const ZSliderVerify = z.object({
  id: z.string().min(8).max(64),
  /** Left of the piece when released (px). */
  x: z.number().min(0).max(SLIDER_WIDTH),
  /** Milliseconds between the press and the release. */
  durationMs: z.number().int().min(0).max(600_000),
  /** Horizontal positions sampled while dragging; a human trail is not a straight jump. */
  trail: z.array(z.number().min(-50).max(SLIDER_WIDTH + 50)).max(400),
});
export type TSliderVerify = z.infer<typeof ZSliderVerify>;

/** POST /api/account/slider/verify → { pass } to spend on one code request. */
export interface TSliderPass {
  pass: string;
}

/** SMS code request: the sign-in/up form (scene login) and the phone binding (scene bind). */
export const ZSendCode = z.object({
  phone: ZPhone,
  pass: z.string().min(16).max(128),
  scene: z.enum(['login', 'bind']).default('login'),
});
export type TSendCodeInput = z.input<typeof ZSendCode>;
export type TSendCode = z.output<typeof ZSendCode>;

export const ZPhoneSignIn = z.object({
  phone: ZPhone,
  code: ZSmsCode,
  /** Return address (validated against this site's origins); the ticket is appended to it. */
  r: z.string().max(2048).optional(),
});
export type TPhoneSignInInput = z.input<typeof ZPhoneSignIn>;
export type TPhoneSignIn = z.output<typeof ZPhoneSignIn>;

export const ZEmailSignUp = z.object({
  email: ZEmail,
  password: ZPassword,
  r: z.string().max(2048).optional(),
});
export const ZEmailSignIn = z.object({
  email: ZEmail,
  password: z.string().min(1, 'accounts.error.passwordRequired').max(PASSWORD_MAX),
  r: z.string().max(2048).optional(),
});
export type TEmailSignUpInput = z.input<typeof ZEmailSignUp>;
export type TEmailSignInInput = z.input<typeof ZEmailSignIn>;
export type TEmailSignUp = z.output<typeof ZEmailSignUp>;
export type TEmailSignIn = z.output<typeof ZEmailSignIn>;

/** The account service's answer: a one-time ticket and where to send it. */
export interface TTicketResult {
  ticket: string;
  /** The return address with `ticket=` added, when a valid one was given. */
  redirect: string | null;
  registered: boolean;
}

/** POST /api/account/login (SPEC §7). */
export const ZLoginExchange = z.object({
  code: z.string().min(8).max(2048),
  loginType: z.coerce.number().int().pipe(z.union([z.literal(LOGIN_TYPE_TICKET), z.literal(LOGIN_TYPE_PROVIDER)])),
  redirectUrl: z.string().max(2048).optional().default(''),
  loginSource: z.string().max(64).optional().default(''),
});
export type TLoginExchangeInput = z.input<typeof ZLoginExchange>;
export type TLoginExchange = z.output<typeof ZLoginExchange>;

export interface TLoginResult {
  token: string;
}

/** What every page knows about its signed-in visitor (root loader). */
export interface TPageUser {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  role: 'user' | 'admin';
}

/** GET /api/user/getUserData */
export interface TUserData {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  /** Masked: 138****0000 / a***@example.com */
  phone: string | null;
  email: string | null;
  role: 'user' | 'admin';
  points: number;
  unreadNotifications: number;
  loginType: number;
}

/** GET /api/points/getUserPoints */
export interface TUserPoints {
  points: number;
}

/** GET /api/user/getNoticePoints (SPEC §3 "Points notice"). */
export interface TNoticePoint {
  type: 'LOGIN' | 'REGISTER';
  points: number;
}

export const POINTS_KINDS = ['REGISTER', 'LOGIN', 'ADJUST', 'SPEND', 'REFUND'] as const;
export type TPointsKind = (typeof POINTS_KINDS)[number];

export interface TPointsEntry {
  id: number;
  amount: number;
  kind: TPointsKind;
  note: string | null;
  createdAt: string;
}

/** GET /api/points/ledger */
export interface TPointsLedger {
  points: number;
  total: number;
  items: TPointsEntry[];
}

export const ZPageQuery = z.object({
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 500)),
  pageSize: z.coerce.number().int().catch(20).transform((n) => Math.min(Math.max(n, 1), 50)),
});

/** POST /api/marketing/savePhone */
export const ZSavePhone = z.object({ phone: ZPhone, code: ZSmsCode });

/** GET /api/marketing/verifyBindingPhone */
export interface TPhoneBinding {
  bound: boolean;
  phone: string | null;
}
