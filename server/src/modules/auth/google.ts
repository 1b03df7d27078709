import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';

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

export function createGoogleSignIn(_config: Config, _db: Database, _clock: Clock): GoogleSignIn {
  throw new Error('TODO: implemented by the Google sign-in work');
}
