import { LiveSessionChecks, type ReadLiveSessions } from '../../server/src/modules/users/live-session-checks';
import { findUserById, findUsersInLiveSessions, type UserRow } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser } from '../support/users';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const S1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const S2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const S3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/**
 * A database of live sessions whose queries the test answers by hand: each query reads the
 * sessions as they are when it is sent, and returns when the test releases it.
 */
function fakeDatabase(live: Map<string, string>) {
  const sent: { ids: string[]; release: () => void; fail: (err: Error) => void }[] = [];
  const db: ReadLiveSessions = (ids) => {
    const rows = ids
      .filter((id) => live.has(id))
      .map((id) => ({ session_id: id, id: live.get(id)!, name: `user of ${id}` }) as UserRow & { session_id: string });
    return new Promise((resolve, reject) => {
      sent.push({ ids, release: () => resolve(rows), fail: reject });
    });
  };
  return { db, sent };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("LiveSessionChecks: the guard's session checks, batched while earlier ones are in flight", () => {
  it('sends a check at once when nothing is in flight, and those asked meanwhile together in one query', async () => {
    const { db, sent } = fakeDatabase(
      new Map([
        [S1, U1],
        [S2, U2],
      ]),
    );
    const checks = new LiveSessionChecks(db, 1);
    const first = checks.find(U1, S1);
    expect(sent.map((q) => q.ids)).toEqual([[S1]]);
    const waiting = [checks.find(U1, S1), checks.find(U2, S2), checks.find(U1, S3), checks.find(U1, S1)];
    expect(sent).toHaveLength(1); // nothing more sent while the first is in flight
    sent[0]!.release();
    expect((await first)?.id).toBe(U1);
    await tick();
    expect(sent.map((q) => q.ids)).toEqual([[S1], [S1, S2, S3]]); // one query, each session once
    sent[1]!.release();
    const [a, b, c, d] = await Promise.all(waiting);
    expect([a?.id, b?.id, c, d?.id]).toEqual([U1, U2, undefined, U1]);
    expect(a).not.toHaveProperty('session_id');
  });

  it('never answers a check with a query sent before it was asked: a revocation in between is seen', async () => {
    const live = new Map([[S1, U1]]);
    const { db, sent } = fakeDatabase(live);
    const checks = new LiveSessionChecks(db, 1);
    const before = checks.find(U1, S1);
    live.delete(S1); // the session is revoked while the first query is in flight
    const after = checks.find(U1, S1);
    sent[0]!.release();
    expect((await before)?.id).toBe(U1);
    await tick();
    expect(sent).toHaveLength(2);
    sent[1]!.release();
    expect(await after).toBeUndefined();
  });

  it("answers nothing for another user's session, or for ids that are not UUIDs (without asking the database)", async () => {
    const { db, sent } = fakeDatabase(new Map([[S1, U1]]));
    const checks = new LiveSessionChecks(db);
    expect(await checks.find('u1', 's1')).toBeUndefined();
    expect(await checks.find(U1, `${S1}'`)).toBeUndefined();
    expect(sent).toHaveLength(0);
    const other = checks.find(U2, S1);
    const own = checks.find(U1.toUpperCase(), S1.toUpperCase());
    sent.forEach((q) => q.release());
    expect(await other).toBeUndefined();
    expect((await own)?.id).toBe(U1);
  });

  it('fails the checks of a failed query, and keeps sending the next ones', async () => {
    const { db, sent } = fakeDatabase(new Map([[S1, U1]]));
    const checks = new LiveSessionChecks(db, 1);
    const failing = checks.find(U1, S1);
    const next = checks.find(U1, S1);
    sent[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    sent[1]!.release();
    expect((await next)?.id).toBe(U1);
  });

  it('frees the slot of a reader that throws at once', async () => {
    let calls = 0;
    const checks = new LiveSessionChecks((ids) => {
      if (++calls === 1) throw new Error('not connected');
      return Promise.resolve(ids.map((id) => ({ session_id: id, id: U1 }) as UserRow & { session_id: string }));
    }, 1);
    await expect(checks.find(U1, S1)).rejects.toThrow('not connected');
    expect((await checks.find(U1, S1))?.id).toBe(U1);
  });

  it('keeps at most maxInFlight queries running and maxBatch sessions in one query', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `dddddddd-dddd-4ddd-8ddd-${String(i).padStart(12, '0')}`);
    const { db, sent } = fakeDatabase(new Map(ids.map((id) => [id, U1])));
    const checks = new LiveSessionChecks(db, 2, 3);
    const all = ids.map((id) => checks.find(U1, id));
    expect(sent.map((q) => q.ids.length)).toEqual([1, 1]);
    sent[0]!.release();
    await tick();
    expect(sent.map((q) => q.ids.length)).toEqual([1, 1, 3]);
    sent[1]!.release();
    await tick();
    expect(sent.map((q) => q.ids.length)).toEqual([1, 1, 3, 2]);
    sent.slice(2).forEach((q) => q.release());
    expect((await Promise.all(all)).map((u) => u?.id)).toEqual(ids.map(() => U1));
  });
});

describe('the session check on the real database, with the session cache off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_CACHE_TTL_MS: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers concurrent requests of several sessions, each by its own session, revoked ones 401', async () => {
    const users = await Promise.all([createSignedInUser(t), createSignedInUser(t), createSignedInUser(t)]);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [users[1]!.sessionId]);
    const order = Array.from({ length: 30 }, (_, i) => users[i % 3]!);
    const answers = await Promise.all(
      order.map((u) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) })),
    );
    answers.forEach((res, i) => {
      if (order[i] === users[1]) expect(res.statusCode).toBe(401);
      else {
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ _id: order[i]!.user.id, email: order[i]!.email });
      }
    });
  });

  it('reads the same user row by the named statement as by id, for live sessions only', async () => {
    const [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [b.sessionId]);
    const rows = await findUsersInLiveSessions(t.db, [a.sessionId, b.sessionId, a.sessionId]);
    expect(rows).toEqual([{ session_id: a.sessionId, ...(await findUserById(t.db, a.user.id)) }]);
    await expect(findUsersInLiveSessions(t.db, ["x'"])).rejects.toThrow('must be UUIDs');
  });

  it('sees a logout at once', async () => {
    const u = await createSignedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: u.refreshToken } });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) })).statusCode).toBe(401);
  });
});
