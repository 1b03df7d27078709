import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JWTs for our own access tokens, on node:crypto's HMAC (synchronous, a few
 * microseconds, where WebCrypto-based libraries cost ~100 µs per verify on the hot path).
 * Only tokens with exactly our header are accepted, so no algorithm can be substituted.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type JwtPayload = Record<string, unknown>;

function mac(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export function signJwt(payload: JwtPayload, key: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The payload when the signature is ours and the token is well formed; null otherwise (expiry is the caller's). */
export function verifyJwt(token: string, key: Buffer): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const given = decodeCanonical(parts[2]!);
  if (!given) return null;
  const expected = mac(key, `${parts[0]}.${parts[1]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payloadBytes = decodeCanonical(parts[1]!);
  if (!payloadBytes) return null;
  try {
    const payload: unknown = JSON.parse(payloadBytes.toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Node's base64url decoder is lenient: it skips '=' padding and characters outside the alphabet
 * ('+', '/', anything) and ignores the unused low bits of the last character, so many strings
 * decode to the same bytes. Only the one encoding we would have produced is accepted, so a token
 * has exactly one spelling (no altered copies passing as the same token, e.g. past a denylist).
 */
function decodeCanonical(part: string): Buffer | null {
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}
