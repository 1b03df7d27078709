/** Plans and credits: the plans list, the catalogue seeded at boot, and the credits ledger other modules spend from. */
export { plansRoutes } from './routes';
export { listPlans, seedPlans } from './service';
export { NOT_ENOUGH_CREDITS, grantCredits, refundCredit, spendCredit, withCredit } from './credits';
