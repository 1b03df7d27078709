/**
 * The plans catalogue and credit numbers, defined once. Seeded into `plans` at boot
 * (upsert), so prices and features change here and nowhere else.
 */
export interface PlanDefinition {
  id: 'basic' | 'pro' | 'ultimate';
  name: 'Basic' | 'Pro' | 'Ultimate';
  description: string;
  priceCents: number;
  features: string[];
  isBestValue: boolean;
  /** Credits granted at the start of each billing month (and on sign-up for Basic). */
  monthlyCredits: number;
  sortOrder: number;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'Find the right communities and see how they behave.',
    priceCents: 0,
    features: ['Subreddit search by keyword', 'Free subreddit and post analysis', 'Analysis history', 'Post ideas', '10 credits to try Pro analysis'],
    isBestValue: false,
    monthlyCredits: 10,
    sortOrder: 1,
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For marketers who post every week and want it to land.',
    priceCents: 2900,
    features: [
      'Everything in Basic',
      'Advanced subreddit and post analysis',
      'Best times to post and similar communities',
      'AI post generator and first comments',
      'Saved ideas with CSV and text export',
      'Weekly or monthly e-mail reports',
      '200 credits every month',
    ],
    isBestValue: true,
    monthlyCredits: 200,
    sortOrder: 2,
  },
  {
    id: 'ultimate',
    name: 'Ultimate',
    description: 'For agencies and teams running many communities at once.',
    priceCents: 7900,
    features: ['Everything in Pro', '1,000 credits every month', 'Priority generation', 'Reports for up to 50 subreddits'],
    isBestValue: false,
    monthlyCredits: 1000,
    sortOrder: 3,
  },
];

export const FREE_PLAN_ID = 'basic';
/** Credits every new account receives, recorded in the ledger as 'signup_grant'. */
export const SIGNUP_CREDIT_GRANT = PLANS.find((p) => p.id === FREE_PLAN_ID)!.monthlyCredits;
