// Prepared statements (db/client.ts): PostgreSQL keeps their plan per connection; PGlite runs their text.
import { prepared } from '../../server/src/db/client';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/test-database';

describe('prepared statements', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await t.db.exec('CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL)');
    await t.db.exec("INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two'), (3, 'three')");
  });
  afterAll(async () => {
    await t.close();
  });

  const BY_ID = prepared('test_probe_by_id', 'SELECT id, label FROM prepared_probe WHERE id = $1');

  it('refuses one name for two texts, and accepts the same declaration again', () => {
    expect(prepared('test_probe_by_id', 'SELECT id, label FROM prepared_probe WHERE id = $1')).toEqual(BY_ID);
    expect(() => prepared('test_probe_by_id', 'SELECT label FROM prepared_probe WHERE id = $1')).toThrow(/named test_probe_by_id/);
  });

  it('answers with each call’s own parameters, outside and inside a transaction', async () => {
    for (const id of [1, 3, 2, 1]) expect(await t.db.query(BY_ID, [id])).toEqual([{ id, label: ['', 'one', 'two', 'three'][id] }]);
    expect(await t.db.query(BY_ID, [4])).toEqual([]);
    const inTx = await t.db.transaction(async (tx) => {
      const rows = await tx.query(BY_ID, [2]);
      // PostgreSQL: the statement is now prepared on this connection (PGlite has no named statements here).
      const known = testDatabaseUrl() ? await tx.query('SELECT name FROM pg_prepared_statements WHERE name = $1', [BY_ID.name]) : null;
      return { rows, known };
    });
    expect(inTx.rows).toEqual([{ id: 2, label: 'two' }]);
    if (testDatabaseUrl()) expect(inTx.known).toEqual([{ name: BY_ID.name }]);
  });
});
