// Google sign-in (international edition, SPEC §4/§7): the authorization-code flow with PKCE through arctic's
// OAuth2Client. The endpoints are settings, so tests reach a fake OAuth/OIDC server on 127.0.0.1 through this
// same adapter.
import { CodeChallengeMethod, OAuth2Client, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import type { Env } from '../../env';

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface GoogleAuthStart {
  url: URL;
  state: string;
  codeVerifier: string;
}

export interface GoogleSignIn {
  readonly configured: boolean;
  readonly redirectUri: string;
  /** The provider's authorization page with SPEC §7's query (plus state and PKCE). */
  start(): GoogleAuthStart;
  /** Exchanges a code at the token endpoint and reads the person from the ID token. */
  exchange(code: string, codeVerifier: string | null): Promise<GoogleProfile>;
}

export class GoogleSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

export function googleRedirectUri(env: Env): string {
  return env.GOOGLE_REDIRECT_URI ?? `${env.WWW_URL.replace(/\/+$/, '')}/login/callback`;
}

export function createGoogleSignIn(env: Env): GoogleSignIn {
  const redirectUri = googleRedirectUri(env);
  const clientId = env.GOOGLE_CLIENT_ID ?? '';
  const client = new OAuth2Client(clientId, env.GOOGLE_CLIENT_SECRET ?? null, redirectUri);
  return {
    configured: Boolean(clientId),
    redirectUri,
    start() {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        env.GOOGLE_AUTH_URL,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'select_account');
      return { url, state, codeVerifier };
    },
    async exchange(code, codeVerifier) {
      let idToken: string;
      try {
        const tokens = await client.validateAuthorizationCode(env.GOOGLE_TOKEN_URL, code, codeVerifier);
        idToken = tokens.idToken();
      } catch (error) {
        throw new GoogleSignInError(`token exchange failed: ${(error as Error).message}`);
      }
      // The ID token came straight from the token endpoint over TLS, so its signature need not be checked
      // (OpenID Connect Core §3.1.3.7); its audience must still be this client.
      let claims: Record<string, unknown>;
      try {
        claims = decodeIdToken(idToken) as Record<string, unknown>;
      } catch {
        throw new GoogleSignInError('malformed id token');
      }
      const aud = claims.aud;
      if (aud !== clientId && !(Array.isArray(aud) && aud.includes(clientId))) {
        throw new GoogleSignInError('id token audience mismatch');
      }
      if (typeof claims.sub !== 'string' || !claims.sub) throw new GoogleSignInError('id token without subject');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
        picture: typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : null,
      };
    },
  };
}
