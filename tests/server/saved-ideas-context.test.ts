import { SAVED_CONTEXT_MSG } from '@subreddit-signal/contract';
import { migrations } from '../../server/src/db/migrations';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

/** Decision 037: a saved idea records the community it was written for, when it was generated and when it was saved. */
describe('saved ideas: community and dates', () => {
  let t: TestApp;
  const POST = { title: 'Dialled in a light roast', body: 'Grind finer than you think.', callToAction: '', hashTags: [], flairs: [] };
  const COMMENT = { title: 'Opener', response: 'Which grinder do you use?' };

  const post = (who: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.accessToken), payload });
  const newFolder = async (who: SignedInUser): Promise<string> => {
    const res = await post(who, '/api/folder/create-folder', { name: `F ${Math.random().toString(36).slice(2, 8)}` });
    expect(res.statusCode).toBe(201);
    return res.json().folder._id;
  };
  const list = async (who: SignedInUser, type: 'post' | 'comment') =>
    (await post(who, '/api/saved-item/list', { folderId: null, type })).json().savedItems;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the bare community name and the generation time, and says when it was saved', async () => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    const before = Date.now();
    const res = await post(u, '/api/posts/create', { ...POST, folderId, subreddit: 'r/Coffee', generatedAt: '2026-03-05T09:30:00+01:00' });
    expect(res.statusCode).toBe(201);
    const saved = res.json().savedItem;
    expect(saved).toMatchObject({ subreddit: 'Coffee', generatedAt: '2026-03-05T08:30:00.000Z' });
    // The saved time is the server's, not anything the client says.
    expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(saved.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await list(u, 'post')).toEqual([saved]);
  });

  it('records the community of a saved comment too', async () => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    const res = await post(u, '/api/comments/create', { ...COMMENT, folderId, subreddit: 'espresso', type: 'casual' });
    expect(res.statusCode).toBe(201);
    expect(res.json().savedItem).toMatchObject({ subreddit: 'espresso', generatedAt: null, comment: { type: 'Casual' } });
    expect((await list(u, 'comment'))[0].subreddit).toBe('espresso');
  });

  it.each([
    ['a name with a space', { subreddit: 'coffee beans' }, SAVED_CONTEXT_MSG.subredditInvalid],
    ['a name too long for Reddit', { subreddit: 'a'.repeat(22) }, SAVED_CONTEXT_MSG.subredditInvalid],
    ['a date that is not a date', { generatedAt: 'yesterday' }, SAVED_CONTEXT_MSG.generatedAtInvalid],
    ['a date without a time', { generatedAt: '2026-03-05' }, SAVED_CONTEXT_MSG.generatedAtInvalid],
    ['a generation in the future', { generatedAt: new Date(Date.now() + 86_400_000).toISOString() }, SAVED_CONTEXT_MSG.generatedAtInvalid],
  ])('refuses %s with a 400 and saves nothing', async (_label, extra, message) => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    const res = await post(u, '/api/posts/create', { ...POST, folderId, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await list(u, 'post')).toEqual([]);
  });

  it('lists rows saved before the columns existed with null community and generation time', async () => {
    const u = await createSignedInUser(t);
    const folderId = await newFolder(u);
    await t.db.query(
      `INSERT INTO saved_items (id, user_id, folder_id, type, content) VALUES (gen_random_uuid(), $1, $2, 'post', $3::jsonb)`,
      [u.user.id, folderId, JSON.stringify(POST)],
    );
    const [item] = await list(u, 'post');
    expect(item).toMatchObject({ subreddit: null, generatedAt: null, post: POST });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
  });

  it('is migration 023, registered in order', () => {
    const ids = migrations.map((m) => m.id);
    expect(ids).toContain('023_saved_item_context');
    expect([...ids].sort()).toEqual(ids);
  });
});
