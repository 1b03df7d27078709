// Database.atomic (db/client.ts): one statement as its own transaction, in one round trip; on
// PGlite a hand-built protocol message, so these check it answers, fails and waits like query().
import { prepared } from '../../server/src/db/client';
import { isUniqueViolation } from '../../server/src/db/errors';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

describe('atomic statements', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await t.db.exec(`
      CREATE TABLE atomic_probe (id int PRIMARY KEY, n int NOT NULL CHECK (n >= 0), label text, at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE atomic_log (id int PRIMARY KEY, probe_id int NOT NULL, n int NOT NULL CHECK (n >= 0));
      INSERT INTO atomic_probe (id, n, label) VALUES (1, 5, 'one'), (2, 7, NULL);`);
  });
  afterAll(async () => {
    await t.close();
  });

  const BY_ID = prepared('test_atomic_by_id', 'SELECT id, n, label, at, n::bigint AS big FROM atomic_probe WHERE id = $1');
  const ECHO = prepared('test_atomic_echo', 'SELECT $1::text AS text, $2::int AS number, $3::text AS nothing');
  // Lowers n and logs the row it left, in one statement: both happen or neither does.
  const TAKE = prepared(
    'test_atomic_take',
    `WITH taken AS (UPDATE atomic_probe SET n = n - $2 WHERE id = $1 RETURNING id, n)
     INSERT INTO atomic_log (id, probe_id, n) SELECT $3, id, n - $4 FROM taken RETURNING n`,
  );
  const TIMES_TEN = prepared('test_atomic_times_ten', 'UPDATE atomic_probe SET n = n * 10 WHERE id = $1 RETURNING n');
  const nOf = async (id: number) => (await t.db.query<{ n: number }>('SELECT n FROM atomic_probe WHERE id = $1', [id]))[0]!.n;

  it('answers with the rows and types query() gives, and none when nothing matches', async () => {
    for (const id of [1, 2]) expect(await t.db.atomic(BY_ID, [id])).toEqual(await t.db.query(BY_ID, [id]));
    const [row] = await t.db.atomic<{ at: unknown; big: unknown }>(BY_ID, [1]);
    expect(row!.at).toBeInstanceOf(Date);
    expect(await t.db.atomic(BY_ID, [99])).toEqual([]);
  });

  it('sends text exactly as given (quotes, backslashes, other scripts), numbers and nulls', async () => {
    const text = `it's "quoted" \\ back\\slashed; DROP TABLE atomic_probe; -- ünïcödé 🙂 $1`;
    expect(await t.db.atomic(ECHO, [text, -42, null])).toEqual([{ text, number: -42, nothing: null }]);
    expect(await nOf(1)).toBe(5);
  });

  it('commits both changes of a statement together, and neither when one fails', async () => {
    expect(await t.db.atomic(TAKE, [1, 2, 10, 0])).toEqual([{ n: 3 }]);
    expect(await nOf(1)).toBe(3);
    // The log row would be negative (its CHECK fails): the update of the same statement is undone.
    await expect(t.db.atomic(TAKE, [1, 1, 11, 5])).rejects.toMatchObject({ code: '23514' });
    expect(await nOf(1)).toBe(3);
    expect(await t.db.query('SELECT id FROM atomic_log ORDER BY id')).toEqual([{ id: 10 }]);
    // The error keeps its SQLSTATE (the app tells unique violations apart), and the connection is usable after it.
    const dup = await t.db.atomic(TAKE, [1, 1, 10, 0]).catch((err: unknown) => err);
    expect(isUniqueViolation(dup)).toBe(true);
    expect(await nOf(1)).toBe(3);
    expect(await t.db.atomic(TAKE, [1, 1, 12, 0])).toEqual([{ n: 2 }]);
  });

  it('never runs inside another caller’s open transaction: it waits and commits on its own', async () => {
    const before = await nOf(2);
    let inside!: () => void;
    const updated = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = t.db
      .transaction(async (tx) => {
        await tx.query('UPDATE atomic_probe SET n = n + 1 WHERE id = 2');
        inside();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((err: Error) => err.message);
    await updated;
    const timesTen = t.db.atomic<{ n: number }>(TIMES_TEN, [2]);
    // Give the atomic statement every chance to slip into the open transaction before it ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await rolledBack).toBe('rolled back on purpose');
    // Run alone after the rollback, its change stays; run inside the transaction, it would have gone with it.
    expect(await timesTen).toEqual([{ n: before * 10 }]);
    expect(await nOf(2)).toBe(before * 10);
  });

  // A statement is parsed once per connection (PGlite: per instance) and then only bound and run,
  // so a first call that fails must not leave it half known.
  it('runs a statement whose first call failed in its execution, and one whose table came later', async () => {
    const DIVIDE = prepared('test_atomic_divide', 'SELECT 10 / $1::int AS q');
    await expect(t.db.atomic(DIVIDE, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await t.db.atomic(DIVIDE, [5])).toEqual([{ q: 2 }]);
    expect(await t.db.atomic(DIVIDE, [2])).toEqual([{ q: 5 }]);
    const LATER = prepared('test_atomic_later', 'SELECT n FROM atomic_later WHERE id = $1');
    await expect(t.db.atomic(LATER, [1])).rejects.toMatchObject({ code: '42P01' });
    await t.db.exec('CREATE TABLE atomic_later (id int PRIMARY KEY, n int NOT NULL); INSERT INTO atomic_later VALUES (1, 4);');
    expect(await t.db.atomic(LATER, [1])).toEqual([{ n: 4 }]);
  });

  it('keeps answering after the table it reads changes (a migration adds a column)', async () => {
    const LABEL = prepared('test_atomic_label', 'SELECT label FROM atomic_probe WHERE id = $1');
    expect(await t.db.atomic(LABEL, [1])).toEqual([{ label: 'one' }]);
    await t.db.exec('ALTER TABLE atomic_probe ADD COLUMN extra text');
    await t.db.exec("UPDATE atomic_probe SET label = 'uno' WHERE id = 1");
    expect(await t.db.atomic(LABEL, [1])).toEqual([{ label: 'uno' }]);
  });

  it('refuses to run once the database is closed', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    // The same clear message query() gives (PGlite: 'PGlite is closed'; node-postgres: a pool used after end).
    await expect(closed.db.atomic(ECHO, ['a', 1, null])).rejects.toThrow(/is closed|after calling end/);
  });
});
