import { HTTPError } from '@/shared/api';

/**
 * The text of a failed auth call's error toast: the server's message (or its error field), as
 * spec section 8 asks, else the screen's own fallback. Unlike ky's generic text ("Request failed
 * with status code 502 …"), the fallback is written for people.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof HTTPError) {
    const data = (err as HTTPError & { data?: { message?: unknown; error?: unknown } }).data;
    for (const text of [data?.message, data?.error]) {
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return fallback;
}
