import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/** 256-bit random token, URL-safe. Used for refresh tokens, reset tokens, OAuth state. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as SHA-256 digests: a database leak does not leak live tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newId = () => randomUUID();

/** A numeric code of `length` digits from the CSPRNG, leading zeros kept. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
