// Constants of the accounts area that every page's sign-in code needs, kept free of zod so the shell bundle
// stays small (accounts.schema.ts re-exports them with the schemas).
/** SPEC §9: verification codes are 6 digits. */
export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Login types of SPEC §4/§7: 1 = ticket of the account service, 2 = code of the third-party provider. */
export const LOGIN_TYPE_TICKET = 1;
export const LOGIN_TYPE_PROVIDER = 2;
/** Frame messages of the account service (SPEC §4, China edition). */
export const FRAME_MESSAGES = ['CLOSE_LOGIN', 'SUCCESS_LOGIN', 'REPEAT_LOGIN'] as const;
export type TFrameMessage = (typeof FRAME_MESSAGES)[number];
/** Popup messages of the provider callback page (SPEC §3): one carries a code, the other an error. */
export const POPUP_CODE_MESSAGE = 'GOOGLE_LOGIN_CODE';
export const POPUP_ERROR_MESSAGE = 'GOOGLE_LOGIN_ERROR';
/** Slider track geometry (px); the server picks the gap inside it. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 48;
