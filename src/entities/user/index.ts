export * from './api';
export { isFreeUser, type User } from '@/shared/api/contract';
export { CreditsBar, creditsPercent } from './CreditsBar';
export { refreshCredits, spendingCredit } from './credits';
