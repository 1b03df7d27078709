import { findUserById } from '../../server/src/modules/users/repository';
import { verifyPassword } from '../../server/src/platform/passwords';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, signIn } from '../support/users';

describe('users API: change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/change-password', headers: bearer(token), payload: payload as object });
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const hashOf = async (userId: string) => (await findUserById(t.db, userId))!.password_hash;

  it('changes the password, ends the other sessions but not this one, and mails a notice', async () => {
    const me = await createSignedInUser(t, { password: 'old-password-1' });
    const other = await signIn(t, me.user.id);
    const third = await signIn(t, me.user.id);
    const stranger = await createSignedInUser(t);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    const sentBefore = t.mailer.sent.length;

    const res = await change(me.accessToken, { currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been successfully changed.' });

    const hash = await hashOf(me.user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'new-password-2')).toBe(true);
    expect(await verifyPassword(hash, 'old-password-1')).toBe(false);

    expect((await profile(me.accessToken)).statusCode).toBe(200);
    for (const s of [other, third]) {
      const res401 = await profile(s.accessToken);
      expect(res401.statusCode).toBe(401);
      expect(res401.json().statusCode).toBe(401);
    }
    // Their refresh tokens are dead as well: the sessions themselves are revoked.
    await expect(t.deps.tokens.rotate(t.db, other.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
    // Other users are untouched.
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);

    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.mailer.lastTo(me.email)!;
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('Your password was changed');
    expect(mail.html).toContain('Your password was changed');
    expect(mail.text).not.toContain('new-password-2');
  });

  it('rejects a wrong current password with 400 and changes nothing', async () => {
    const me = await createSignedInUser(t, { password: 'right-password' });
    const other = await signIn(t, me.user.id);
    const before = await hashOf(me.user.id);
    const sentBefore = t.mailer.sent.length;
    const res = await change(me.accessToken, { currentPassword: 'wrong-password', newPassword: 'new-password-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect', error: 'Bad Request', statusCode: 400 });
    expect(await hashOf(me.user.id)).toBe(before);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('rejects a new password equal to the current one', async () => {
    const me = await createSignedInUser(t, { password: 'same-password' });
    const res = await change(me.accessToken, { currentPassword: 'same-password', newPassword: 'same-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('New password must be different from the current password');
  });

  it('tells a Google-only account (no password) that there is no password to change', async () => {
    const me = await createSignedInUser(t, { password: null });
    const res = await change(me.accessToken, { currentPassword: 'anything-long', newPassword: 'new-password-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Google/);
    expect(res.json().message).toMatch(/no password/);
    expect(await hashOf(me.user.id)).toBeNull();
  });

  it.each([
    [{}, undefined],
    [{ newPassword: 'new-password-2' }, 'Current password is required'],
    [{ currentPassword: 'right-password' }, 'New password is required'],
    [{ currentPassword: 'right-password', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: 'right-password', newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ currentPassword: 12345678, newPassword: 'new-password-2' }, undefined],
    [{ currentPassword: 'right-password', newPassword: ['new-password-2'] }, undefined],
  ])('rejects %j with 400', async (payload, message) => {
    const me = await createSignedInUser(t, { password: 'right-password' });
    const res = await change(me.accessToken, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await verifyPassword(await hashOf(me.user.id), 'right-password')).toBe(true);
  });

  it('answers malformed JSON and non-object bodies with 400', async () => {
    const me = await createSignedInUser(t);
    for (const payload of ['{"currentPassword":', '"a string"', '[]']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers: { ...bearer(me.accessToken), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('does not trim passwords (a space is a character)', async () => {
    const me = await createSignedInUser(t, { password: ' spaced-pass ' });
    const res = await change(me.accessToken, { currentPassword: ' spaced-pass ', newPassword: ' spaced-new ' });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword(await hashOf(me.user.id), ' spaced-new ')).toBe(true);
  });

  it('limits attempts per user to 10 per 15 minutes (429 with Retry-After), then allows again', async () => {
    const me = await createSignedInUser(t, { password: 'right-password' });
    const neighbour = await createSignedInUser(t, { password: 'right-password' });
    for (let i = 0; i < 10; i++) {
      expect((await change(me.accessToken, { currentPassword: `wrong-guess-${i}`, newPassword: 'new-password-2' })).statusCode).toBe(400);
    }
    const limited = await change(me.accessToken, { currentPassword: 'right-password', newPassword: 'new-password-2' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await verifyPassword(await hashOf(me.user.id), 'right-password')).toBe(true);

    // Another user is not affected by this user's limit.
    expect((await change(neighbour.accessToken, { currentPassword: 'right-password', newPassword: 'new-password-2' })).statusCode).toBe(
      200,
    );

    t.clock.advance(15 * 60 * 1000);
    const fresh = await signIn(t, me.user.id); // the first access token has expired by now
    const after = await change(fresh.accessToken, { currentPassword: 'right-password', newPassword: 'new-password-2' });
    expect(after.statusCode).toBe(200);
  });
});
