import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { paymentMethodsQueryKey, PlanCatalogue, PlanChangeDialog, usePlanPurchase } from '@/entities/plan';
import { useCurrentUser, useSetCurrentUser } from '@/entities/user';
import type { PaymentStatusParam } from '@/shared/lib/search-params';
import { syncBilling } from '../api/billing';
import { BILLING_MSG, MESSAGE_DURATION_MS } from '../model/messages';
import { planNameOf } from '../model/plan-status';
import { PlanStatusNotice } from '../ui/PlanStatusNotice';
import '../ui/billing.css';

type Message = { text: string; tone: 'success' | 'error' | 'info'; timed: boolean };

/**
 * /plans: one card per plan, the button of each (see planAction), the
 * purchase (usePlanPurchase: in place with a saved card or an active payment, else the checkout),
 * the state of the user's subscription (failed renewal, scheduled end), and the message after a
 * checkout: `payment_status=1` confirms with POST /plan/sync (passing `session_id`) and names the
 * plan bought, `0` reads 'Payment failed. Please try again.'; either shows for 3 seconds.
 */
export function PlansPage({ paymentStatus, sessionId }: { paymentStatus?: PaymentStatusParam; sessionId?: string }) {
  const { user } = useCurrentUser();
  const purchase = usePlanPurchase();
  const message = useCheckoutReturn(paymentStatus, sessionId);

  return (
    <div className="billing-plans">
      <header className="billing-plans__head">
        <h1 className="billing-plans__title">{BILLING_MSG.plansTitle}</h1>
        <p className="billing-plans__intro">{BILLING_MSG.plansIntro}</p>
      </header>
      <div role="status" className="billing-status">
        {message ? <p className={`billing-banner billing-banner--${message.tone}`}>{message.text}</p> : null}
      </div>
      {user ? <PlanStatusNotice user={user} /> : null}
      <PlanCatalogue user={user} headingLevel={2} onChoose={(plan) => void purchase.choose(plan)} pendingPlanId={purchase.pendingPlanId} />
      <PlanChangeDialog {...purchase.confirmation} />
    </div>
  );
}

/**
 * Back from the checkout: the parameters are read once and dropped from the address (a reload does
 * not repeat the message). Success syncs first, so the message names the plan the server now has
 * and the stored user (plan, credits) is already the new one.
 */
function useCheckoutReturn(paymentStatus: PaymentStatusParam | undefined, sessionId: string | undefined): Message | null {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const [message, setMessage] = useState<Message | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (!paymentStatus || handled.current) return;
    handled.current = true;
    void navigate({ to: '/plans', search: {}, replace: true });
    if (paymentStatus === '0') {
      setMessage({ text: BILLING_MSG.paymentFailed, tone: 'error', timed: true });
      return;
    }
    setMessage({ text: BILLING_MSG.confirming, tone: 'info', timed: false });
    syncBilling(sessionId).then(
      ({ user }) => {
        setCurrentUser(user);
        // The checkout saved a card: the next plan change happens in place.
        void qc.invalidateQueries({ queryKey: paymentMethodsQueryKey });
        const plan = planNameOf(user);
        setMessage({ text: plan ? BILLING_MSG.purchased(plan) : BILLING_MSG.confirmFailed, tone: 'success', timed: true });
      },
      (err: unknown) => {
        console.error('Could not confirm the payment', err);
        setMessage({ text: BILLING_MSG.confirmFailed, tone: 'info', timed: true });
      },
    );
  }, [navigate, paymentStatus, qc, sessionId, setCurrentUser]);

  useEffect(() => {
    if (!message?.timed) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return message;
}

export default PlansPage;
