// When housekeeping runs (decision 075): a process serving the app runs its first pass a few seconds
// after boot, so its DELETEs (which hold the event loop on the embedded database) do not delay the
// port's opening; the stop function also cancels a first pass still waiting.
import type { Queryable } from '../../server/src/db/client';
import { systemClock } from '../../server/src/platform/clock';
import { scheduleHousekeeping } from '../../server/src/platform/housekeeping';

/** A database that counts the statements it is sent; every count answers 0. */
function countingDb() {
  const db = {
    statements: 0,
    async query<T>() {
      db.statements++;
      return [{ n: 0 }] as T[];
    },
    async exec() {},
  };
  return db satisfies Queryable;
}

describe('scheduleHousekeeping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const failed = (err: unknown) => {
    throw err;
  };

  it('runs the first pass at once by default, then every interval', async () => {
    const db = countingDb();
    const stop = scheduleHousekeeping(db, systemClock, {}, failed, { intervalMs: 60_000 });
    await jest.advanceTimersByTimeAsync(0);
    const onePass = db.statements;
    expect(onePass).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(db.statements).toBe(2 * onePass);
    stop();
  });

  it('waits firstRunDelayMs before the first pass', async () => {
    const db = countingDb();
    const stop = scheduleHousekeeping(db, systemClock, {}, failed, { firstRunDelayMs: 5000 });
    await jest.advanceTimersByTimeAsync(4999);
    expect(db.statements).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(db.statements).toBeGreaterThan(0);
    stop();
  });

  it('runs nothing when stopped before a delayed first pass', async () => {
    const db = countingDb();
    const stop = scheduleHousekeeping(db, systemClock, {}, failed, { firstRunDelayMs: 5000 });
    stop();
    await jest.advanceTimersByTimeAsync(2 * 3600_000);
    expect(db.statements).toBe(0);
  });
});
