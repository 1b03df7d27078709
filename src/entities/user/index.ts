export * from './api';
export { isFreeUser, type User } from '@/shared/api/contract';
export { CreditCostButton } from './CreditCostButton';
export { CreditsBar, creditsPercent, isLowOnCredits, LowCreditsWarning } from './CreditsBar';
export { refreshCredits, spendingCredit } from './credits';
