import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss 10 (the last line that runs on Node 20, decision 028) talks to any database through an
 * object with `executeSql(text, values)`. This one is the embedded PGlite.
 *
 * PGlite's `query()` takes one statement with parameters; pg-boss also sends parameterless
 * multi-statement blocks (its schema, migrations, a locked BEGIN … COMMIT), which must go through
 * `exec()`. PGlite has a single session, so a block that fails half-way would leave it in an aborted
 * transaction that poisons every later statement of the app too: roll back before rethrowing.
 */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function pgliteBossDb(pglite: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await pglite.query(text, values)).rows };
      try {
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows ?? []) };
      } catch (err) {
        if (/\bBEGIN\b/i.test(text)) await pglite.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}
