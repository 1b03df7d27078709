import type { Queryable } from '../../db/client';
import { PLANS } from './catalogue';

/** Upserts the catalogue so the database always matches the code. */
export async function seedPlans(db: Queryable): Promise<void> {
  for (const p of PLANS) {
    await db.query(
      `INSERT INTO plans (id, name, description, price_cents, features, is_best_value, monthly_credits, sort_order)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         price_cents = EXCLUDED.price_cents, features = EXCLUDED.features, is_best_value = EXCLUDED.is_best_value,
         monthly_credits = EXCLUDED.monthly_credits, sort_order = EXCLUDED.sort_order`,
      [p.id, p.name, p.description, p.priceCents, JSON.stringify(p.features), p.isBestValue, p.monthlyCredits, p.sortOrder],
    );
  }
}

interface PlanRow {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  features: string[];
  is_best_value: boolean;
  monthly_credits: number;
}

/** Plans in display order, in the Plan shape of spec section 3 (price in dollars per month). */
export async function listPlans(db: Queryable) {
  const rows = await db.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order');
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price_cents / 100,
    features: r.features,
    isBestValue: r.is_best_value,
    monthlyCredits: r.monthly_credits,
  }));
}
