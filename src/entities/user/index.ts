export * from './api';
export { isFreeUser, type User } from '@subreddit-signal/contract';
export { CreditCostButton } from './CreditCostButton';
export { CreditsBar, creditsPercent, isLowOnCredits, LowCreditsWarning } from './CreditsBar';
export { refreshCredits, spendingCredit } from './credits';
