import { HttpError, tooManyRequests } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/rate-limit';

/**
 * The rate limits of the auth endpoints, in one place. Windows are fixed (see RateLimiter) and
 * shared by every API instance through the database. Messages get "Please try again in N minutes."
 * appended from the window's remaining time.
 *
 * Login counts only FAILED attempts (checked before the password is verified, counted after a
 * failure): a user who signs in successfully many times, or many colleagues behind one office IP,
 * are never locked out, while guessing stays capped per account and per address.
 */
const MINUTE = 60;
const HOUR = 3600;

export const LIMITS = {
  loginFailuresPerIp: { name: 'login-fail:ip', limit: 20, windowSeconds: 15 * MINUTE, message: 'Too many login attempts.' },
  loginFailuresPerEmail: { name: 'login-fail:email', limit: 10, windowSeconds: 15 * MINUTE, message: 'Too many login attempts.' },
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

/** 429 if the window is already used up; counts nothing. */
export const checkLimit = (limiter: RateLimiter, rule: RateRule, subject: string) => withWait(limiter.check(rule, subject));

async function withWait(attempt: Promise<void>): Promise<void> {
  try {
    await attempt;
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
