import type { Queryable } from '../../../db/client';

/** SQL of the local test checkout's own records (sessions, saved test cards, subscriptions). */
export interface LocalCheckoutRow {
  id: string;
  user_id: string;
  mode: 'subscription' | 'setup';
  plan_id: string | null;
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
}

export interface LocalSubscriptionRow {
  id: string;
  user_id: string;
  plan_id: string;
  anchor: number;
  paid_through: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  scheduled_plan_id: string | null;
}

export interface LocalPaymentMethodRow {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  declines: boolean;
}

export async function insertCheckout(
  db: Queryable,
  s: { id: string; userId: string; mode: 'subscription' | 'setup'; planId: string | null; expiresAt: number },
) {
  await db.query('INSERT INTO local_checkout_sessions (id, user_id, mode, plan_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    s.id,
    s.userId,
    s.mode,
    s.planId,
    s.expiresAt,
  ]);
}

export async function findCheckout(db: Queryable, id: string) {
  return (await db.query<LocalCheckoutRow>('SELECT * FROM local_checkout_sessions WHERE id = $1', [id]))[0] ?? null;
}

export async function lockCheckout(tx: Queryable, id: string) {
  return (await tx.query<LocalCheckoutRow>('SELECT * FROM local_checkout_sessions WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

export async function completeCheckout(tx: Queryable, id: string) {
  await tx.query("UPDATE local_checkout_sessions SET status = 'complete' WHERE id = $1", [id]);
}

export async function insertPaymentMethod(
  tx: Queryable,
  m: { id: string; userId: string; brand: string; last4: string; expMonth: number; expYear: number; declines: boolean },
) {
  await tx.query(
    'INSERT INTO local_payment_methods (id, user_id, brand, last4, exp_month, exp_year, declines) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [m.id, m.userId, m.brand, m.last4, m.expMonth, m.expYear, m.declines],
  );
}

export async function setDefaultPaymentMethod(tx: Queryable, userId: string, id: string) {
  await tx.query('UPDATE local_payment_methods SET is_default = (id = $2) WHERE user_id = $1', [userId, id]);
}

export async function defaultPaymentMethod(tx: Queryable, userId: string) {
  return (
    (await tx.query<LocalPaymentMethodRow>('SELECT * FROM local_payment_methods WHERE user_id = $1 AND is_default', [userId]))[0] ?? null
  );
}

/** The default card first, then the newest. */
export async function paymentMethodsOf(db: Queryable, userId: string) {
  return db.query<LocalPaymentMethodRow>(
    'SELECT * FROM local_payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id',
    [userId],
  );
}

export async function insertSubscription(
  tx: Queryable,
  s: { id: string; userId: string; planId: string; anchor: number; paidThrough: number },
) {
  await tx.query('INSERT INTO local_subscriptions (id, user_id, plan_id, anchor, paid_through) VALUES ($1, $2, $3, $4, $5)', [
    s.id,
    s.userId,
    s.planId,
    s.anchor,
    s.paidThrough,
  ]);
}

export async function lockSubscription(tx: Queryable, id: string) {
  return (await tx.query<LocalSubscriptionRow>('SELECT * FROM local_subscriptions WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

export async function latestSubscriptionOf(db: Queryable, userId: string) {
  return (
    (
      await db.query<LocalSubscriptionRow>('SELECT * FROM local_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1', [
        userId,
      ])
    )[0] ?? null
  );
}

export async function subscriptionIdsOf(db: Queryable, userId: string) {
  return (await db.query<{ id: string }>('SELECT id FROM local_subscriptions WHERE user_id = $1 ORDER BY created_at', [userId])).map(
    (r) => r.id,
  );
}

export async function openSubscriptionIds(db: Queryable) {
  return (await db.query<{ id: string }>('SELECT id FROM local_subscriptions WHERE canceled_at IS NULL ORDER BY created_at')).map(
    (r) => r.id,
  );
}

export async function setPaidThrough(tx: Queryable, id: string, paidThrough: number) {
  await tx.query('UPDATE local_subscriptions SET paid_through = $2 WHERE id = $1', [id, paidThrough]);
}

export async function cancelSubscription(tx: Queryable, id: string, at: number) {
  await tx.query('UPDATE local_subscriptions SET canceled_at = $2 WHERE id = $1', [id, at]);
}

export async function setPlan(tx: Queryable, id: string, planId: string) {
  await tx.query('UPDATE local_subscriptions SET plan_id = $2 WHERE id = $1', [id, planId]);
}

export async function setCancelAtPeriodEnd(db: Queryable, id: string, cancel: boolean) {
  await db.query('UPDATE local_subscriptions SET cancel_at_period_end = $2 WHERE id = $1', [id, cancel]);
}

export async function setScheduledPlan(db: Queryable, id: string, planId: string | null) {
  await db.query('UPDATE local_subscriptions SET scheduled_plan_id = $2 WHERE id = $1', [id, planId]);
}

/** The new period starts on the plan a downgrade scheduled. */
export async function applyScheduledPlan(tx: Queryable, id: string) {
  await tx.query(
    'UPDATE local_subscriptions SET plan_id = scheduled_plan_id, scheduled_plan_id = NULL WHERE id = $1 AND scheduled_plan_id IS NOT NULL',
    [id],
  );
}

export async function expireOpenSubscriptionCheckouts(db: Queryable, userId: string) {
  await db.query("UPDATE local_checkout_sessions SET status = 'expired' WHERE user_id = $1 AND status = 'open' AND mode = 'subscription'", [
    userId,
  ]);
}

/** Serialises a user's purchases: two checkouts completing at once take turns. */
export async function lockUserRow(tx: Queryable, userId: string) {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The user's subscriptions not marked ended (one at most: a unique index holds it). */
export async function liveSubscriptionsOf(tx: Queryable, userId: string) {
  return tx.query<LocalSubscriptionRow>('SELECT * FROM local_subscriptions WHERE user_id = $1 AND canceled_at IS NULL FOR UPDATE', [
    userId,
  ]);
}

/* ---- test clocks (TEST_CLOCK=on only; decision 030) ---- */

/** The time a user's test clock was moved to, or null (the user runs on real time). */
export async function frozenTimeOf(db: Queryable, userId: string) {
  const rows = await db.query<{ frozen_time: string | number }>('SELECT frozen_time FROM local_test_clocks WHERE user_id = $1', [userId]);
  return rows[0] ? Number(rows[0].frozen_time) : null;
}

/** Locks the user's test clock, creating it at `start` if it has none: moves of one clock take turns. */
export async function lockTestClock(tx: Queryable, userId: string, start: number) {
  await tx.query('INSERT INTO local_test_clocks (user_id, frozen_time) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, start]);
  const rows = await tx.query<{ frozen_time: string | number }>('SELECT frozen_time FROM local_test_clocks WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  return Number(rows[0]!.frozen_time);
}

export async function setFrozenTime(tx: Queryable, userId: string, frozenTime: number) {
  await tx.query('UPDATE local_test_clocks SET frozen_time = $2 WHERE user_id = $1', [userId, frozenTime]);
}
