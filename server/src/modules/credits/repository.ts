import type { Queryable } from '../../db/client';

/** SQL of paid-analysis reuse (the ledger's own SQL is in ledger.ts, run inside callers' transactions). */

export async function lockUser(tx: Queryable, userId: string) {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function paidAnalysisAt(db: Queryable, userId: string, subject: string) {
  const rows = await db.query<{ paid_at: number }>('SELECT paid_at FROM paid_analyses WHERE user_id = $1 AND subject = $2', [
    userId,
    subject,
  ]);
  return rows[0]?.paid_at ?? null;
}

export async function recordPaidAnalysis(tx: Queryable, userId: string, subject: string, at: number) {
  await tx.query(
    'INSERT INTO paid_analyses (user_id, subject, paid_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, subject) DO UPDATE SET paid_at = EXCLUDED.paid_at',
    [userId, subject, at],
  );
}

export async function forgetPaidAnalysis(tx: Queryable, userId: string, subject: string, at: number) {
  await tx.query('DELETE FROM paid_analyses WHERE user_id = $1 AND subject = $2 AND paid_at = $3', [userId, subject, at]);
}
