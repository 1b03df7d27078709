import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser, useSetCurrentUser } from '@/entities/user';
import { errorMessage } from '@/shared/api/http';
import type { Plan, PlanChangePreview } from '@subreddit-signal/contract';
import { resolveApiUrl } from '@/shared/config';
import { pageLocation } from '@/shared/lib/browser';
import { notify } from '@/shared/toast';
import { previewPlanChange, startCheckout, updateSubscription } from './api';
import { isActivePlan, PLAN_MSG } from './model';

/**
 * Buying or changing a plan, the same from the /plans page and the Plans modal. Choosing a plan
 * first asks the server what it would mean (POST /plan/preview-change) and shows it in the
 * confirmation dialog (PlanChangeDialog: price, charge now, when, credits); nothing happens until
 * the user confirms (decision 022). A first purchase with no saved card goes to the checkout URL of
 * POST /plan/subscribe, which comes back to /plans?payment_status=1|0; every other change is made
 * in place (POST /plan/update-subscription) and the returned user replaces the stored one.
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

  const [confirming, setConfirming] = useState<PlanChangePreview | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const plans = useRef(new Map<string, Plan>());

  const choose = useCallback(
    async (plan: Plan) => {
      if (busy.current || isActivePlan(plan, user)) return;
      busy.current = true;
      setPendingPlanId(plan.id);
      try {
        plans.current.set(plan.id, plan);
        setConfirming(await previewPlanChange(plan.id));
      } catch (err) {
        notify.error(errorMessage(err, PLAN_MSG.updateFailed));
      } finally {
        busy.current = false;
        setPendingPlanId(null);
      }
    },
    [user],
  );

  const confirm = useCallback(async () => {
    const preview = confirming;
    const plan = preview ? plans.current.get(preview.planId) : undefined;
    if (!preview || !plan || confirmBusy) return;
    setConfirmBusy(true);
    let leaving = false;
    try {
      if (preview.kind === 'new' && preview.checkout) leaving = await checkout(plan);
      else await changeInPlace(plan);
    } finally {
      // While the page unloads for the checkout the button keeps spinning.
      if (!leaving) {
        setConfirmBusy(false);
        setConfirming(null);
        void qc.invalidateQueries({ queryKey: ['plan'] });
      }
    }
  }, [changeInPlace, checkout, confirmBusy, confirming, qc]);

  const confirmation = {
    preview: confirming,
    busy: confirmBusy,
    onConfirm: () => void confirm(),
    onClose: () => {
      if (!confirmBusy) setConfirming(null);
    },
  };

  return { choose, pendingPlanId, confirmation };
}
