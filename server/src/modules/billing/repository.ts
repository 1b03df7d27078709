import type { Queryable } from '../../db/client';

/**
 * SQL over `plans` (migration 001). The credits ledger's SQL stays in credits.ts, whose functions
 * other modules call inside their own transactions.
 */

export interface PlanRow {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  features: string[];
  is_best_value: boolean;
  monthly_credits: number;
  sort_order: number;
}

export interface PlanToStore {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  features: readonly string[];
  isBestValue: boolean;
  monthlyCredits: number;
  sortOrder: number;
}

/** Inserts the plan or overwrites every field of the stored one. */
export async function upsertPlan(db: Queryable, p: PlanToStore): Promise<void> {
  await db.query(
    `INSERT INTO plans (id, name, description, price_cents, features, is_best_value, monthly_credits, sort_order)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       price_cents = EXCLUDED.price_cents, features = EXCLUDED.features, is_best_value = EXCLUDED.is_best_value,
       monthly_credits = EXCLUDED.monthly_credits, sort_order = EXCLUDED.sort_order`,
    [p.id, p.name, p.description, p.priceCents, JSON.stringify(p.features), p.isBestValue, p.monthlyCredits, p.sortOrder],
  );
}

/** Every stored plan in display order. */
export async function listPlanRows(db: Queryable): Promise<PlanRow[]> {
  return db.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order');
}

/* ---- payment-provider customers, subscription mirror, claimed webhook events ---- */

export async function findCustomer(db: Queryable, userId: string, provider: string) {
  const rows = await db.query<{ customer_id: string }>('SELECT customer_id FROM billing_customers WHERE user_id = $1 AND provider = $2', [
    userId,
    provider,
  ]);
  return rows[0]?.customer_id ?? null;
}

/** Keeps the first customer stored for the user (two parallel first purchases create one row). */
export async function saveCustomer(db: Queryable, userId: string, provider: string, customerId: string): Promise<string> {
  await db.query('INSERT INTO billing_customers (user_id, provider, customer_id) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    provider,
    customerId,
  ]);
  return (await findCustomer(db, userId, provider)) ?? customerId;
}

export async function userOfCustomer(db: Queryable, provider: string, customerId: string) {
  const rows = await db.query<{ user_id: string }>('SELECT user_id FROM billing_customers WHERE provider = $1 AND customer_id = $2', [
    provider,
    customerId,
  ]);
  return rows[0]?.user_id ?? null;
}

export interface SubscriptionMirrorRow {
  id: string;
  user_id: string;
  plan_id: string;
  status: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  pending_plan_id: string | null;
  scheduled_plan_id: string | null;
}

export async function upsertSubscriptionMirror(
  tx: Queryable,
  provider: string,
  userId: string,
  s: {
    id: string;
    planId: string;
    status: string;
    currentPeriodStart: number;
    currentPeriodEnd: number;
    cancelAtPeriodEnd: boolean;
    pendingPlanId: string | null;
    scheduledPlanId: string | null;
  },
) {
  await tx.query(
    `INSERT INTO billing_subscriptions (id, provider, user_id, plan_id, status, current_period_start, current_period_end, cancel_at_period_end, pending_plan_id, scheduled_plan_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET plan_id = EXCLUDED.plan_id, status = EXCLUDED.status,
       current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end, pending_plan_id = EXCLUDED.pending_plan_id,
       scheduled_plan_id = EXCLUDED.scheduled_plan_id, synced_at = now()`,
    [
      s.id,
      provider,
      userId,
      s.planId,
      s.status,
      s.currentPeriodStart,
      s.currentPeriodEnd,
      s.cancelAtPeriodEnd,
      s.pendingPlanId,
      s.scheduledPlanId,
    ],
  );
}

export async function subscriptionsOfUser(db: Queryable, userId: string) {
  return db.query<SubscriptionMirrorRow>(
    'SELECT * FROM billing_subscriptions WHERE user_id = $1 ORDER BY current_period_end DESC, synced_at DESC',
    [userId],
  );
}

/** Mirrored subscriptions still open whose period has ended by `at`: due for a re-read (renewal or end). */
export async function dueSubscriptionIds(db: Queryable, at: number) {
  const rows = await db.query<{ id: string }>(
    "SELECT id FROM billing_subscriptions WHERE status NOT IN ('canceled', 'incomplete_expired') AND current_period_end <= $1",
    [at],
  );
  return rows.map((r) => r.id);
}

export async function openSubscriptionIds(db: Queryable) {
  const rows = await db.query<{ id: string }>(
    "SELECT id FROM billing_subscriptions WHERE status NOT IN ('canceled', 'incomplete_expired')",
  );
  return rows.map((r) => r.id);
}

export async function lockUser(tx: Queryable, userId: string) {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function setUserPlan(
  tx: Queryable,
  userId: string,
  p: {
    planId: string;
    paymentStatus: 'active' | 'inactive';
    planExpireOn: number | null;
    nextPaymentDate: number | null;
    scheduledPlan?: string | null;
  },
) {
  await tx.query(
    'UPDATE users SET subscribed_plan = $2, payment_status = $3, plan_expire_on = $4, next_payment_date = $5, scheduled_plan = $6, updated_at = now() WHERE id = $1',
    [userId, p.planId, p.paymentStatus, p.planExpireOn, p.nextPaymentDate, p.scheduledPlan ?? null],
  );
}

/** The plan the user row holds now (before a sync changes it). */
export async function userPlanOf(tx: Queryable, userId: string) {
  return (
    (await tx.query<{ subscribed_plan: string | null }>('SELECT subscribed_plan FROM users WHERE id = $1', [userId]))[0]?.subscribed_plan ??
    null
  );
}

/** Whether some plan's credits were already granted for this period of the subscription (keys `period:<sub>:<start>:<plan>`). */
export async function periodGranted(tx: Queryable, keyPrefix: string) {
  const rows = await tx.query('SELECT 1 FROM credit_ledger WHERE idempotency_key LIKE $1 LIMIT 1', [
    `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`,
  ]);
  return rows.length > 0;
}

/** Claims a webhook event; false when it was claimed before (a duplicate or a parallel delivery). */
export async function claimEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const rows = await db.query('INSERT INTO billing_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type]);
  return rows.length > 0;
}

/** Gives a claim back when handling failed, so the provider's retry is handled. */
export async function releaseEvent(db: Queryable, id: string) {
  await db.query('DELETE FROM billing_events WHERE id = $1', [id]);
}

/** Users on the free plan created before `before`, in pages (the monthly free allowance). */
export async function freeUserIds(db: Queryable, freePlanId: string, before: Date, afterId: string | null, limit: number) {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE (subscribed_plan IS NULL OR subscribed_plan = $1) AND created_at < $2 AND ($3::uuid IS NULL OR id > $3::uuid)
     ORDER BY id LIMIT $4`,
    [freePlanId, before.toISOString(), afterId, limit],
  );
  return rows.map((r) => r.id);
}
