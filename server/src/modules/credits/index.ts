/**
 * The credits ledger: every change of a user's credits, atomic and recorded. A library the paid
 * modules (research, generation), accounts (sign-up grant) and billing (period grants) all use.
 */
export { NOT_ENOUGH_CREDITS, grantCredits, refillCredits, refundCredit, spendCredit, withCredit, withCreditReusable } from './ledger';
