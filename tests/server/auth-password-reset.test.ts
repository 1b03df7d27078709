import { MSG } from '@subreddit-signal/contract';
import { sha256 } from '../../server/src/platform/crypto';
import { startTestApp, type TestApp } from '../support/server-harness';

/** forgot-password -> verify-otp -> reset-password, over the real app and database. */
describe('auth: password reset', () => {
  let t: TestApp;
  let ipCounter = 0;
  let emailCounter = 0;
  const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const nextEmail = (tag = 'user') => `${tag}-${++emailCounter}@example.com`;
  const PASSWORD = 'original password';
  const NEW_PASSWORD = 'a brand new password';
  const MINUTE = 60 * 1000;

  const SENT = { message: 'If an account exists for this email, we have sent a code to it.' };
  const INVALID_CODE = { message: 'Invalid or expired code', error: 'Bad Request', statusCode: 400 };
  const EXHAUSTED = { message: 'Too many wrong attempts. Please request a new code.', error: 'Bad Request', statusCode: 400 };
  const TOKEN_EXPIRED = { message: 'This reset code has expired. Please request a new one.', error: 'Bad Request', statusCode: 400 };

  const post = (path: string, payload: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/auth${path}`, payload: payload as object, remoteAddress: ip });

  async function account(email = nextEmail()) {
    const res = await post('/register', { name: 'Reset Tester', email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    return email;
  }

  /** Requests a code and reads it from the captured mail. */
  async function requestCode(email: string, ip = nextIp()) {
    const before = t.mailer.sent.length;
    const res = await post('/forgot-password', { email }, ip);
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
    return codeIn(t.mailer.lastTo(email)!.text);
  }

  const codeIn = (text: string) => text.match(/Code: (\d{4})/)![1]!;
  const otherThan = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

  async function resetToken(email: string) {
    const code = await requestCode(email);
    const res = await post('/verify-otp', { email, otp: code });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /forgot-password', () => {
    it('answers the same whether or not the account exists, and mails a 4-digit code only to a real one', async () => {
      const email = await account();
      const before = t.mailer.sent.length;

      const known = await post('/forgot-password', { email });
      const unknown = await post('/forgot-password', { email: nextEmail('nobody') });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(SENT);
      expect(unknown.json()).toEqual(known.json());
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

      expect(t.mailer.sent.length).toBe(before + 1);
      const mail = t.mailer.sent[t.mailer.sent.length - 1]!;
      expect(mail.to).toBe(email);
      expect(mail.subject).toBe('Your password reset code');
      const code = codeIn(mail.text);
      expect(code).toMatch(/^\d{4}$/);
      expect(mail.html).toContain(`>${code}<`);
      expect(mail.text).toMatch(/expires in 10 minutes/);
      expect(mail.html).toMatch(/expires in 10 minutes/);

      // Stored only as a digest.
      const rows = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM password_reset_codes WHERE email = $1', [email]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_hash).not.toBe(sha256(code));
    });

    it('accepts the e-mail in any letter case', async () => {
      const email = await account();
      const res = await post('/forgot-password', { email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(t.mailer.lastTo(email)?.subject).toBe('Your password reset code');
    });

    it('validates the e-mail with the forgot-password messages', async () => {
      expect((await post('/forgot-password', {})).json()).toEqual({ message: MSG.emailRequired, error: 'Bad Request', statusCode: 400 });
      expect((await post('/forgot-password', { email: 'nope' })).json().message).toBe(MSG.emailInvalidForgot);
      expect((await post('/forgot-password', { email: 42 })).statusCode).toBe(400);
    });

    it('sends at most 3 codes an hour per e-mail, with the same 429 for unknown e-mails', async () => {
      const known = await account();
      const unknown = nextEmail('nobody');
      const before = t.mailer.sent.length;
      for (let i = 0; i < 3; i++) {
        expect((await post('/forgot-password', { email: known })).statusCode).toBe(200);
        expect((await post('/forgot-password', { email: unknown })).statusCode).toBe(200);
      }
      const knownLimited = await post('/forgot-password', { email: known });
      const unknownLimited = await post('/forgot-password', { email: unknown });
      expect(knownLimited.statusCode).toBe(429);
      expect(knownLimited.json()).toEqual({
        message: expect.stringMatching(/^Too many code requests\. Please try again in \d+ minutes?\.$/),
        error: 'Too Many Requests',
        statusCode: 429,
      });
      expect(unknownLimited.statusCode).toBe(429);
      expect(unknownLimited.json()).toEqual(knownLimited.json());
      expect(unknownLimited.headers['retry-after']).toBe(knownLimited.headers['retry-after']);
      expect(t.mailer.sent.length).toBe(before + 3);

      t.clock.advance(60 * MINUTE);
      expect((await post('/forgot-password', { email: known })).statusCode).toBe(200);
      expect((await post('/forgot-password', { email: unknown })).statusCode).toBe(200);
      expect(t.mailer.sent.length).toBe(before + 4);
    });

    it('sends at most 10 codes a day per e-mail', async () => {
      const email = await account();
      // Start at the beginning of a UTC day, so the daily window is a whole one.
      const now = t.clock.now().getTime();
      t.clock.advance(24 * 60 * MINUTE - (now % (24 * 60 * MINUTE)) + MINUTE);
      const answers: number[] = [];
      for (let hour = 0; hour < 4; hour++) {
        for (let i = 0; i < 3; i++) answers.push((await post('/forgot-password', { email })).statusCode);
        t.clock.advance(60 * MINUTE);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
      const limited = await post('/forgot-password', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many code requests. Please try again in 20 hours.');
    });

    it('caps code requests per client address', async () => {
      const ip = nextIp();
      for (let i = 0; i < 20; i++) {
        expect((await post('/forgot-password', { email: nextEmail('spray') }, ip)).statusCode).toBe(200);
      }
      const limited = await post('/forgot-password', { email: nextEmail('spray') }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many code requests\./);
    });
  });

  describe('POST /verify-otp', () => {
    it('trades the right code for a single-use reset token', async () => {
      const email = await account();
      const code = await requestCode(email);

      const wrong = await post('/verify-otp', { email, otp: otherThan(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(INVALID_CODE);

      const ok = await post('/verify-otp', { email: email.toUpperCase(), otp: code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ token: expect.stringMatching(/^[\w-]{40,}$/), message: 'Verified OTP successfully' });

      const again = await post('/verify-otp', { email, otp: code });
      expect(again.json()).toEqual(INVALID_CODE);
    });

    it('answers an unknown e-mail exactly like a wrong code', async () => {
      const noCode = await post('/verify-otp', { email: nextEmail('nobody'), otp: '1234' });
      expect(noCode.json()).toEqual(INVALID_CODE);
      const email = await account();
      const noCodeKnown = await post('/verify-otp', { email, otp: '1234' });
      expect(noCodeKnown.json()).toEqual(INVALID_CODE);
    });

    it('kills a code on the 5th wrong try, even for the right code afterwards', async () => {
      const email = await account();
      const code = await requestCode(email);
      const wrong = otherThan(code);
      for (let i = 0; i < 4; i++) {
        expect((await post('/verify-otp', { email, otp: wrong })).json()).toEqual(INVALID_CODE);
      }
      expect((await post('/verify-otp', { email, otp: wrong })).json()).toEqual(EXHAUSTED);
      expect((await post('/verify-otp', { email, otp: code })).json()).toEqual(EXHAUSTED);

      // A new code starts afresh.
      const fresh = await requestCode(email);
      expect((await post('/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
    });

    it('gives an unknown e-mail the same attempt limit as a real one', async () => {
      const email = nextEmail('nobody');
      expect((await post('/forgot-password', { email })).statusCode).toBe(200);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await post('/verify-otp', { email, otp: String(1000 + i) })).json());
      expect(answers).toEqual([INVALID_CODE, INVALID_CODE, INVALID_CODE, INVALID_CODE, EXHAUSTED, EXHAUSTED]);
    });

    it('expires a code after 10 minutes', async () => {
      const email = await account();
      const code = await requestCode(email);
      t.clock.advance(10 * MINUTE);
      expect((await post('/verify-otp', { email, otp: code })).json()).toEqual(INVALID_CODE);
    });

    it('accepts a code just before it expires', async () => {
      const email = await account();
      const code = await requestCode(email);
      t.clock.advance(10 * MINUTE - 1000);
      expect((await post('/verify-otp', { email, otp: code })).statusCode).toBe(200);
    });

    it('retires the previous code when a new one is sent', async () => {
      const email = await account();
      const first = await requestCode(email);
      let latest = await requestCode(email);
      // Two random 4-digit codes can coincide (1 in 10,000); a third makes a tie practically impossible.
      if (latest === first) latest = await requestCode(email);
      expect((await post('/verify-otp', { email, otp: first })).json()).toEqual(INVALID_CODE);
      expect((await post('/verify-otp', { email, otp: latest })).statusCode).toBe(200);
    });

    it('validates the code format', async () => {
      for (const otp of ['123', '12345', 'abcd', '', 1234]) {
        const res = await post('/verify-otp', { email: 'someone@example.com', otp });
        expect(res.statusCode).toBe(400);
        if (typeof otp === 'string') expect(res.json().message).toBe(MSG.otpInvalid);
      }
    });

    it('limits verification attempts per client address', async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        expect((await post('/verify-otp', { email: nextEmail('guess'), otp: '0000' }, ip)).statusCode).toBe(400);
      }
      const limited = await post('/verify-otp', { email: nextEmail('guess'), otp: '0000' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe('POST /reset-password', () => {
    it('sets the new password once, ends every session and sends a notice', async () => {
      const email = await account();
      const laptop = (await post('/login', { email, password: PASSWORD })).json();
      const phone = (await post('/login', { email, password: PASSWORD })).json();
      const token = await resetToken(email);

      const res = await post('/reset-password', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been successfully changed.' });

      const notice = t.mailer.lastTo(email)!;
      expect(notice.subject).toBe('Your password was changed');
      expect(notice.text).toMatch(/signed out/);

      // Single use.
      expect((await post('/reset-password', { token, password: 'yet another password' })).json()).toEqual(TOKEN_EXPIRED);

      // Every session ended.
      for (const session of [laptop, phone]) {
        expect((await post('/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
      }
      const sessions = await t.db.query<{ revoke_reason: string }>(
        'SELECT s.revoke_reason FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
        [email],
      );
      expect(sessions.map((s) => s.revoke_reason)).toEqual(['password_reset', 'password_reset']);

      expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(401);
      const login = await post('/login', { email, password: NEW_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.email).toBe(email);
    });

    it('retires codes still outstanding when the password changes', async () => {
      const email = await account();
      const token = await resetToken(email);
      const pending = await requestCode(email);
      expect((await post('/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await post('/verify-otp', { email, otp: pending })).json()).toEqual(INVALID_CODE);
    });

    it('refuses an expired or unknown token', async () => {
      const email = await account();
      const token = await resetToken(email);
      t.clock.advance(15 * MINUTE);
      expect((await post('/reset-password', { token, password: NEW_PASSWORD })).json()).toEqual(TOKEN_EXPIRED);
      expect((await post('/reset-password', { token: 'made-up', password: NEW_PASSWORD })).json()).toEqual(TOKEN_EXPIRED);
      expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('validates the new password', async () => {
      const email = await account();
      const token = await resetToken(email);
      const short = await post('/reset-password', { token, password: 'short' });
      expect(short.json()).toEqual({ message: MSG.passwordMinReset, error: 'Bad Request', statusCode: 400 });
      expect((await post('/reset-password', { token })).json().message).toBe(MSG.passwordRequired);
      expect((await post('/reset-password', { password: NEW_PASSWORD })).json().message).toBe('Reset token is required');
      // The token survived the invalid attempts.
      expect((await post('/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });
});
