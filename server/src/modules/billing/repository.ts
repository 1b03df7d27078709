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
