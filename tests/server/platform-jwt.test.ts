import { signJwt, verifyJwt } from '../../server/src/platform/jwt';

const key = Buffer.from('k'.repeat(48));
const token = signJwt({ sub: 'u1', sid: 's1', exp: 10 }, key);
const [header, payload, signature] = token.split('.') as [string, string, string];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The last character of an HMAC-SHA256 signature (32 bytes, 43 characters) carries 4 bits and 2 unused ones. */
function withUnusedBitsSet(sig: string): string {
  const last = ALPHABET.indexOf(sig.at(-1)!);
  return sig.slice(0, -1) + ALPHABET[last ^ 0b01];
}

describe('JWT signatures are accepted in their one canonical base64url spelling', () => {
  it('accepts the token as signed', () => {
    expect(verifyJwt(token, key)).toEqual({ sub: 'u1', sid: 's1', exp: 10 });
  });

  // Each variant decodes (leniently) to the very same signature bytes.
  it.each([
    ['padding appended', `${signature}=`],
    ['two padding characters', `${signature}==`],
    ['a character outside the alphabet inserted', `${signature.slice(0, 10)}!${signature.slice(10)}`],
    ['a tilde appended', `${signature}~`],
    ['whitespace inside', `${signature.slice(0, 5)} ${signature.slice(5)}`],
    ['the unused trailing bits set', withUnusedBitsSet(signature)],
  ])('rejects the signature with %s', (_what, tampered) => {
    expect(Buffer.from(tampered, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verifyJwt(`${header}.${payload}.${tampered}`, key)).toBeNull();
  });

  it('rejects a standard-alphabet (+ /) spelling of a signature that contains - or _', () => {
    // Find a token whose signature uses the url-only characters, then spell it in standard base64.
    let n = 0;
    let t = token;
    while (!/[-_]/.test(t.split('.')[2]!)) t = signJwt({ sub: 'u1', sid: 's1', exp: 10, n: ++n }, key);
    const [h, p, s] = t.split('.') as [string, string, string];
    const standard = s.replace(/-/g, '+').replace(/_/g, '/');
    expect(Buffer.from(standard, 'base64url').equals(Buffer.from(s, 'base64url'))).toBe(true);
    expect(verifyJwt(`${h}.${p}.${s}`, key)).not.toBeNull();
    expect(verifyJwt(`${h}.${p}.${standard}`, key)).toBeNull();
  });

  it('rejects a non-canonical header or payload spelling (the header is compared exactly, the payload is signed)', () => {
    expect(verifyJwt(`${header}=.${payload}.${signature}`, key)).toBeNull();
    expect(verifyJwt(`${header}.${payload}=.${signature}`, key)).toBeNull();
  });
});
