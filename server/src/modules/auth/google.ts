import type * as Oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/errors';
import * as repo from './repository';

/** Google (OIDC) sign-in: authorization-code flow with state, PKCE and nonce. */
export interface GoogleSignIn {
  /** Creates and stores state/verifier/nonce; returns the provider URL to send the browser to. */
  authorizationUrl(): Promise<string>;
  /** Exchanges the code (checked against the stored state) and returns the verified identity. */
  exchange(code: string, state: string): Promise<GoogleIdentity>;
}

export interface GoogleIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export const GOOGLE_SCOPE = 'openid email profile';
/** How long a started sign-in (state, PKCE verifier, nonce) stays usable. */
export const GOOGLE_STATE_TTL_SECONDS = 10 * 60;

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not set up on this server. Please log in with your email and password.',
  stateInvalid: 'Google sign-in expired or was already used. Please try again.',
  failed: 'Google sign-in failed. Please try again.',
  unavailable: 'Google sign-in is temporarily unavailable. Please try again in a moment.',
} as const;

/**
 * A sign-in failure with the user-facing message; `cause` holds the provider error, which the
 * route logs and never sends to the client.
 */
export class GoogleSignInError extends HttpError {
  constructor(statusCode: number, message: string, cause?: unknown) {
    super(statusCode, message);
    if (cause !== undefined) this.cause = cause;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The SPA's login page: the provider sends the browser back there with `code` and `state`. */
export function googleRedirectUri(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/login`;
}

export interface GoogleSignInOptions {
  /** Fetch used for discovery, token and JWKS requests (tests, proxies). */
  fetch?: Oidc.CustomFetch;
  /** Seconds before a provider request is abandoned. */
  timeoutSeconds?: number;
}

/** openid-client, loaded when Google sign-in is first used rather than at every boot (issue 27). */
const openidClient = () => import('openid-client');

/**
 * The provider is discovered from GOOGLE_ISSUER on first use and the result cached for the
 * process; a failed discovery is not cached, so a later call tries again.
 * State, PKCE verifier and nonce live in `oauth_states` (shared by every API instance) and are
 * consumed exactly once. Their expiry follows the injected clock; ID-token time checks
 * (iat, exp) are done by openid-client against the system time, as the provider's are.
 */
export function createGoogleSignIn(config: Config, db: Database, clock: Clock, options: GoogleSignInOptions = {}): GoogleSignIn {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new Error('Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  const issuer = new URL(config.GOOGLE_ISSUER);
  // Plain http is only for a provider stand-in on this machine (tests, local development).
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new Error(`GOOGLE_ISSUER must use https (plain http is accepted only for localhost); got ${config.GOOGLE_ISSUER}`);
  }
  const redirectUri = googleRedirectUri(config);

  let discovered: Promise<Oidc.Configuration> | null = null;
  const provider = (): Promise<Oidc.Configuration> => {
    discovered ??= openidClient()
      .then((oidc) =>
        oidc.discovery(issuer, clientId, clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: options.timeoutSeconds ?? 10,
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        }),
      )
      .catch((err: unknown) => {
        discovered = null;
        throw new GoogleSignInError(503, GOOGLE_MESSAGES.unavailable, err);
      });
    return discovered;
  };

  return {
    async authorizationUrl() {
      const cfg = await provider();
      const oidc = await openidClient();
      const state = oidc.randomState();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + GOOGLE_STATE_TTL_SECONDS * 1000);
      // Abandoned sign-ins are cleared as new ones start, so the table stays small.
      await repo.deleteExpiredOAuthStates(db, now);
      await repo.insertOAuthState(db, { state, codeVerifier, nonce, redirectUri, createdAt: now, expiresAt });
      return oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: GOOGLE_SCOPE,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).href;
    },

    async exchange(code, state) {
      // Discover first: if the provider is unreachable the state is kept and a retry can succeed.
      const cfg = await provider();
      const row = await repo.takeOAuthState(db, state);
      if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime()) {
        throw new GoogleSignInError(400, GOOGLE_MESSAGES.stateInvalid);
      }

      // Rebuild the redirect the browser received. The SPA forwards only code and state; with a
      // single configured issuer there is no mix-up to detect, so `iss` is the expected one.
      const callback = new URL(row.redirect_uri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      const metadata = cfg.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);

      const oidc = await openidClient();
      let claims: Oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(cfg, callback, {
          pkceCodeVerifier: row.code_verifier,
          expectedState: state,
          expectedNonce: row.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        throw new GoogleSignInError(401, GOOGLE_MESSAGES.failed, err);
      }
      if (!claims?.sub) throw new GoogleSignInError(401, GOOGLE_MESSAGES.failed, new Error('no ID token subject'));
      return identityFromClaims(claims);
    },
  };
}

function identityFromClaims(claims: Oidc.IDToken): GoogleIdentity {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email),
    // Only an explicit boolean true counts as verified.
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    picture: safePictureUrl(claims.picture),
  };
}

/** The avatar is shown in the app: accept only an absolute http(s) URL of sane length. */
function safePictureUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2048) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
