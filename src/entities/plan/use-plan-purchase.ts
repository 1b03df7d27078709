import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser, useSetCurrentUser } from '@/entities/user';
import { errorMessage } from '@/shared/api/http';
import { isFreePlan, type Plan } from '@subreddit-signal/contract';
import { resolveApiUrl } from '@/shared/config';
import { pageLocation } from '@/shared/lib/browser';
import { notify } from '@/shared/toast';
import { paymentMethodsQuery, startCheckout, updateSubscription } from './api';
import { isActivePlan, PLAN_MSG } from './model';

/**
 * Buying or changing a plan, the same from the /plans page and the
 * Plans modal. With a saved payment method, or while the payment status is active, the
 * subscription changes in place (POST /plan/update-subscription) and the returned user replaces the
 * stored one; otherwise the browser goes to the checkout URL of POST /plan/subscribe, which comes
 * back to /plans?payment_status=1|0.
 *
 * Basic always changes in place: it costs nothing, so there is no checkout (the server schedules
 * the end of a paid plan, or leaves a free account as it is).
 *
 * Failures: a subscribe or payment-method failure is only logged, never shown; a refused
 * in-place change (402 card declined, 409 nothing to change) shows the server's message, because
 * the user pressed a button and must learn why nothing happened.
 */
export function usePlanPurchase({ onUpdated }: { onUpdated?: () => void } = {}) {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const busy = useRef(false);

  const changeInPlace = useCallback(
    async (plan: Plan) => {
      try {
        const result = await updateSubscription(plan.id);
        setCurrentUser(result.user);
        if (result.pending) notify.info(result.message ?? PLAN_MSG.pending);
        else notify.success(result.message ?? PLAN_MSG.updated);
        onUpdated?.();
      } catch (err) {
        notify.error(errorMessage(err, PLAN_MSG.updateFailed));
      }
    },
    [onUpdated, setCurrentUser],
  );

  /** Resolves true when the browser is leaving for the checkout. */
  const checkout = useCallback(async (plan: Plan) => {
    let url: string;
    try {
      url = await startCheckout(plan.id);
    } catch (err) {
      console.error('Could not start the checkout', err);
      return false;
    }
    pageLocation.assign(resolveApiUrl(url) ?? url);
    return true;
  }, []);

  const choose = useCallback(
    async (plan: Plan) => {
      if (busy.current || isActivePlan(plan, user)) return;
      busy.current = true;
      setPendingPlanId(plan.id);
      let leaving = false;
      try {
        const inPlace = isFreePlan(plan) || user?.paymentStatus === 'active' || (await qc.fetchQuery(paymentMethodsQuery)).length > 0;
        if (inPlace) await changeInPlace(plan);
        else leaving = await checkout(plan);
      } finally {
        // While the page unloads for the checkout the button keeps spinning.
        if (!leaving) {
          busy.current = false;
          setPendingPlanId(null);
        }
      }
    },
    [changeInPlace, checkout, qc, user],
  );

  return { choose, pendingPlanId };
}
