import { FOLDER_MSG, GEN_MSG, PLAN_LIMIT_ERROR, TEXT_LIMITS, planById } from '@subreddit-signal/contract';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

/** Saved items: posts/create, comments/create, saved-item/list, DELETE saved-item/{id}. */
describe('saved ideas: posts and comments', () => {
  let t: TestApp;

  const MISSING_UUID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
  const POST = {
    title: 'How we grew to 10k users without ads',
    flairs: ['Case Study', 'Growth'],
    body: 'We posted weekly, answered every comment, and shared numbers.\nHere is what worked, "quoted", with commas, and émojis 🚀.',
    callToAction: 'What would you try first?',
    hashTags: ['#growth', '#startups'],
  };
  const COMMENT = { title: 'Friendly opener', response: 'Great write-up! How long did the first 1,000 take?' };

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, headers: { ...(who ? bearer(who.accessToken) : {}), ...headers }, payload: payload as object | undefined });
  const savePost = (who: SignedInUser, payload: unknown) => call(who, 'POST', '/api/posts/create', payload);
  const saveComment = (who: SignedInUser, payload: unknown) => call(who, 'POST', '/api/comments/create', payload);
  const listItems = (who: SignedInUser, payload: unknown) => call(who, 'POST', '/api/saved-item/list', payload);
  const del = (who: SignedInUser, id: string) => call(who, 'DELETE', `/api/saved-item/${encodeURIComponent(id)}`);
  const newFolder = async (who: SignedInUser, name = `Folder ${Math.random().toString(36).slice(2, 8)}`): Promise<string> => {
    const res = await call(who, 'POST', '/api/folder/create-folder', { name });
    expect(res.statusCode).toBe(201);
    return res.json().folder._id;
  };
  const itemCount = async (who: SignedInUser) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_items WHERE user_id = $1', [who.user.id]))[0]!.n;
  const setPlan = (who: SignedInUser, planId: string | null) =>
    t.db.query('UPDATE users SET subscribed_plan = $2 WHERE id = $1', [who.user.id, planId]);
  /** Fills the user's allowance quickly, straight in SQL (the API path is exercised by the other tests). */
  const bulkInsert = (who: SignedInUser, folderId: string, n: number) =>
    t.db.query(
      `INSERT INTO saved_items (id, user_id, folder_id, type, content)
       SELECT gen_random_uuid(), $1, $2, 'comment', jsonb_build_object('title', '', 'response', 'bulk ' || g) FROM generate_series(1, $3::int) g`,
      [who.user.id, folderId, n],
    );

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user for every call', async () => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    const saved = (await savePost(u, { ...POST, folderId })).json().savedItem._id;
    for (const [method, url, payload] of [
      ['POST', '/api/posts/create', { ...POST, folderId }],
      ['POST', '/api/comments/create', { ...COMMENT, folderId }],
      ['POST', '/api/saved-item/list', { folderId: null, type: 'post' }],
      ['DELETE', `/api/saved-item/${saved}`, undefined],
    ] as const) {
      const res = await call(null, method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    }
    expect(await itemCount(u)).toBe(1);
  });

  describe('POST /posts/create', () => {
    it('saves the post with every field the spec lists and answers 201', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await savePost(u, { ...POST, folderId });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        message: 'Post saved successfully',
        savedItem: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'post',
          folderId,
          createdAt: expect.any(String),
          subreddit: null,
          generatedAt: null,
          post: POST,
        },
      });
      const listed = (await listItems(u, { folderId, type: 'post' })).json();
      expect(listed).toEqual({ savedItems: [body.savedItem] });
    });

    it('fills the optional fields with empty values and keeps sample points', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await savePost(u, { title: 'Only a title', folderId, points: ['one', 'two'] });
      expect(res.statusCode).toBe(201);
      expect(res.json().savedItem.post).toEqual({
        title: 'Only a title',
        body: '',
        callToAction: '',
        hashTags: [],
        flairs: [],
        points: ['one', 'two'],
      });
    });

    it('drops unknown keys: they are not stored and cannot pick the owner or id', async () => {
      const u = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await savePost(u, {
        ...POST,
        folderId,
        _id: MISSING_UUID,
        userId: other.user.id,
        type: 'comment',
        score: 5,
        extra: { a: 1 },
      });
      expect(res.statusCode).toBe(201);
      const item = res.json().savedItem;
      expect(item._id).not.toBe(MISSING_UUID);
      expect(item.type).toBe('post');
      expect(item.post).toEqual(POST);
      const stored = await t.db.query<{ user_id: string; content: Record<string, unknown> }>(
        'SELECT user_id, content FROM saved_items WHERE id = $1',
        [item._id],
      );
      expect(stored[0]!.user_id).toBe(u.user.id);
      expect(Object.keys(stored[0]!.content).sort()).toEqual(['body', 'callToAction', 'flairs', 'hashTags', 'title']);
    });

    it.each([
      ['no folderId', { ...POST, folderId: undefined }, 400, 'Choose a folder'],
      ['an empty folderId', { ...POST, folderId: '' }, 400, 'Choose a folder'],
      ['a numeric folderId', { ...POST, folderId: 42 }, 400, 'folderId must be a string'],
      ['no title', { ...POST, title: undefined }, 400, 'Title is required'],
      ['a numeric title', { ...POST, title: 7 }, 400, 'title must be a string'],
      [
        'a title that is too long',
        { ...POST, title: 't'.repeat(TEXT_LIMITS.title + 1) },
        400,
        `Title must be at most ${TEXT_LIMITS.title} characters`,
      ],
      [
        'a body that is too long',
        { ...POST, body: 'b'.repeat(TEXT_LIMITS.body + 1) },
        400,
        `Body must be at most ${TEXT_LIMITS.body} characters`,
      ],
      ['hashtags as a string', { ...POST, hashTags: '#a, #b' }, 400, 'hashTags must be an array'],
      ['a numeric hashtag', { ...POST, hashTags: ['#a', 3] }, 400, 'hashTags[1] must be a string'],
      ['a null flair', { ...POST, flairs: [null] }, 400, 'flairs[0] cannot be null'],
      [
        'too many hashtags',
        { ...POST, hashTags: Array.from({ length: TEXT_LIMITS.tags + 1 }, (_, i) => `#t${i}`) },
        400,
        `Hashtags can have at most ${TEXT_LIMITS.tags} entries`,
      ],
      [
        'too many flairs',
        { ...POST, flairs: Array.from({ length: TEXT_LIMITS.tags + 1 }, (_, i) => `f${i}`) },
        400,
        `Flairs can have at most ${TEXT_LIMITS.tags} entries`,
      ],
      [
        'a flair that is too long',
        { ...POST, flairs: ['f'.repeat(TEXT_LIMITS.tag + 1)] },
        400,
        `Flairs entries must be at most ${TEXT_LIMITS.tag} characters`,
      ],
      ['a null character in the body', { ...POST, body: 'a\u0000b' }, 400, 'Text cannot contain null characters'],
      ['a null character in a hashtag', { ...POST, hashTags: ['#a\u0000'] }, 400, 'Text cannot contain null characters'],
    ])('refuses a post with %s, stores nothing', async (_label, extra, status, message) => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await savePost(u, { folderId, ...extra });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await itemCount(u)).toBe(0);
    });

    it('refuses bodies that are not a JSON object, never with a 500', async () => {
      const u = await createSignedInUser(t);
      for (const [payload, headers] of [
        ['{"title": ', { 'content-type': 'application/json' }],
        ['[]', { 'content-type': 'application/json' }],
        ['"a string"', { 'content-type': 'application/json' }],
        ['null', { 'content-type': 'application/json' }],
        ['title=x', { 'content-type': 'text/plain' }],
      ] as const) {
        const res = await call(u, 'POST', '/api/posts/create', payload, headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().statusCode).toBe(400);
      }
      expect(await itemCount(u)).toBe(0);
    });

    it('replaces an unpaired surrogate rather than failing in the database', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await call(u, 'POST', '/api/posts/create', `{"title":"half \\ud83d emoji","folderId":"${folderId}"}`, {
        'content-type': 'application/json',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().savedItem.post.title).toBe('half \uFFFD emoji');
    });

    it('answers 404 for a folder that does not exist or is not a uuid', async () => {
      const u = await createSignedInUser(t);
      for (const folderId of [MISSING_UUID, 'not-a-uuid', "1' OR '1'='1", '7d444840-9dc0-11d1-b245-5ffdce74fad2x']) {
        const res = await savePost(u, { ...POST, folderId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: FOLDER_MSG.notFound, error: 'Not Found', statusCode: 404 });
      }
      expect(await itemCount(u)).toBe(0);
    });
  });

  describe('POST /comments/create', () => {
    it('saves title and response and answers 201; the saved comment carries its _id', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await saveComment(u, { ...COMMENT, folderId });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        message: 'Comment saved successfully',
        savedItem: {
          _id: expect.any(String),
          type: 'comment',
          folderId,
          createdAt: expect.any(String),
          subreddit: null,
          generatedAt: null,
          comment: { ...COMMENT, _id: body.savedItem._id },
        },
      });
    });

    it('keeps the tone sent as type, in its canonical spelling', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await saveComment(u, { ...COMMENT, folderId, type: 'casual' });
      expect(res.statusCode).toBe(201);
      expect(res.json().savedItem.comment.type).toBe('Casual');
      const listed = (await listItems(u, { folderId: null, type: 'comment' })).json().savedItems;
      expect(listed[0].comment).toEqual({ ...COMMENT, type: 'Casual', _id: listed[0]._id });
    });

    it('saves a comment without a title', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await saveComment(u, { response: 'Just the answer', folderId });
      expect(res.statusCode).toBe(201);
      expect(res.json().savedItem.comment).toMatchObject({ title: '', response: 'Just the answer' });
    });

    it.each([
      ['no response', { title: 'x' }, 400, 'Response is required'],
      ['a blank response', { title: 'x', response: '   ' }, 400, 'Response is required'],
      [
        'a response that is too long',
        { response: 'r'.repeat(TEXT_LIMITS.response + 1) },
        400,
        `Response must be at most ${TEXT_LIMITS.response} characters`,
      ],
      ['a numeric response', { response: 12 }, 400, 'response must be a string'],
      ['an unknown tone', { ...COMMENT, type: 'angry' }, 400, GEN_MSG.toneInvalid],
      ['a numeric tone', { ...COMMENT, type: 1 }, 400, 'type must be a string'],
      ['a title that is an array', { title: ['a'], response: 'r' }, 400, 'title must be a string'],
    ])('refuses a comment with %s', async (_label, payload, status, message) => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const res = await saveComment(u, { ...payload, folderId });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await itemCount(u)).toBe(0);
    });

    it('refuses a comment without a folder (400) or into a missing one (404)', async () => {
      const u = await createSignedInUser(t);
      expect((await saveComment(u, COMMENT)).json()).toMatchObject({ statusCode: 400, message: 'Choose a folder' });
      expect((await saveComment(u, { ...COMMENT, folderId: MISSING_UUID })).json()).toMatchObject({
        statusCode: 404,
        message: FOLDER_MSG.notFound,
      });
      expect((await saveComment(u, { ...COMMENT, folderId: 'abc' })).json()).toMatchObject({
        statusCode: 404,
        message: FOLDER_MSG.notFound,
      });
    });
  });

  describe('POST /saved-item/list', () => {
    let u: SignedInUser;
    let f1: string;
    let f2: string;
    beforeAll(async () => {
      u = await createSignedInUser(t);
      await setPlan(u, 'pro');
      f1 = await newFolder(u, 'One');
      f2 = await newFolder(u, 'Two');
      for (const [folderId, title] of [
        [f1, 'p1'],
        [f2, 'p2'],
        [f1, 'p3'],
      ]) {
        expect((await savePost(u, { ...POST, title, folderId })).statusCode).toBe(201);
      }
      expect((await saveComment(u, { ...COMMENT, title: 'c1', folderId: f2 })).statusCode).toBe(201);
    });
    const titles = async (payload: unknown) => {
      const res = await listItems(u, payload);
      expect(res.statusCode).toBe(200);
      return res.json().savedItems.map((i: { post?: { title: string }; comment?: { title: string } }) => (i.post ?? i.comment)!.title);
    };

    it('lists every folder, newest first, for folderId null or absent', async () => {
      expect(await titles({ folderId: null, type: 'post' })).toEqual(['p3', 'p2', 'p1']);
      expect(await titles({ type: 'post' })).toEqual(['p3', 'p2', 'p1']);
      expect(await titles({ folderId: '', type: 'post' })).toEqual(['p3', 'p2', 'p1']);
    });

    it('filters by folder and by type', async () => {
      expect(await titles({ folderId: f1, type: 'post' })).toEqual(['p3', 'p1']);
      expect(await titles({ folderId: f2, type: 'post' })).toEqual(['p2']);
      expect(await titles({ folderId: f2, type: 'comment' })).toEqual(['c1']);
      expect(await titles({ folderId: f1, type: 'comment' })).toEqual([]);
      const items = (await listItems(u, { folderId: null, type: 'comment' })).json().savedItems;
      expect(items).toEqual([expect.objectContaining({ type: 'comment', folderId: f2 })]);
      expect(items[0].post).toBeUndefined();
    });

    it.each([
      ['no type', { folderId: null }, 'type is required'],
      ['an unknown type', { folderId: null, type: 'posts' }, 'type must be post or comment'],
      ['a numeric folderId', { folderId: 3, type: 'post' }, 'folderId must be a string'],
      ['an array as folderId', { folderId: [MISSING_UUID], type: 'post' }, 'folderId must be a string'],
    ])('refuses %s with a 400', async (_label, payload, message) => {
      const res = await listItems(u, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers 404 for a folder that does not exist or is not a uuid', async () => {
      for (const folderId of [MISSING_UUID, 'nope', '00000000-0000-0000-0000-00000000000g']) {
        const res = await listItems(u, { folderId, type: 'post' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(FOLDER_MSG.notFound);
      }
    });

    it('does not clear the cached session (it only reads)', async () => {
      const spy = jest.spyOn(t.deps.authCache, 'invalidateUser');
      try {
        await listItems(u, { folderId: null, type: 'post' });
        expect(spy).not.toHaveBeenCalled();
        await savePost(u, { ...POST, title: 'p4', folderId: f2 });
        expect(spy).toHaveBeenCalledWith(u.user.id);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('DELETE /saved-item/{id}', () => {
    it('deletes a post and a comment with the matching message, then answers 404', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      const post = (await savePost(u, { ...POST, folderId })).json().savedItem._id;
      const comment = (await saveComment(u, { ...COMMENT, folderId })).json().savedItem._id;

      const dp = await del(u, post);
      expect(dp.statusCode).toBe(200);
      expect(dp.json()).toEqual({ message: 'Post deleted successfully' });
      const dc = await del(u, comment);
      expect(dc.statusCode).toBe(200);
      expect(dc.json()).toEqual({ message: 'Comment deleted successfully' });
      expect(await itemCount(u)).toBe(0);

      const again = await del(u, post);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: FOLDER_MSG.itemNotFound, error: 'Not Found', statusCode: 404 });
    });

    it('answers 404 for an id that does not exist or is not a uuid', async () => {
      const u = await createSignedInUser(t);
      for (const id of [MISSING_UUID, 'not-a-uuid', '123', "x' OR 1=1 --", '%00']) {
        const res = await del(u, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(FOLDER_MSG.itemNotFound);
      }
    });
  });

  describe('ownership: every folder and item belongs to its user', () => {
    let a: SignedInUser;
    let b: SignedInUser;
    let aFolder: string;
    let aPost: string;
    let aComment: string;
    beforeAll(async () => {
      a = await createSignedInUser(t);
      b = await createSignedInUser(t);
      aFolder = await newFolder(a, 'A folder');
      aPost = (await savePost(a, { ...POST, folderId: aFolder })).json().savedItem._id;
      aComment = (await saveComment(a, { ...COMMENT, folderId: aFolder })).json().savedItem._id;
      await newFolder(b, 'B folder');
    });

    it("another user's list is empty, and listing by the other's folder is a 404", async () => {
      expect((await listItems(b, { folderId: null, type: 'post' })).json()).toEqual({ savedItems: [] });
      expect((await listItems(b, { folderId: null, type: 'comment' })).json()).toEqual({ savedItems: [] });
      const res = await listItems(b, { folderId: aFolder, type: 'post' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: FOLDER_MSG.notFound, error: 'Not Found', statusCode: 404 });
      expect(res.body).not.toContain(POST.title);
    });

    it("saving into another user's folder is a 404 and stores nothing", async () => {
      for (const res of [await savePost(b, { ...POST, folderId: aFolder }), await saveComment(b, { ...COMMENT, folderId: aFolder })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(FOLDER_MSG.notFound);
      }
      expect(await itemCount(b)).toBe(0);
      expect(await itemCount(a)).toBe(2);
      expect((await listItems(a, { folderId: aFolder, type: 'post' })).json().savedItems).toHaveLength(1);
    });

    it("deleting another user's item is a 404 and the item is still there", async () => {
      for (const id of [aPost, aComment]) {
        const res = await del(b, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(FOLDER_MSG.itemNotFound);
      }
      expect(await itemCount(a)).toBe(2);
      expect((await listItems(a, { folderId: null, type: 'post' })).json().savedItems.map((i: { _id: string }) => i._id)).toEqual([aPost]);
    });

    it('the database itself refuses an item whose folder belongs to someone else', async () => {
      await expect(
        t.db.query(
          `INSERT INTO saved_items (id, user_id, folder_id, type, content) VALUES (gen_random_uuid(), $1, $2, 'post', '{}'::jsonb)`,
          [b.user.id, aFolder],
        ),
      ).rejects.toMatchObject({ code: '23503' });
    });
  });

  describe('plan caps (decision 009)', () => {
    const cap = planById('basic')!.savedIdeas.items;

    it('a Basic user may keep a small number of ideas, posts and comments together; one more is a 403', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      await bulkInsert(u, folderId, cap - 2);
      expect((await savePost(u, { ...POST, folderId })).statusCode).toBe(201);
      expect((await saveComment(u, { ...COMMENT, folderId })).statusCode).toBe(201);
      for (const res of [await savePost(u, { ...POST, folderId }), await saveComment(u, { ...COMMENT, folderId })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          message: `Your Basic plan keeps up to ${cap} saved ideas. Upgrade to keep more.`,
          error: PLAN_LIMIT_ERROR,
          statusCode: 403,
        });
      }
      expect(await itemCount(u)).toBe(cap);
    });

    it('holds the cap when 20 saves arrive at once', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      await bulkInsert(u, folderId, cap - 5);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? savePost(u, { ...POST, title: `P${i}`, folderId }) : saveComment(u, { ...COMMENT, folderId }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 403)).toHaveLength(15);
      expect(await itemCount(u)).toBe(cap);
    });

    it('after a downgrade everything stays listable and deletable, and deleting makes room again', async () => {
      const u = await createSignedInUser(t);
      await setPlan(u, 'pro');
      const folderId = await newFolder(u);
      await bulkInsert(u, folderId, cap + 3);
      const own = (await savePost(u, { ...POST, folderId })).json().savedItem._id;
      await setPlan(u, 'basic');

      const listed = await listItems(u, { folderId: null, type: 'comment' });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().savedItems).toHaveLength(cap + 3);
      expect((await savePost(u, { ...POST, folderId })).statusCode).toBe(403);

      expect((await del(u, own)).statusCode).toBe(200);
      const ids = listed.json().savedItems.map((i: { _id: string }) => i._id);
      for (const id of ids.slice(0, 4)) expect((await del(u, id)).statusCode).toBe(200);
      expect(await itemCount(u)).toBe(cap - 1);
      expect((await savePost(u, { ...POST, folderId })).statusCode).toBe(201);
      expect((await savePost(u, { ...POST, folderId })).statusCode).toBe(403);
    });

    it('paid plans keep far more, each with its own message at its cap', async () => {
      const pro = await createSignedInUser(t);
      await setPlan(pro, 'pro');
      const pf = await newFolder(pro);
      await bulkInsert(pro, pf, planById('pro')!.savedIdeas.items - 1);
      expect((await savePost(pro, { ...POST, folderId: pf })).statusCode).toBe(201);
      const full = await savePost(pro, { ...POST, folderId: pf });
      expect(full.statusCode).toBe(403);
      expect(full.json()).toMatchObject({
        message: 'Your Pro plan keeps up to 2,000 saved ideas. Upgrade to keep more.',
        error: PLAN_LIMIT_ERROR,
      });

      const ult = await createSignedInUser(t);
      await setPlan(ult, 'ultimate');
      const uf = await newFolder(ult);
      await bulkInsert(ult, uf, planById('ultimate')!.savedIdeas.items);
      const top = await saveComment(ult, { ...COMMENT, folderId: uf });
      expect(top.statusCode).toBe(403);
      expect(top.json()).toMatchObject({
        message: 'Your Ultimate plan keeps up to 10,000 saved ideas. Delete some saved ideas to make room.',
        error: PLAN_LIMIT_ERROR,
      });
    });

    it('checks the folder before the cap: a full user saving into a missing folder hears 404', async () => {
      const u = await createSignedInUser(t);
      const folderId = await newFolder(u);
      await bulkInsert(u, folderId, cap);
      expect((await savePost(u, { ...POST, folderId: MISSING_UUID })).statusCode).toBe(404);
    });
  });

  it("a user's folders and items go with the account", async () => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    await savePost(u, { ...POST, folderId });
    await t.db.query('DELETE FROM users WHERE id = $1', [u.user.id]);
    expect(await itemCount(u)).toBe(0);
    expect(await t.db.query('SELECT 1 FROM folders WHERE user_id = $1', [u.user.id])).toEqual([]);
  });
});
