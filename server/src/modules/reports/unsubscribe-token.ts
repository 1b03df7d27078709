import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token (decision 014): base64url('<subscriber id>.<version>') + '.' +
 * base64url(HMAC-SHA256(key, that payload)). It is verified by recomputing the MAC (no lookup by
 * token), so it cannot be forged; it stays valid for old e-mails until the subscription's
 * `unsubscribe_version` is bumped (the address changed). `key` is derived from the app secret in deps.ts.
 */
export interface UnsubscribeClaim {
  subscriberId: string;
  version: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.subscriberId}.${claim.version}`).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a token whose signature is ours, or null (malformed, tampered, other key). */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]{43}$/.test(parts[1]!)) return null;
  const [payload, signature] = parts as [string, string];
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  // base64url decoding ignores stray trailing bits: compare the canonical text form as well.
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) return null;
  const m = /^([^.]+)\.([1-9][0-9]{0,9})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!m || !UUID.test(m[1]!)) return null;
  return { subscriberId: m[1]!.toLowerCase(), version: Number(m[2]) };
}

/** The key for unsubscribe tokens, derived from the app's signing secret (never the secret itself). */
export const unsubscribeKeyFrom = (secret: string) => createHmac('sha256', secret).update('reports-unsubscribe').digest();
