import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { paymentMethodsQueryKey, usePaymentMethods, type PaymentMethod } from '@/entities/plan';
import { CreditsBar, isFreeUser, useSetCurrentUser, type User } from '@/entities/user';
import { formatEpochDate } from '@/shared/lib/format';
import { notify } from '@/shared/toast';
import { Button, CoinsIcon, CrownIcon, Spinner } from '@/shared/ui';
import { syncBilling, useCardUpdate } from '../api/billing';
import { cardBrandLabel, formatCardExpiry } from '../model/format';
import { BILLING_MSG } from '../model/messages';
import { planStatus } from '../model/plan-status';
import { CancelPlanDialog } from './CancelPlanDialog';
import { PlanStatusNotice } from './PlanStatusNotice';
import './billing.css';

/**
 * The profile's Billing and credits tab (Tabs2): plan, credits, billing dates (only
 * while the payment status is active, else 'Not subscribed yet'), a way to cancel, and the saved
 * cards with 'Update payment method'. The profile slice renders it through the slot the app layer
 * fills (src/app/router.tsx), since slices do not import each other.
 *
 * `sessionId`: back from the card-update checkout (`/profile?tab=Tabs2&session_id=…`), the tab
 * asks the server to sync with the provider, then drops the parameter.
 */
export function BillingTab({ user, sessionId }: { user: User; sessionId?: string }) {
  useCardUpdateReturn(sessionId);
  const status = planStatus(user);
  const active = user.paymentStatus === 'active';
  const planName = user.subscribedPlanName || 'Free';
  const [cancelling, setCancelling] = useState(false);
  const canCancel = status.kind === 'active' || status.kind === 'pastDue' || status.kind === 'downgrading';

  return (
    <div className="billing-tab">
      <section className="card billing-card" aria-labelledby="billing-plan-title">
        <header className="billing-card__header billing-card__header--row">
          <div>
            <h2 className="billing-card__title" id="billing-plan-title">
              Current plan
            </h2>
            <p className="billing-plan">
              <CrownIcon size={18} aria-hidden />
              <span className="billing-plan__name" data-testid="billing-plan-name">
                {planName}
              </span>
              <span className={active ? 'status-pill status-pill--active' : 'status-pill'}>
                <span className="sr-only">Payment status: </span>
                {active ? 'Active' : 'Inactive'}
              </span>
            </p>
          </div>
          <Link to="/plans" className="btn btn--primary btn--sm">
            {isFreeUser(user) ? 'Upgrade plan' : 'View plans'}
          </Link>
        </header>

        <PlanStatusNotice user={user} cardAction={false} />

        <div className="billing-credits">
          <p className="billing-credits__label">
            <CoinsIcon size={18} aria-hidden /> Credits
          </p>
          <p className="billing-credits__value">
            <strong>{user.availableCredits}</strong> of {user.totalCredits} credits available
          </p>
          <CreditsBar user={user} />
          <p className="billing-hint">Credits are spent on paid analyses and AI generation.</p>
        </div>

        <h3 className="billing-card__subheading">Billing</h3>
        {active ? (
          <dl className="billing-dates">
            <div>
              <dt>Current period ends</dt>
              <dd>{formatEpochDate(user.planExpireOn) ?? '—'}</dd>
            </div>
            <div>
              <dt>Next payment</dt>
              <dd>{formatEpochDate(user.nextPaymentDate) ?? '—'}</dd>
            </div>
          </dl>
        ) : (
          <p className="billing-empty">{BILLING_MSG.notSubscribed}</p>
        )}
        {canCancel ? (
          <div className="billing-card__actions">
            <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
              {BILLING_MSG.cancel}
            </Button>
            <CancelPlanDialog open={cancelling} onClose={() => setCancelling(false)} user={user} plan={status.plan} />
          </div>
        ) : null}
      </section>

      <PaymentMethodsCard />
    </div>
  );
}

function PaymentMethodsCard() {
  const { data, isLoading } = usePaymentMethods();
  const card = useCardUpdate();
  const methods = data ?? [];
  return (
    <section className="card billing-card" aria-labelledby="billing-methods-title">
      <header className="billing-card__header">
        <h2 className="billing-card__title" id="billing-methods-title">
          Payment methods
        </h2>
        <p className="billing-card__subtitle">
          Cards are kept by our payment provider; we only see the brand, last four digits and expiry.
        </p>
      </header>
      {isLoading ? (
        <Spinner label="Loading payment methods" />
      ) : methods.length === 0 ? (
        <p className="billing-empty">{BILLING_MSG.noPaymentMethods}</p>
      ) : (
        <ul className="payment-methods" aria-label="Saved payment methods">
          {methods.map((m) => (
            <PaymentMethodRow key={m.id} method={m} />
          ))}
        </ul>
      )}
      <div className="billing-card__actions">
        <Button variant="secondary" size="sm" loading={card.pending} onClick={() => void card.start()}>
          {BILLING_MSG.updateCard}
        </Button>
      </div>
    </section>
  );
}

function PaymentMethodRow({ method: { card } }: { method: PaymentMethod }) {
  return (
    <li className="payment-method">
      <span className="payment-method__brand">{cardBrandLabel(card.brand)}</span>
      <span className="payment-method__number">•••• {card.last4}</span>
      <span className="payment-method__expiry">Expires {formatCardExpiry(card.exp_month, card.exp_year)}</span>
    </li>
  );
}

/** Back from the card-update checkout: sync once, refresh the cards, say so, drop `session_id`. */
function useCardUpdateReturn(sessionId: string | undefined) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    void navigate({ to: '/profile', search: { tab: 'Tabs2' }, replace: true });
    syncBilling(sessionId).then(
      (result) => {
        setCurrentUser(result.user);
        void qc.invalidateQueries({ queryKey: paymentMethodsQueryKey });
        notify.success(BILLING_MSG.cardUpdated);
      },
      (err: unknown) => console.error('Could not confirm the payment method update', err),
    );
  }, [navigate, qc, sessionId, setCurrentUser]);
}

export default BillingTab;
