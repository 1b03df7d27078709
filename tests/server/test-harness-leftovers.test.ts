import { closeLeftoverApps, leftoverAppCount } from '../support/leftover-apps';
import { startTestApp } from '../support/server-harness';

// The harness itself: an app whose starter gave up on it (a beforeAll that timed out) is still closed.
describe('apps a suite started and did not close', () => {
  it('are closed after the suite, even when they finish starting after the suite gave up on them', async () => {
    const starting = startTestApp(); // nothing keeps the app: as after a timed-out beforeAll
    expect(leftoverAppCount()).toBe(1);
    expect(await closeLeftoverApps()).toBe(1);
    expect(leftoverAppCount()).toBe(0);
    const app = await starting;
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
    await expect(app.close()).resolves.toBeUndefined(); // closing again is harmless
  });

  it('leave nothing to close when the suite closes them itself', async () => {
    const app = await startTestApp();
    expect((await app.db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
    await app.close();
    expect(leftoverAppCount()).toBe(0);
    expect(await closeLeftoverApps()).toBe(0);
  });
});
