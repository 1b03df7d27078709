import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './platform/clock';
import type { Mailer } from './platform/mail';
import type { RateLimiter } from './platform/rate-limit';
import type { FileStorage } from './platform/storage';
import type { AuthCache } from './platform/auth-cache';
// Modules' own files, not their index.ts: every module's routes name AppDeps (no type cycle).
import type { TokenService } from './modules/auth/tokens';
import type { GoogleSignIn } from './modules/auth/google';
import type { RedditData } from './modules/research/reddit-data';
import type { UserRow } from './modules/users/repository';
import type { Generator } from './modules/generation/port';
import type { HandoverLog } from './platform/handover-log';

import type { BillingService } from './modules/billing/service';
import type { LocalPaymentProvider } from './modules/billing/payments/local';

/**
 * Everything the app's modules may use, wired once by deps.ts. Kept apart from app.ts so that
 * modules can name it without importing the app that imports them (no type cycle).
 */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  tokens: TokenService;
  /** HMAC key for report unsubscribe links, derived from the app's signing secret (decision 014). */
  reportsUnsubscribeKey: Buffer;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  google: GoogleSignIn | null;
  authCache: AuthCache<UserRow>;
  redditData: RedditData;
  billing: BillingService;
  /** The local test checkout, when no payment provider is configured (null with Stripe). */
  localCheckout: LocalPaymentProvider | null;
  /** The configured writer (an LLM when set up, else the built-in one), one per process: generation and reports use it. */
  generator: Generator;
  /** Where long-lived services log: stderr until the app hands its logger over (buildApp, buildProbeApp). */
  log: HandoverLog;
}
