import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { userSchema } from '@subreddit-signal/contract';
import { findUserById } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP, bearer, createSignedInUser, multipart, signIn } from '../support/users';

const SAVED = 'Your changes have been successfully saved.';

describe('users API: profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const photosDir = () => path.join(t.dataDir, 'uploads', 'photos');
  const photoFiles = () => (existsSync(photosDir()) ? readdirSync(photosDir()) : []);
  const photosOf = (userId: string) => photoFiles().filter((f) => f.startsWith(userId));

  async function putForm(token: string, fields: Parameters<typeof multipart>[0]) {
    const body = await multipart(fields);
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  describe('authentication', () => {
    it.each([
      ['GET', '/api/users/profile'],
      ['PUT', '/api/users/profile'],
      ['DELETE', '/api/users/profile-photo'],
      ['PUT', '/api/users/change-password'],
      ['PUT', '/api/users/change-notification'],
    ] as const)('%s %s answers 401 without a token, with a bad token and with a malformed header', async (method, url) => {
      for (const headers of [{}, bearer('not-a-jwt'), { authorization: 'Basic abc' }]) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
      }
    });

    it('rejects a token signed with another secret', async () => {
      const { TokenService } = await import('../../server/src/modules/auth/tokens');
      const me = await createSignedInUser(t);
      const forged = await new TokenService('x'.repeat(48), t.clock).signAccess({ userId: me.user.id, sessionId: me.sessionId });
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(forged) });
      expect(res.statusCode).toBe(401);
    });

    it('rejects an expired access token', async () => {
      const me = await createSignedInUser(t);
      t.clock.advance(16 * 60 * 1000);
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(me.accessToken) });
      expect(res.statusCode).toBe(401);
    });

    it('rejects an unauthenticated upload before reading it', async () => {
      const body = await multipart({ name: 'Mallory', profilePhoto: { bytes: TINY_PNG, filename: 'a.png' } });
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: body.headers, payload: body.payload });
      expect(res.statusCode).toBe(401);
    });
  });

  it('GET /profile returns the User of the contract, without secrets', async () => {
    const me = await createSignedInUser(t, { name: 'Ada Lovelace' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(me.accessToken) });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(userSchema.validateSync(user, { strict: true })).toBeTruthy();
    expect(user).toMatchObject({
      _id: me.user.id,
      name: 'Ada Lovelace',
      email: me.email,
      profilePhoto: null,
      enableNotification: true,
      subscribedPlan: 'basic',
      subscribedPlanName: 'Basic',
      paymentStatus: 'inactive',
    });
    // scheduledPlan is there only while a downgrade or cancel waits for the period end (decision 022).
    expect(Object.keys(user).sort()).toEqual(
      Object.keys(userSchema.fields)
        .filter((k) => k !== 'scheduledPlan')
        .sort(),
    );
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  describe('PUT /profile', () => {
    it('updates the name from the multipart form and trims it', async () => {
      const me = await createSignedInUser(t);
      const res = await putForm(me.accessToken, { name: '  Grace Hopper  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: expect.objectContaining({ name: 'Grace Hopper', email: me.email }), message: SAVED });
      const again = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(me.accessToken) });
      expect(again.json().user.name).toBe('Grace Hopper');
    });

    it('accepts a JSON body { name } as well', async () => {
      const me = await createSignedInUser(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(me.accessToken),
        payload: { name: 'Json Name' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { name: 'Json Name' }, message: SAVED });
    });

    it.each([
      ['an empty name', { name: '' }, 'Name is required'],
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['a too long name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ])('rejects %s in the form with 400 and changes nothing', async (_label, fields, message) => {
      const me = await createSignedInUser(t, { name: 'Unchanged' });
      const res = await putForm(me.accessToken, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, error: 'Bad Request', statusCode: 400 });
      expect((await findUserById(t.db, me.user.id))!.name).toBe('Unchanged');
    });

    it.each([
      ['no name at all', {}],
      ['a number as name', { name: 42 }],
      ['an object as name', { name: { first: 'a' } }],
      ['null as name', { name: null }],
    ])('rejects a JSON body with %s with 400', async (_label, payload) => {
      const me = await createSignedInUser(t, { name: 'Unchanged' });
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(me.accessToken), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().statusCode).toBe(400);
      expect((await findUserById(t.db, me.user.id))!.name).toBe('Unchanged');
    });

    it('ignores privileged and read-only fields, in JSON and in the form', async () => {
      const me = await createSignedInUser(t);
      const before = (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(me.accessToken) })).json().user;
      const privileged = {
        availableCredits: '99999',
        totalCredits: '99999',
        subscribedPlan: 'ultimate',
        subscribedPlanName: 'Ultimate',
        paymentStatus: 'active',
        email: 'attacker@example.com',
        _id: '00000000-0000-0000-0000-000000000000',
        planExpireOn: '9999999999',
        enableNotification: 'false',
        profilePhoto: '/api/files/photos/someone-else.png',
      };
      const form = await putForm(me.accessToken, { name: 'Form Name', ...privileged });
      expect(form.statusCode).toBe(200);
      const json = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(me.accessToken),
        payload: { name: 'Json Name', ...privileged, availableCredits: 99999, enableNotification: false },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json().user).toEqual({ ...before, name: 'Json Name' });
      const row = (await findUserById(t.db, me.user.id))!;
      expect(row).toMatchObject({
        email: me.email,
        subscribed_plan: 'basic',
        payment_status: 'inactive',
        profile_photo: null,
        enable_notification: true,
      });
      expect(Number(row.available_credits)).toBe(before.availableCredits);
    });

    it('stores an uploaded PNG, serves it back byte for byte, and returns its URL in the user', async () => {
      const me = await createSignedInUser(t, { name: 'Pic Owner' });
      const res = await putForm(me.accessToken, {
        name: 'Pic Owner',
        profilePhoto: { bytes: TINY_PNG, filename: 'me.png', type: 'image/png' },
      });
      expect(res.statusCode).toBe(200);
      const { user, message } = res.json();
      expect(message).toBe(SAVED);
      expect(user.profilePhoto).toMatch(new RegExp(`^/api/files/photos/${me.user.id}-[A-Za-z0-9_-]+\\.png$`));
      const served = await t.app.inject({ method: 'GET', url: user.profilePhoto });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, TINY_PNG)).toBe(0);
      const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(me.accessToken) });
      expect(profile.json().user.profilePhoto).toBe(user.profilePhoto);
    });

    it('names the stored file after the sniffed content, not the uploaded name or type', async () => {
      const me = await createSignedInUser(t);
      const cases = [
        [TINY_JPEG, 'photo.png', 'image/png', 'jpg', 'image/jpeg'],
        [TINY_GIF, 'x.jpg', 'image/jpeg', 'gif', 'image/gif'],
        [TINY_WEBP, 'noext', 'application/octet-stream', 'webp', 'image/webp'],
        [TINY_PNG, 'evil.html', 'text/html', 'png', 'image/png'],
      ] as const;
      for (const [bytes, filename, type, ext, servedType] of cases) {
        const res = await putForm(me.accessToken, { profilePhoto: { bytes, filename, type } });
        expect(res.statusCode).toBe(200);
        const url: string = res.json().user.profilePhoto;
        expect(url.endsWith(`.${ext}`)).toBe(true);
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.headers['content-type']).toBe(servedType);
        expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
      }
    });

    it('a photo-only form keeps the name', async () => {
      const me = await createSignedInUser(t, { name: 'Keep Me' });
      const res = await putForm(me.accessToken, { profilePhoto: { bytes: TINY_GIF, filename: 'a.gif' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ name: 'Keep Me', profilePhoto: expect.stringMatching(/\.gif$/) });
    });

    it('replacing the photo removes the previous file', async () => {
      const me = await createSignedInUser(t);
      const first = (await putForm(me.accessToken, { profilePhoto: { bytes: TINY_PNG, filename: 'a.png' } })).json().user.profilePhoto;
      expect(photosOf(me.user.id)).toHaveLength(1);
      const second = (await putForm(me.accessToken, { profilePhoto: { bytes: TINY_JPEG, filename: 'b.jpg' } })).json().user.profilePhoto;
      expect(second).not.toBe(first);
      expect(photosOf(me.user.id)).toEqual([path.basename(second)]);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });

    it.each([
      ['text named .png', Buffer.from('just some text, not an image'), 'notes.png', 'image/png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
      ['HTML named .jpg', Buffer.from('<html><body>hi</body></html>'), 'x.jpg', 'image/jpeg'],
      ['a truncated PNG signature', TINY_PNG.subarray(0, 6), 'x.png', 'image/png'],
      ['an empty file with a name', Buffer.alloc(0), 'empty.png', 'image/png'],
    ])('rejects %s with 415, keeping the name and storing nothing', async (_label, bytes, filename, type) => {
      const me = await createSignedInUser(t, { name: 'Before' });
      const res = await putForm(me.accessToken, { name: 'After', profilePhoto: { bytes, filename, type } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'Profile photo must be a JPEG, PNG, GIF or WebP image',
        error: 'Unsupported Media Type',
        statusCode: 415,
      });
      expect((await findUserById(t.db, me.user.id))!).toMatchObject({ name: 'Before', profile_photo: null });
      expect(photosOf(me.user.id)).toEqual([]);
    });

    it('rejects a photo over MAX_PHOTO_BYTES with 413, keeping the name, the old photo and storing nothing', async () => {
      const me = await createSignedInUser(t, { name: 'Before' });
      const old = (await putForm(me.accessToken, { profilePhoto: { bytes: TINY_PNG, filename: 'a.png' } })).json().user.profilePhoto;
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - TINY_PNG.length)]);
      expect(big.length).toBe(t.deps.config.MAX_PHOTO_BYTES + 1);
      const res = await putForm(me.accessToken, { name: 'After', profilePhoto: { bytes: big, filename: 'big.png', type: 'image/png' } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'Profile photo must be at most 5 MB', error: 'Payload Too Large', statusCode: 413 });
      expect((await findUserById(t.db, me.user.id))!).toMatchObject({ name: 'Before', profile_photo: old });
      expect(photosOf(me.user.id)).toEqual([path.basename(old)]);
    });

    it('accepts a photo of exactly MAX_PHOTO_BYTES', async () => {
      const me = await createSignedInUser(t);
      const exact = Buffer.concat([TINY_PNG, Buffer.alloc(t.deps.config.MAX_PHOTO_BYTES - TINY_PNG.length)]);
      const res = await putForm(me.accessToken, { profilePhoto: { bytes: exact, filename: 'exact.png' } });
      expect(res.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json().user.profilePhoto });
      expect(served.rawPayload.length).toBe(exact.length);
    });

    it('treats an empty, unnamed file part (a form with no file chosen) as no photo', async () => {
      const me = await createSignedInUser(t);
      const res = await putForm(me.accessToken, { name: 'No File', profilePhoto: { bytes: Buffer.alloc(0), filename: '' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ name: 'No File', profilePhoto: null });
    });

    it('rejects two files with 400 and ignores a text field named profilePhoto', async () => {
      const me = await createSignedInUser(t);
      const two = await putForm(me.accessToken, {
        profilePhoto: { bytes: TINY_PNG, filename: 'a.png' },
        other: { bytes: TINY_PNG, filename: 'b.png' },
      });
      expect(two.statusCode).toBe(400);
      expect(photosOf(me.user.id)).toEqual([]);
      const text = await putForm(me.accessToken, { name: 'Text Photo', profilePhoto: '/api/files/photos/other.png' });
      expect(text.statusCode).toBe(200);
      expect(text.json().user).toMatchObject({ name: 'Text Photo', profilePhoto: null });
    });

    it('rejects a form with an absurd number of fields with 413 and changes nothing', async () => {
      const me = await createSignedInUser(t, { name: 'Before' });
      const fields: Record<string, string> = { name: 'After' };
      for (let i = 0; i < 40; i++) fields[`f${i}`] = 'x';
      const res = await putForm(me.accessToken, fields);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The form has too many fields', error: 'Payload Too Large', statusCode: 413 });
      expect((await findUserById(t.db, me.user.id))!.name).toBe('Before');
    });

    it('answers malformed and unsupported bodies with 4xx, never 500', async () => {
      const me = await createSignedInUser(t);
      const h = bearer(me.accessToken);
      const cases = [
        { headers: { ...h, 'content-type': 'application/json' }, payload: '{"name": ' },
        { headers: { ...h, 'content-type': 'application/json' }, payload: '["a"]' },
        { headers: { ...h, 'content-type': 'application/json' }, payload: 'null' },
        { headers: { ...h, 'content-type': 'text/plain' }, payload: 'name=x' },
        { headers: { ...h, 'content-type': 'multipart/form-data' }, payload: 'no boundary here' },
        { headers: { ...h, 'content-type': 'multipart/form-data; boundary=XYZ' }, payload: 'garbage without any boundary' },
        {
          headers: { ...h, 'content-type': 'multipart/form-data; boundary=XYZ' },
          payload: '--XYZ\r\nContent-Disposition: form-data; name="profilePhoto"; filename="a.png"\r\n\r\n\x89PNG',
        },
        {
          headers: { ...h, 'content-type': 'multipart/form-data; boundary=XYZ' },
          payload: '--XYZ\r\nbroken header line\r\n\r\nvalue\r\n--XYZ--\r\n',
        },
      ];
      for (const c of cases) {
        const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', ...c });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
      }
      expect(photosOf(me.user.id)).toEqual([]);
    });
  });

  describe('DELETE /profile-photo', () => {
    it('removes the photo and its file', async () => {
      const me = await createSignedInUser(t);
      const url = (await putForm(me.accessToken, { profilePhoto: { bytes: TINY_PNG, filename: 'a.png' } })).json().user.profilePhoto;
      const res = await t.app.inject({ method: 'DELETE', url: '/api/users/profile-photo', headers: bearer(me.accessToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: expect.objectContaining({ _id: me.user.id, profilePhoto: null }),
        message: 'Your photo have been successfully removed.',
      });
      expect(photosOf(me.user.id)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'DELETE', url: '/api/users/profile-photo', headers: bearer(me.accessToken) });
      expect(again.statusCode).toBe(200);
      expect(again.json().user.profilePhoto).toBeNull();
    });
  });

  describe('PUT /change-notification', () => {
    it('turns notifications off and on', async () => {
      const me = await createSignedInUser(t);
      for (const value of [false, true, false]) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/users/change-notification',
          headers: bearer(me.accessToken),
          payload: { enableNotification: value },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          user: expect.objectContaining({ enableNotification: value }),
          message: 'Notification setting changed successfully',
        });
        expect((await findUserById(t.db, me.user.id))!.enable_notification).toBe(value);
      }
    });

    it.each([[{}], [{ enableNotification: 'false' }], [{ enableNotification: 0 }], [{ enableNotification: null }], [[true]]])(
      'rejects %j with 400',
      async (payload) => {
        const me = await createSignedInUser(t);
        const res = await t.app.inject({ method: 'PUT', url: '/api/users/change-notification', headers: bearer(me.accessToken), payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().statusCode).toBe(400);
        expect((await findUserById(t.db, me.user.id))!.enable_notification).toBe(true);
      },
    );

    it('rejects malformed JSON with 400', async () => {
      const me = await createSignedInUser(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-notification',
        headers: { ...bearer(me.accessToken), 'content-type': 'application/json' },
        payload: '{enableNotification: true',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Request body is not valid JSON', error: 'Bad Request', statusCode: 400 });
    });
  });

  describe('isolation between users', () => {
    it("one user's token never reads or changes another user", async () => {
      const a = await createSignedInUser(t, { name: 'Alice' });
      const b = await createSignedInUser(t, { name: 'Bob' });
      const bPhoto = (await putForm(b.accessToken, { profilePhoto: { bytes: TINY_PNG, filename: 'b.png' } })).json().user.profilePhoto;
      const bBefore = await findUserById(t.db, b.user.id);

      const readA = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(a.accessToken) });
      expect(readA.json().user).toMatchObject({ _id: a.user.id, email: a.email, name: 'Alice' });
      expect(readA.body).not.toContain(b.email);

      // Ids of B smuggled into the bodies are ignored: only the token decides whose account changes.
      await putForm(a.accessToken, { name: 'Alice 2', _id: b.user.id, id: b.user.id, userId: b.user.id, email: b.email });
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(a.accessToken),
        payload: { name: 'Alice 3', _id: b.user.id },
      });
      await putForm(a.accessToken, { profilePhoto: { bytes: TINY_GIF, filename: 'a.gif' } });
      await t.app.inject({ method: 'DELETE', url: '/api/users/profile-photo?userId=' + b.user.id, headers: bearer(a.accessToken) });
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-notification',
        headers: bearer(a.accessToken),
        payload: { enableNotification: false, _id: b.user.id },
      });

      expect(await findUserById(t.db, b.user.id)).toEqual(bBefore);
      expect((await t.app.inject({ method: 'GET', url: bPhoto })).statusCode).toBe(200);
      expect(await findUserById(t.db, a.user.id)).toMatchObject({ name: 'Alice 3', profile_photo: null, enable_notification: false });

      // A second session of B sees B, untouched.
      const bOther = await signIn(t, b.user.id);
      const readB = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(bOther.accessToken) });
      expect(readB.json().user).toMatchObject({ _id: b.user.id, name: b.user.name, profilePhoto: bPhoto, enableNotification: true });
    });
  });
});
