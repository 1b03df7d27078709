import { runHousekeeping } from '../../server/src/platform/housekeeping';
import { startTestApp, type TestApp } from '../support/server-harness';

const HOUR = 3600_000;

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes only what has expired', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    const sec = (ms: number) => Math.floor((now + ms) / 1000);
    await t.db.query('INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1), ($3, $4, 1)', [
      'old',
      sec(-48 * HOUR),
      'live',
      sec(-60_000),
    ]);
    await t.db.query(
      `INSERT INTO oauth_states (state, code_verifier, nonce, redirect_uri, expires_at)
       VALUES ('stale', 'v', 'n', 'http://x/login', $1), ('fresh', 'v', 'n', 'http://x/login', $2)`,
      [at(-HOUR), at(HOUR)],
    );
    await t.db.query(
      `INSERT INTO password_reset_codes (id, email, code_hash, expires_at) VALUES
       ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'h', $1),
       ('00000000-0000-4000-8000-000000000002', 'a@example.com', 'h', $2)`,
      [at(-48 * HOUR), at(-60_000)],
    );

    const removed = await runHousekeeping(t.db, t.clock);
    expect(removed).toMatchObject({ rateLimitWindows: 1, oauthStates: 1, resetCodes: 1 });

    expect((await t.db.query<{ key: string }>('SELECT key FROM rate_limit_hits')).map((r) => r.key)).toEqual(['live']);
    expect((await t.db.query<{ state: string }>('SELECT state FROM oauth_states')).map((r) => r.state)).toEqual(['fresh']);
    // A code that expired a minute ago stays a day, so attempt counts still apply to it.
    expect(await t.db.query('SELECT id FROM password_reset_codes')).toHaveLength(1);
  });
});
