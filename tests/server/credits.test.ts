import { NOT_ENOUGH_CREDITS, withCredit } from '../../server/src/modules/credits';
import { HttpError } from '../../server/src/platform/errors';
import { startTestApp, type TestApp } from '../support/server-harness';
import { createSignedInUser } from '../support/users';

const balance = async (t: TestApp, id: string) =>
  (
    await t.db.query<{ available_credits: number; total_credits: number }>(
      'SELECT available_credits, total_credits FROM users WHERE id = $1',
      [id],
    )
  )[0]!;
const ledger = (t: TestApp, id: string) =>
  t.db.query<{ delta: number; balance_after: number; reason: string }>(
    'SELECT delta, balance_after, reason FROM credit_ledger WHERE user_id = $1 ORDER BY id',
    [id],
  );

describe('credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('50 parallel paid calls on a balance of 10 succeed exactly 10 times', async () => {
    const { user } = await createSignedInUser(t);
    expect((await balance(t, user.id)).available_credits).toBe(10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => withCredit(t.db, user.id, 'test_analysis', `call-${i}`, async () => i)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).message).toBe(NOT_ENOUGH_CREDITS);
      expect((r.reason as HttpError).statusCode).toBe(402);
    }
    expect(await balance(t, user.id)).toEqual({ available_credits: 0, total_credits: 10 });
    const lines = await ledger(t, user.id);
    expect(lines.filter((l) => l.delta === -1)).toHaveLength(10);
    // Every balance from 9 down to 0 appears exactly once: no two calls shared a credit.
    expect(
      lines
        .filter((l) => l.delta === -1)
        .map((l) => l.balance_after)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refunds the credit when the paid work fails, and records both lines', async () => {
    const { user } = await createSignedInUser(t);
    await expect(
      withCredit(t.db, user.id, 'test_analysis', 'boom', async () => {
        throw new Error('analysis failed');
      }),
    ).rejects.toThrow('analysis failed');
    expect(await balance(t, user.id)).toEqual({ available_credits: 10, total_credits: 10 });
    const lines = await ledger(t, user.id);
    expect(lines.map((l) => [l.delta, l.reason])).toEqual([
      [10, 'signup_grant'],
      [-1, 'test_analysis'],
      [1, 'refund:test_analysis'],
    ]);
  });
});
