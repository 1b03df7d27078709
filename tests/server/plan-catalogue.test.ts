import {
  FREE_PLAN,
  FREE_PLAN_ID,
  PLANS,
  SIGNUP_CREDIT_GRANT,
  TOP_PLAN,
  TOP_PLAN_ID,
  formatPlanCount,
  isFreePlan,
  isFreeUser,
  planById,
  planByName,
  planRulesFor,
  planSchema,
  type PlanDefinition,
} from '@subreddit-signal/contract';
import { listPlans } from '../../server/src/modules/billing';
import { startTestApp, type TestApp } from '../support/server-harness';

/** Every number a feature text states ('1,000 credits every month' -> 1000). */
const numbersIn = (text: string) => (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

/** The plan's caps that grow with the price. */
const caps = (p: PlanDefinition) => ({
  monthlyCredits: p.monthlyCredits,
  savedFolders: p.savedIdeas.folders,
  savedItems: p.savedIdeas.items,
  postIdeasPerCommunity: p.postIdeasPerCommunity,
  reportSubredditsCap: p.reportSubredditsCap,
});

describe('plan catalogue', () => {
  it('has unique ids, names and display order, listed cheapest first', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
    expect(new Set(PLANS.map((p) => p.name)).size).toBe(PLANS.length);
    expect(PLANS.map((p) => p.sortOrder)).toEqual([...PLANS.map((p) => p.sortOrder)].sort((a, b) => a - b));
    expect(new Set(PLANS.map((p) => p.sortOrder)).size).toBe(PLANS.length);
    for (let i = 1; i < PLANS.length; i++) expect(PLANS[i]!.priceCents).toBeGreaterThan(PLANS[i - 1]!.priceCents);
    expect(PLANS.filter((p) => p.isBestValue)).toHaveLength(1);
  });

  it('has exactly one free plan, costing 0, and it is FREE_PLAN_ID', () => {
    const free = PLANS.filter((p) => p.priceCents === 0);
    expect(free).toHaveLength(1);
    expect(free[0]!.id).toBe(FREE_PLAN_ID);
    expect(FREE_PLAN).toBe(free[0]);
    expect(PLANS.filter(isFreePlan)).toEqual(free);
  });

  it('names the most expensive plan as the top plan', () => {
    const dearest = PLANS.reduce((a, b) => (b.priceCents > a.priceCents ? b : a));
    expect(TOP_PLAN_ID).toBe(dearest.id);
    expect(TOP_PLAN).toBe(dearest);
  });

  it('never gives a dearer plan less than a cheaper one', () => {
    for (let i = 1; i < PLANS.length; i++) {
      const [cheaper, dearer] = [caps(PLANS[i - 1]!), caps(PLANS[i]!)];
      for (const key of Object.keys(cheaper) as (keyof typeof cheaper)[]) {
        expect({ plan: PLANS[i]!.id, key, value: dearer[key] >= cheaper[key] }).toEqual({ plan: PLANS[i]!.id, key, value: true });
      }
    }
    // What an upgrade is for: every paid plan gives more than the free one.
    for (const paid of PLANS.filter((p) => !isFreePlan(p))) {
      expect(paid.monthlyCredits).toBeGreaterThan(FREE_PLAN.monthlyCredits);
      expect(paid.savedIdeas.folders).toBeGreaterThan(FREE_PLAN.savedIdeas.folders);
      expect(paid.savedIdeas.items).toBeGreaterThan(FREE_PLAN.savedIdeas.items);
      expect(paid.postIdeasPerCommunity).toBeGreaterThan(FREE_PLAN.postIdeasPerCommunity);
      expect(paid.reportSubredditsCap).toBeGreaterThan(0);
    }
    expect(FREE_PLAN.reportSubredditsCap).toBe(0);
  });

  it('states in its feature texts the same numbers as its fields', () => {
    for (const plan of PLANS) {
      const stated = plan.features.flatMap(numbersIn);
      const fields = Object.values(caps(plan));
      // Every number in a feature text is one of the plan's own numbers...
      for (const n of stated) expect({ plan: plan.id, n, known: fields.includes(n) }).toEqual({ plan: plan.id, n, known: true });
      // ...and the credits and the report cap are stated where the plan has them.
      expect(plan.features.filter((f) => /credits/.test(f)).flatMap(numbersIn)).toEqual([plan.monthlyCredits]);
      const reports = plan.features.filter((f) => /reports/i.test(f));
      if (plan.reportSubredditsCap > 0) {
        expect(reports.flatMap(numbersIn)).toEqual([plan.reportSubredditsCap]);
        expect(reports.join(' ')).toContain(`up to ${formatPlanCount(plan.reportSubredditsCap)} subreddits`);
      } else {
        expect(reports).toEqual([]);
      }
    }
    expect(planById('ultimate')!.features).toContain('Reports for up to 50 subreddits');
    expect(planById('pro')!.features).toContain('200 credits every month');
    expect(planById('ultimate')!.features).toContain('1,000 credits every month');
  });

  it('grants the free plan’s credits at sign-up', () => {
    expect(SIGNUP_CREDIT_GRANT).toBe(FREE_PLAN.monthlyCredits);
    expect(FREE_PLAN.features).toContain(`${SIGNUP_CREDIT_GRANT} credits every month to try Pro analysis and AI writing`);
  });

  it('looks plans up by id and name; no plan or an unknown one gets the free plan’s rules', () => {
    for (const p of PLANS) {
      expect(planById(p.id)).toBe(p);
      expect(planByName(p.name)).toBe(p);
      expect(planRulesFor(p.name)).toBe(p);
    }
    expect(planById('gold')).toBeUndefined();
    expect(planRulesFor(null)).toBe(FREE_PLAN);
    expect(planRulesFor('Gold')).toBe(FREE_PLAN);
    expect(isFreeUser(null)).toBe(true);
    expect(isFreeUser({ subscribedPlanName: null })).toBe(true);
    expect(isFreeUser({ subscribedPlanName: 'Basic' })).toBe(true);
    expect(isFreeUser({ subscribedPlanName: 'Pro' })).toBe(false);
    expect(isFreeUser({ subscribedPlanName: 'Ultimate' })).toBe(false);
  });

  describe('seeded into the plans table', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('GET /plan/list returns the catalogue, in the Plan shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/plan/list' });
      expect(res.statusCode).toBe(200);
      const plans = res.json();
      expect(plans).toEqual(await listPlans(t.db));
      expect(plans).toEqual(
        PLANS.map((p) => ({
          _id: p.id,
          id: p.id,
          name: p.name,
          description: p.description,
          price: p.priceCents / 100,
          features: p.features,
          isBestValue: p.isBestValue,
          monthlyCredits: p.monthlyCredits,
        })),
      );
      for (const plan of plans) expect(planSchema.validateSync(plan, { strict: true })).toEqual(plan);
    });
  });
});
