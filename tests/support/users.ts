import { hashPassword } from '../../server/src/platform/passwords';
import { createUserAccount } from '../../server/src/modules/users/accounts';
import type { UserRow } from '../../server/src/modules/users/repository';
import type { TestApp } from './server-harness';

let counter = 0;

export interface SignedInUser {
  user: UserRow;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/**
 * Creates an account directly through the accounts module (not the auth routes) and opens a
 * session for it, so user-facing suites do not depend on the sign-in flow.
 * `password: null` makes a Google-only account (no password hash).
 */
export async function createSignedInUser(
  t: TestApp,
  opts: { name?: string; email?: string; password?: string | null } = {},
): Promise<SignedInUser> {
  const n = ++counter;
  const email = opts.email ?? `user${n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = opts.password === undefined ? `Password-${n}-ok` : opts.password;
  const passwordHash = password === null ? null : await hashPassword(password);
  const user = await t.deps.db.transaction((tx) => createUserAccount(tx, { email, name: opts.name ?? `User ${n}`, passwordHash }));
  const session = await signIn(t, user.id);
  return { user, email, password: password ?? '', ...session };
}

/** Opens one more session (another device) for an existing user. */
export async function signIn(t: TestApp, userId: string) {
  return t.deps.tokens.createSession(t.deps.db, userId);
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A multipart/form-data body built by the platform's own FormData encoder. */
export async function multipart(fields: Record<string, string | { bytes: Uint8Array; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else
      form.append(
        key,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** Tiny but complete 1x1 images: PNG, GIF, baseline JPEG (SOI..EOI) and lossless WebP. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==',
  'base64',
);
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
