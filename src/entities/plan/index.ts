export { fetchPlans, paymentMethodsQueryKey, plansQueryKey, usePaymentMethods, usePlans } from './api';
export { formatPlanPrice, isActivePlan, planAction, type PlanAction } from './model';
export { PlanCard, PlanGrid, type PlanCardProps } from './PlanCard';
export { PlanCatalogue, type PlanCatalogueProps } from './PlanCatalogue';
export { PlansModal, PLANS_MODAL_TEXT, PLANS_MODAL_TITLE, type PlansModalProps } from './PlansModal';
export type { PaymentMethod, Plan } from '@subreddit-signal/contract';
export { usePlanPurchase } from './use-plan-purchase';
export { PlansModalProvider, usePlansModal, useShowPlansModal } from './use-plans-modal';
