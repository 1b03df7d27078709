import type { Queryable } from '../../db/client';

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
