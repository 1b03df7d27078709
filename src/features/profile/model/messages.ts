import { HTTPError } from '@/shared/api';

/** Toasts of this slice, word for word from the spec (section 8) where the spec has them. */
export const PROFILE_MSG = {
  saved: 'Your changes have been successfully saved.',
  saveFailed: 'Failed to update profile',
  photoRemoved: 'Your photo have been successfully removed.',
  photoRemoveFailed: 'Failed to remove your photo',
  notificationChanged: 'Notification setting changed successfully',
  notificationFailed: 'Failed to change the notification setting',
  passwordChanged: 'Your password has been successfully changed.',
  passwordFailed: 'Failed to change your password',
  loadFailed: 'Failed to load profile',
} as const;

/**
 * The server's message (or its error field) when the failed call carried one, else the fallback.
 * Unlike `errorMessage` of shared/api, a response without a JSON message (a proxy's 502 page,
 * a network failure) shows the fallback, never the HTTP library's technical text.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (!(err instanceof HTTPError)) return fallback;
  const data = (err as HTTPError & { data?: { message?: unknown; error?: unknown } }).data;
  for (const text of [data?.message, data?.error]) if (typeof text === 'string' && text.trim() !== '') return text;
  return fallback;
}
