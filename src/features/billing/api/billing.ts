import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSetCurrentUser } from '@/entities/user';
import { api, billingUserResponseSchema, checkoutUrlResponseSchema, type BillingUserResponse } from '@/shared/api';
import { resolveApiUrl } from '@/shared/config';
import { pageLocation } from '@/shared/lib/browser';

/**
 * POST /plan/sync: after a checkout (or a card update) the server reads the payment provider and
 * provisions at once, so a late webhook never leaves a paying user on Basic. `sessionId` is the
 * checkout the browser came back from, when it knows it.
 */
export async function syncBilling(sessionId?: string): Promise<BillingUserResponse> {
  const body = await api.post('plan/sync', { json: sessionId ? { sessionId } : {} }).json();
  return billingUserResponseSchema.validateSync(body);
}

/** POST /plan/cancel: the paid plan ends when the current period does. */
export async function cancelPlan(): Promise<BillingUserResponse> {
  return billingUserResponseSchema.validateSync(await api.post('plan/cancel').json());
}

/** POST /plan/resume: undoes a scheduled cancellation. */
export async function resumePlan(): Promise<BillingUserResponse> {
  return billingUserResponseSchema.validateSync(await api.post('plan/resume').json());
}

/** POST /plan/update-payment-method: the setup checkout where the user saves a new default card. */
export async function startCardUpdate(): Promise<string> {
  return checkoutUrlResponseSchema.validateSync(await api.post('plan/update-payment-method').json()).url;
}

/** A plan call whose answer carries the user as it now stands: the stored user is replaced with it. */
export function usePlanChange(call: () => Promise<BillingUserResponse>) {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => setCurrentUser(result.user),
  });
}

/**
 * 'Update payment method': to the setup checkout, which comes back to /profile?tab=Tabs2. A failure
 * is only logged (payment-method failures show no message).
 */
export function useCardUpdate() {
  const [pending, setPending] = useState(false);
  const start = async () => {
    if (pending) return;
    setPending(true);
    try {
      const url = await startCardUpdate();
      pageLocation.assign(resolveApiUrl(url) ?? url);
      // The page is unloading: the button keeps spinning.
    } catch (err) {
      console.error('Could not start the payment method update', err);
      setPending(false);
    }
  };
  return { start, pending };
}
