export { fetchPlans, plansQueryKey, usePlans } from './api';
export { formatPlanPrice, isActivePlan, planAction, type PlanAction } from './model';
export { PlanCard, PlanGrid, type PlanCardProps } from './PlanCard';
export { PlansModal, PLANS_MODAL_TEXT, PLANS_MODAL_TITLE, type PlansModalProps } from './PlansModal';
export type { Plan } from '@/shared/api/contract';
export { usePlansModal } from './use-plans-modal';
