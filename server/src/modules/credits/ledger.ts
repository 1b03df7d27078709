import type { Database, Queryable } from '../../db/client';
import { HttpError } from '../../platform/errors';

/**
 * Adds credits inside the caller's transaction and records the ledger line.
 * `total` also grows, because the credits bar shows available out of total granted.
 */
export async function grantCredits(tx: Queryable, userId: string, amount: number, reason: string, reference?: string) {
  const rows = await tx.query<{ available_credits: number }>(
    `UPDATE users SET available_credits = available_credits + $2, total_credits = total_credits + $2, updated_at = now()
     WHERE id = $1 RETURNING available_credits`,
    [userId, amount],
  );
  if (!rows[0]) throw new Error(`grantCredits: no user ${userId}`);
  await tx.query('INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    amount,
    rows[0].available_credits,
    reason,
    reference ?? null,
  ]);
  return rows[0].available_credits;
}

export const NOT_ENOUGH_CREDITS = "You don't have enough credits to use this feature";

/**
 * Takes one credit inside the caller's transaction, atomically: the conditional UPDATE can only
 * succeed while a credit is left, so parallel calls never overdraw. Returns the new balance, or
 * null when there was none to take.
 */
export async function spendCredit(tx: Queryable, userId: string, reason: string, reference?: string): Promise<number | null> {
  const rows = await tx.query<{ available_credits: number }>(
    `UPDATE users SET available_credits = available_credits - 1, updated_at = now()
     WHERE id = $1 AND available_credits >= 1 RETURNING available_credits`,
    [userId],
  );
  if (!rows[0]) return null;
  await tx.query('INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference) VALUES ($1, -1, $2, $3, $4)', [
    userId,
    rows[0].available_credits,
    reason,
    reference ?? null,
  ]);
  return rows[0].available_credits;
}

/** Gives back a credit whose paid work failed (the total is unchanged: it was never consumed). */
export async function refundCredit(tx: Queryable, userId: string, reason: string, reference?: string): Promise<number> {
  const rows = await tx.query<{ available_credits: number }>(
    'UPDATE users SET available_credits = available_credits + 1, updated_at = now() WHERE id = $1 RETURNING available_credits',
    [userId],
  );
  if (!rows[0]) throw new Error(`refundCredit: no user ${userId}`);
  await tx.query('INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference) VALUES ($1, 1, $2, $3, $4)', [
    userId,
    rows[0].available_credits,
    reason,
    reference ?? null,
  ]);
  return rows[0].available_credits;
}

/**
 * Runs paid work for one credit: the spend and its ledger line commit first (so parallel calls
 * cannot share a credit), the work runs, and a failure refunds the credit before rethrowing.
 */
export async function withCredit<T>(db: Database, userId: string, reason: string, reference: string, work: () => Promise<T>): Promise<T> {
  const balance = await db.transaction((tx) => spendCredit(tx, userId, reason, reference));
  if (balance === null) throw new HttpError(402, NOT_ENOUGH_CREDITS);
  try {
    return await work();
  } catch (err) {
    await db.transaction((tx) => refundCredit(tx, userId, `refund:${reason}`, reference));
    throw err;
  }
}
