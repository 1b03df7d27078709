/**
 * The plans and every rule that depends on the plan, defined once and read by both sides: the
 * server seeds the `plans` table from PLANS at boot (what GET /plan/list returns) and applies the
 * caps and grants; the web app reads the same numbers for its labels and upgrade prompts.
 * Feature texts that state a number are built from the plan's own fields, so they cannot drift.
 */

export type PlanId = 'basic' | 'pro' | 'ultimate';

export interface PlanDefinition {
  id: PlanId;
  /** Shown everywhere, and stored on the user's session as subscribedPlanName. */
  name: 'Basic' | 'Pro' | 'Ultimate';
  description: string;
  /** US cents per month (GET /plan/list sends dollars). */
  priceCents: number;
  isBestValue: boolean;
  /** Display order, cheapest first. */
  sortOrder: number;
  /** Credits each billing period refills to (decision 013); the free plan's are also its sign-up grant, refilled monthly. */
  monthlyCredits: number;
  /** Saved ideas the plan keeps (decision 009): folders, and posts and comments together. */
  savedIdeas: { folders: number; items: number };
  /** Post ideas per community on the free post-ideas page, each day (decision 010). */
  postIdeasPerCommunity: number;
  /** Subreddits one e-mail report may follow; 0: reports are not part of the plan. */
  reportSubredditsCap: number;
  /** Draft checks ('Will it survive?', decision 021) per UTC day. */
  draftChecksPerDay: number;
  /** The card's feature list, in order. */
  features: readonly string[];
}

type PlanNumbers = Omit<PlanDefinition, 'features'>;

/** 1000 -> '1,000', as every feature text writes its numbers. */
export const formatPlanCount = (n: number) => n.toLocaleString('en-US');

const BASIC: PlanNumbers = {
  id: 'basic',
  name: 'Basic',
  description: 'Find the right communities and see how they behave.',
  priceCents: 0,
  isBestValue: false,
  sortOrder: 1,
  monthlyCredits: 10,
  savedIdeas: { folders: 3, items: 25 },
  postIdeasPerCommunity: 2,
  reportSubredditsCap: 0,
  draftChecksPerDay: 5,
};

const PRO: PlanNumbers = {
  id: 'pro',
  name: 'Pro',
  description: 'For marketers who post every week and want it to land.',
  priceCents: 2900,
  isBestValue: true,
  sortOrder: 2,
  monthlyCredits: 200,
  savedIdeas: { folders: 100, items: 2_000 },
  postIdeasPerCommunity: 5,
  reportSubredditsCap: 10,
  draftChecksPerDay: 200,
};

const ULTIMATE: PlanNumbers = {
  id: 'ultimate',
  name: 'Ultimate',
  description: 'For agencies and teams running many communities at once.',
  priceCents: 7900,
  isBestValue: false,
  sortOrder: 3,
  monthlyCredits: 1000,
  savedIdeas: { folders: 300, items: 10_000 },
  postIdeasPerCommunity: 5,
  reportSubredditsCap: 50,
  draftChecksPerDay: 1000,
};

const credits = (p: PlanNumbers) => `${formatPlanCount(p.monthlyCredits)} credits every month`;

/** Every plan, cheapest first. */
export const PLANS: readonly PlanDefinition[] = [
  {
    ...BASIC,
    features: [
      'Subreddit search by keyword',
      'Free subreddit and post analysis',
      'Analysis history',
      'Post ideas',
      `${formatPlanCount(BASIC.monthlyCredits)} credits every month to try Pro analysis and AI writing`,
    ],
  },
  {
    ...PRO,
    features: [
      `Everything in ${BASIC.name}`,
      'Advanced subreddit and post analysis',
      'Best times to post and similar communities',
      'AI post generator and first comments',
      'Saved ideas with CSV and text export',
      `Weekly or monthly e-mail reports for up to ${formatPlanCount(PRO.reportSubredditsCap)} subreddits`,
      credits(PRO),
    ],
  },
  {
    ...ULTIMATE,
    features: [
      `Everything in ${PRO.name}`,
      credits(ULTIMATE),
      'Priority generation',
      `Reports for up to ${formatPlanCount(ULTIMATE.reportSubredditsCap)} subreddits`,
    ],
  },
];

/** The plan every new account starts on; it costs nothing. */
export const FREE_PLAN_ID: PlanId = 'basic';
/** The most generous plan: nothing to upgrade to. */
export const TOP_PLAN_ID: PlanId = 'ultimate';

export const planById = (id: string | null | undefined): PlanDefinition | undefined => PLANS.find((p) => p.id === id);
export const planByName = (name: string | null | undefined): PlanDefinition | undefined => PLANS.find((p) => p.name === name);

export const FREE_PLAN: PlanDefinition = planById(FREE_PLAN_ID)!;
export const TOP_PLAN: PlanDefinition = planById(TOP_PLAN_ID)!;

/** Whether the plan (a catalogue entry, or a Plan from GET /plan/list) is the free one. */
export const isFreePlan = (plan: { id: string } | null | undefined): boolean => plan?.id === FREE_PLAN_ID;

/**
 * The rules that apply to a user whose plan is called `planName` (subscribedPlanName): no plan, or
 * a name the catalogue does not know, gets the free plan's.
 */
export const planRulesFor = (planName: string | null | undefined): PlanDefinition => planByName(planName) ?? FREE_PLAN;

/** Credits every new account receives (ledger reason 'signup_grant'): the free plan's credits. */
export const SIGNUP_CREDIT_GRANT = FREE_PLAN.monthlyCredits;
