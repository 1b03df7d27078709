import { PLANS, type Plan } from '../../../../src/shared/api/contract';
import type { Queryable } from '../../db/client';
import * as repo from './repository';

/** Upserts the plan catalogue (src/shared/api/contract/plan-catalogue.ts) at boot, so the database always matches it. */
export async function seedPlans(db: Queryable): Promise<void> {
  for (const plan of PLANS) await repo.upsertPlan(db, plan);
}

/** GET /plan/list: plans in display order, in the Plan shape of spec section 3 (price in dollars per month). */
export async function listPlans(db: Queryable): Promise<Plan[]> {
  const rows = await repo.listPlanRows(db);
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
