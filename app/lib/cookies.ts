// Cookies the browser code reads (the sign-in code, the CSRF double-submit token) and the sign-out event the API
// client announces.

/** Readable double-submit cookie set at sign-in (server/http/session.ts). */
export const CSRF_COOKIE = 'csrf_token';

/** Window event the shell's sign-in state listens to when a call finds the session gone. */
export const UNAUTHORIZED_EVENT = 'atlas:unauthorized';

/** Reads a cookie in the browser; undefined on the server or when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}
