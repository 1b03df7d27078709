import { useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { api } from '@/shared/api';

/** A saved payment method: the provider's card summary (brand, last 4, expiry), never the number. */
export const paymentMethodSchema = yup.object({
  id: yup.string().required(),
  card: yup
    .object({
      brand: yup.string().defined(),
      last4: yup.string().required(),
      exp_month: yup.number().required(),
      exp_year: yup.number().required(),
    })
    .required(),
});
export type PaymentMethod = yup.InferType<typeof paymentMethodSchema>;

const paymentMethodsResponse = yup.object({ data: yup.array(paymentMethodSchema).required() });

export const paymentMethodsQueryKey = ['plan', 'payment-methods'] as const;

/**
 * GET /plan/list/payment-method. A failure is only logged, never shown, and reads as no
 * payment methods, so the billing tab still shows the plan and credits.
 */
export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  try {
    const body = await api.get('plan/list/payment-method').json();
    return paymentMethodsResponse.validateSync(body).data;
  } catch (err) {
    console.error('Could not load payment methods', err);
    return [];
  }
}

export function usePaymentMethods(enabled = true) {
  return useQuery({ queryKey: paymentMethodsQueryKey, queryFn: fetchPaymentMethods, enabled, staleTime: 60_000 });
}
