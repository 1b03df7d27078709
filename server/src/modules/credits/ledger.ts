import { prepared, type Database, type Queryable } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { forgetPaidAnalysis, lockUser, paidAnalysisAt, recordPaidAnalysis } from './repository';

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
 * null when there was none to take. One statement: the ledger line is written from the UPDATE's
 * result in the same round trip (every paid call runs this; decision 040).
 */
const SPEND_CREDIT = prepared(
  'spend_credit',
  `WITH spent AS (
     UPDATE users SET available_credits = available_credits - 1, updated_at = now()
     WHERE id = $1 AND available_credits >= 1 RETURNING id, available_credits
   )
   INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference)
   SELECT id, -1, available_credits, $2, $3 FROM spent
   RETURNING balance_after`,
);
export async function spendCredit(tx: Queryable, userId: string, reason: string, reference?: string): Promise<number | null> {
  const rows = await tx.query<{ balance_after: number }>(SPEND_CREDIT, [userId, reason, reference ?? null]);
  return rows[0] ? rows[0].balance_after : null;
}

/**
 * spendCredit as a transaction of its own, for a spend that is the only change: the statement
 * alone is one transaction (its UPDATE and ledger INSERT commit together or not at all), sent in
 * one round trip instead of BEGIN, the statement and COMMIT (decision 047).
 */
export async function spendCreditAlone(db: Database, userId: string, reason: string, reference?: string): Promise<number | null> {
  const rows = await db.atomic<{ balance_after: number }>(SPEND_CREDIT, [userId, reason, reference ?? null]);
  return rows[0] ? rows[0].balance_after : null;
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
 * `spent` hears the balance the spend left (the session cache takes it, decision 044).
 */
export async function withCredit<T>(
  db: Database,
  userId: string,
  reason: string,
  reference: string,
  work: () => Promise<T>,
  spent?: (balance: number) => void,
): Promise<T> {
  const balance = await spendCreditAlone(db, userId, reason, reference);
  if (balance === null) throw new HttpError(402, NOT_ENOUGH_CREDITS);
  spent?.(balance);
  try {
    return await work();
  } catch (err) {
    await db.transaction((tx) => refundCredit(tx, userId, `refund:${reason}`, reference));
    throw err;
  }
}

/**
 * Sets a user's credits for a period once per key (a paid billing period, or a month of the free
 * plan). 'reset' (a new period, decision 022): the balance becomes the allowance, so unused credits
 * never roll over and never carry from a higher plan. 'raise' (an upgrade within a period, the free
 * monthly top-up): the balance becomes at least the allowance, never less than it was. The key is
 * unique in the ledger, and the user row is locked first, so retried webhooks, jobs run twice or
 * parallel deliveries grant once. Returns false when the key was already used.
 */
export async function refillCredits(
  tx: Queryable,
  userId: string,
  allowance: number,
  reason: string,
  key: string,
  mode: 'raise' | 'reset' = 'raise',
): Promise<boolean> {
  const user = await tx.query<{ available_credits: number; total_credits: number }>(
    'SELECT available_credits, total_credits FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!user[0]) throw new Error(`refillCredits: no user ${userId}`);
  const used = await tx.query('SELECT 1 FROM credit_ledger WHERE idempotency_key = $1', [key]);
  if (used.length > 0) return false;
  const available = mode === 'reset' ? allowance : Math.max(user[0].available_credits, allowance);
  const delta = available - user[0].available_credits;
  await tx.query('UPDATE users SET available_credits = $2, total_credits = $3, updated_at = now() WHERE id = $1', [
    userId,
    available,
    mode === 'reset' ? allowance : Math.max(allowance, available),
  ]);
  await tx.query(
    'INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference, idempotency_key) VALUES ($1, $2, $3, $4, $5, $5)',
    [userId, delta, available, reason, key],
  );
  return true;
}

/**
 * withCredit for an analysis the user may reopen: the first run within `reuseHours` spends one
 * credit, and reopening, reloading or switching the period of the same subject within that window
 * costs nothing. The check and the spend happen under the user's row lock, so two parallel first
 * opens spend once. A failed first run refunds its credit and forgets the payment.
 */
export async function withCreditReusable<T>(
  db: Database,
  now: Date,
  userId: string,
  subject: string,
  reuseHours: number,
  reason: string,
  work: () => Promise<T>,
): Promise<{ result: T; charged: boolean }> {
  const at = Math.floor(now.getTime() / 1000);
  const charged = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const paidAt = await paidAnalysisAt(tx, userId, subject);
    if (paidAt !== null && at - paidAt < reuseHours * 3600) return false;
    if ((await spendCredit(tx, userId, reason, subject)) === null) throw new HttpError(402, NOT_ENOUGH_CREDITS);
    await recordPaidAnalysis(tx, userId, subject, at);
    return true;
  });
  try {
    return { result: await work(), charged };
  } catch (err) {
    if (charged) {
      await db.transaction(async (tx) => {
        await refundCredit(tx, userId, `refund:${reason}`, subject);
        await forgetPaidAnalysis(tx, userId, subject, at);
      });
    }
    throw err;
  }
}
