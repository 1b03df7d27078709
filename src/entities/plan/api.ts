import { useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import {
  api,
  billingUserResponseSchema,
  checkoutUrlResponseSchema,
  paymentMethodsResponseSchema,
  planChangePreviewSchema,
  planSchema,
  type BillingUserResponse,
  type PaymentMethod,
  type Plan,
  type PlanChangePreview,
} from '@/shared/api';

export const plansQueryKey = ['plans', 'list'] as const;
export const paymentMethodsQueryKey = ['plan', 'payment-methods'] as const;

const plansResponse = yup.array(planSchema.required()).required();

/** GET /plan/list: the plans, in the server's order. */
export async function fetchPlans(): Promise<Plan[]> {
  return plansResponse.validateSync(await api.get('plan/list').json());
}

/**
 * The plan catalogue. It changes rarely, so it stays fresh for ten minutes. A failure is only
 * logged (plan list failures show no message); the caller shows a neutral state.
 */
export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: async () => {
      try {
        return await fetchPlans();
      } catch (err) {
        console.error('Could not load plans', err);
        throw err;
      }
    },
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * GET /plan/list/payment-method: the saved cards, default first. A failure is only logged, never
 * shown, and reads as no payment methods, so the billing tab still shows the plan and credits
 * and a purchase falls back to the hosted checkout.
 */
export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    return paymentMethodsResponseSchema.validateSync(await api.get('plan/list/payment-method').json()).data;
  } catch (err) {
    console.error('Could not load payment methods', err);
    return [];
  }
}

export const paymentMethodsQuery = { queryKey: paymentMethodsQueryKey, queryFn: fetchPaymentMethods, staleTime: 60_000 } as const;

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQuery, enabled });
}

/** POST /plan/subscribe: where the browser goes to pay for `planId` (a hosted or the local test checkout). */
export async function startCheckout(planId: string): Promise<string> {
  return checkoutUrlResponseSchema.validateSync(await api.post('plan/subscribe', { json: { planId } }).json()).url;
}

/** POST /plan/update-subscription: the plan changes in place; the answer carries the user as it now stands. */
export async function updateSubscription(planId: string): Promise<BillingUserResponse> {
  return billingUserResponseSchema.validateSync(await api.post('plan/update-subscription', { json: { planId } }).json());
}

/** POST /plan/preview-change: what choosing `planId` would charge and change, for the confirmation dialog. */
export async function previewPlanChange(planId: string): Promise<PlanChangePreview> {
  return planChangePreviewSchema.validateSync(await api.post('plan/preview-change', { json: { planId } }).json());
}
