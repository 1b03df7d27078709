import { FOLDER_MSG, FOLDER_NAME_MAX, PLAN_LIMIT_ERROR, planById } from '@subreddit-signal/contract';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

/** Folders: GET /folder/get-folder and POST /folder/create-folder. */
describe('saved ideas: folders', () => {
  let t: TestApp;

  const create = (who: SignedInUser, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/folder/create-folder',
      headers: { ...bearer(who.accessToken), ...headers },
      payload: payload as object,
    });
  const list = (who: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/folder/get-folder', headers: bearer(who.accessToken) });
  const folderRows = async (who: SignedInUser) =>
    t.db.query<{ name: string; name_key: string }>('SELECT name, name_key FROM folders WHERE user_id = $1 ORDER BY created_at', [
      who.user.id,
    ]);
  const setPlan = (who: SignedInUser, planId: string | null) =>
    t.db.query('UPDATE users SET subscribed_plan = $2 WHERE id = $1', [who.user.id, planId]);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user for both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/folder/get-folder' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/folder/create-folder', payload: { name: 'Ideas' } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/folder/get-folder', headers: bearer('not-a-token') })).statusCode).toBe(401);
    expect((await t.db.query('SELECT 1 FROM folders')).length).toBe(0);
  });

  it('lists no folders for a new user, then creates folders and lists them oldest first', async () => {
    const u = await createSignedInUser(t);
    const empty = await list(u);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ folder: [] });

    const first = await create(u, { name: 'Launch week' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toEqual({
      message: 'Folder created successfully',
      folder: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Launch week', createdAt: expect.any(String) },
    });
    expect(new Date(body.folder.createdAt).toISOString()).toBe(body.folder.createdAt);
    await create(u, { name: 'Another' });

    const res = await list(u);
    expect(res.statusCode).toBe(200);
    expect(res.json().folder.map((f: { name: string }) => f.name)).toEqual(['Launch week', 'Another']);
    expect(res.json().folder[0]).toEqual(body.folder);
  });

  it('trims the name before storing it and keys it in lower case', async () => {
    const u = await createSignedInUser(t);
    const res = await create(u, { name: '   Q3 Campaign \t' });
    expect(res.statusCode).toBe(201);
    expect(res.json().folder.name).toBe('Q3 Campaign');
    expect(await folderRows(u)).toEqual([{ name: 'Q3 Campaign', name_key: 'q3 campaign' }]);
  });

  it.each([
    ['missing', {}, FOLDER_MSG.required],
    ['empty', { name: '' }, FOLDER_MSG.required],
    ['null', { name: null }, FOLDER_MSG.required],
    ['spaces only', { name: '    ' }, FOLDER_MSG.blank],
    ['tabs and newlines only', { name: ' \t\n ' }, FOLDER_MSG.blank],
    ['too long', { name: 'x'.repeat(FOLDER_NAME_MAX + 1) }, FOLDER_MSG.tooLong],
    ['a number', { name: 42 }, 'name must be a string'],
    ['an array', { name: ['a'] }, 'name must be a string'],
    ['an object', { name: { a: 1 } }, 'name must be a string'],
    ['a null character', { name: 'bad\u0000name' }, 'Text cannot contain null characters'],
  ])('refuses a name that is %s with a clear 400', async (_label, payload, message) => {
    const u = await createSignedInUser(t);
    const res = await create(u, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, error: 'Bad Request', statusCode: 400 });
    expect(await folderRows(u)).toEqual([]);
  });

  it('accepts a name of exactly the maximum length, counted after trimming', async () => {
    const u = await createSignedInUser(t);
    const name = 'y'.repeat(FOLDER_NAME_MAX);
    const res = await create(u, { name: `  ${name}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().folder.name).toBe(name);
  });

  it('keeps non-ASCII names intact', async () => {
    const u = await createSignedInUser(t);
    const res = await create(u, { name: 'Été 🚀 Идеи' });
    expect(res.statusCode).toBe(201);
    expect((await list(u)).json().folder[0].name).toBe('Été 🚀 Идеи');
  });

  it('refuses bodies that are not a JSON object, never with a 500', async () => {
    const u = await createSignedInUser(t);
    const bad = await create(u, '{"name": "x"', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Request body is not valid JSON');
    const arr = await create(u, [{ name: 'x' }]);
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toBe('Request body must be a JSON object');
    const text = await create(u, 'name=x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Request body must be a JSON object');
    const none = await t.app.inject({ method: 'POST', url: '/api/folder/create-folder', headers: bearer(u.accessToken) });
    expect(none.statusCode).toBe(400);
    expect(await folderRows(u)).toEqual([]);
  });

  it('drops unknown keys: a body cannot choose the id, owner or date', async () => {
    const u = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const fakeId = '11111111-1111-4111-8111-111111111111';
    const res = await create(u, {
      name: 'Mine',
      _id: fakeId,
      id: fakeId,
      user_id: other.user.id,
      userId: other.user.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().folder._id).not.toBe(fakeId);
    expect(res.json().folder.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await list(other)).json().folder).toEqual([]);
    expect((await list(u)).json().folder).toHaveLength(1);
  });

  it('keeps names unique per user ignoring case and surrounding spaces, with a 409', async () => {
    const u = await createSignedInUser(t);
    expect((await create(u, { name: 'Ideas' })).statusCode).toBe(201);
    for (const name of ['Ideas', 'IDEAS', 'ideas', '  iDeAs  ']) {
      const res = await create(u, { name });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: FOLDER_MSG.duplicate, error: 'Conflict', statusCode: 409 });
    }
    // Case-insensitive beyond ASCII too (the key is computed the same way on PGlite and PostgreSQL).
    expect((await create(u, { name: 'ÉTÉ' })).statusCode).toBe(201);
    expect((await create(u, { name: 'été' })).statusCode).toBe(409);
    expect((await list(u)).json().folder.map((f: { name: string }) => f.name)).toEqual(['Ideas', 'ÉTÉ']);
  });

  it('lets two users have folders of the same name', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    expect((await create(a, { name: 'Shared name' })).statusCode).toBe(201);
    expect((await create(b, { name: 'shared NAME' })).statusCode).toBe(201);
  });

  it('creates exactly one folder when the same name is sent several times at once', async () => {
    const u = await createSignedInUser(t);
    await setPlan(u, 'pro');
    const results = await Promise.all(['Race', 'race', 'RACE', ' Race ', 'rAcE', 'Race'].map((name) => create(u, { name })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(FOLDER_MSG.duplicate);
    expect(await folderRows(u)).toHaveLength(1);
  });

  it('never shows one user the folders of another', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await create(a, { name: 'A private' });
    await create(b, { name: 'B private' });
    expect((await list(a)).json().folder.map((f: { name: string }) => f.name)).toEqual(['A private']);
    expect((await list(b)).json().folder.map((f: { name: string }) => f.name)).toEqual(['B private']);
  });

  describe('plan caps (decision 009)', () => {
    const basicCap = planById('basic')!.savedIdeas.folders;

    it('a Basic user may keep a few folders; one more is a 403 the client can turn into an upgrade prompt', async () => {
      const u = await createSignedInUser(t);
      for (let i = 0; i < basicCap; i++) expect((await create(u, { name: `F${i}` })).statusCode).toBe(201);
      const res = await create(u, { name: 'One too many' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: `Your Basic plan keeps up to ${basicCap} folders. Upgrade to keep more.`,
        error: PLAN_LIMIT_ERROR,
        statusCode: 403,
      });
      expect(await folderRows(u)).toHaveLength(basicCap);
      // Reading is never limited.
      expect((await list(u)).json().folder).toHaveLength(basicCap);
    });

    it('a user without any plan gets the Basic caps', async () => {
      const u = await createSignedInUser(t);
      await setPlan(u, null);
      for (let i = 0; i < basicCap; i++) expect((await create(u, { name: `N${i}` })).statusCode).toBe(201);
      const res = await create(u, { name: 'extra' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Your Basic plan keeps up to/);
    });

    it('a Pro user may keep more than the Basic cap, read from the plan at the time of the call', async () => {
      const u = await createSignedInUser(t);
      for (let i = 0; i < basicCap; i++) await create(u, { name: `P${i}` });
      expect((await create(u, { name: 'extra' })).statusCode).toBe(403);
      await setPlan(u, 'pro');
      expect((await create(u, { name: 'extra' })).statusCode).toBe(201);
    });

    it('holds the cap under parallel creates', async () => {
      const u = await createSignedInUser(t);
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(u, { name: `Parallel ${i}` })));
      const created = results.filter((r) => r.statusCode === 201).length;
      expect(created).toBe(basicCap);
      expect(results.filter((r) => r.statusCode === 403)).toHaveLength(12 - basicCap);
      expect(results.every((r) => r.statusCode === 201 || r.statusCode === 403)).toBe(true);
      expect(await folderRows(u)).toHaveLength(basicCap);
    });

    it('after a downgrade, folders above the cap stay and can be listed; only new ones are refused', async () => {
      const u = await createSignedInUser(t);
      await setPlan(u, 'pro');
      for (let i = 0; i < basicCap + 2; i++) expect((await create(u, { name: `D${i}` })).statusCode).toBe(201);
      await setPlan(u, 'basic');
      expect((await list(u)).json().folder).toHaveLength(basicCap + 2);
      const res = await create(u, { name: 'new' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(PLAN_LIMIT_ERROR);
    });

    it('checks a duplicate name before the cap, so the clearer message wins', async () => {
      const u = await createSignedInUser(t);
      for (let i = 0; i < basicCap; i++) await create(u, { name: `C${i}` });
      const res = await create(u, { name: 'c0' });
      expect(res.statusCode).toBe(409);
    });
  });
});
