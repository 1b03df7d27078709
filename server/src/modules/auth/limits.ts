import { HttpError, tooManyRequests } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/rate-limit';

/**
 * The rate limits of the auth endpoints, in one place. Windows are fixed (see RateLimiter) and
 * shared by every API instance through the database. Messages get "Please try again in N minutes."
 * appended from the window's remaining time.
 *
 * Login (decision 016) counts only FAILED attempts, but takes each counter's slot BEFORE the
 * password is verified (given back on success), so parallel guesses cannot all slip past a check:
 * - per account and address: a hard stop, the one that ends guessing from one place;
 * - per address across accounts: high enough for an office behind one NAT, low enough to stop
 *   one address spraying a password over many accounts;
 * - per account across addresses: stops guessing spread over many addresses, but only for
 *   addresses the account has never signed in from, so a stranger cannot lock the owner out of
 *   the places they already use.
 */
const MINUTE = 60;
const HOUR = 3600;

export const LIMITS = {
  loginFailuresPerAccountIp: { name: 'login-fail:email-ip', limit: 10, windowSeconds: 15 * MINUTE, message: 'Too many login attempts.' },
  loginFailuresPerIp: { name: 'login-fail:ip', limit: 100, windowSeconds: 15 * MINUTE, message: 'Too many login attempts.' },
  loginFailuresPerAccount: { name: 'login-fail:email', limit: 50, windowSeconds: 15 * MINUTE, message: 'Too many login attempts.' },
  registerPerIp: { name: 'register:ip', limit: 50, windowSeconds: HOUR, message: 'Too many sign-ups from this network.' },
  codesPerEmailHour: { name: 'reset-code:email', limit: 3, windowSeconds: HOUR, message: 'Too many code requests.' },
  codesPerEmailDay: { name: 'reset-code:email:day', limit: 10, windowSeconds: 24 * HOUR, message: 'Too many code requests.' },
  codesPerIp: { name: 'reset-code:ip', limit: 20, windowSeconds: HOUR, message: 'Too many code requests.' },
  verifyPerIp: { name: 'verify-otp:ip', limit: 30, windowSeconds: 15 * MINUTE, message: 'Too many attempts.' },
  resetPerIp: { name: 'reset-password:ip', limit: 20, windowSeconds: 15 * MINUTE, message: 'Too many attempts.' },
  refreshPerIp: { name: 'refresh:ip', limit: 60, windowSeconds: MINUTE, message: 'Too many session refreshes.' },
} as const satisfies Record<string, RateRule>;

/** Counts an attempt; 429 once the window's limit is passed. */
export const hitLimit = (limiter: RateLimiter, rule: RateRule, subject: string) => withWait(limiter.hit(rule, subject));

/** Takes a slot before the attempt is made; 429 (counting nothing) when the window is full. */
export const reserveLimit = (limiter: RateLimiter, rule: RateRule, subject: string) => withWait(limiter.reserve(rule, subject));

/** The rule's 429 with the wait in words, for a refusal decided outside the limiter. */
export const limitReached = (rule: RateRule, retryAfterSeconds: number) =>
  tooManyRequests(`${rule.message} Please try again in ${waitText(retryAfterSeconds)}.`, retryAfterSeconds);

async function withWait<T>(attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) {
      const seconds = Number(err.headers?.['retry-after']) || MINUTE;
      throw tooManyRequests(`${err.message} Please try again in ${waitText(seconds)}.`, seconds);
    }
    throw err;
  }
}

export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
