import { Link } from '@tanstack/react-router';
import { CreditsBar, isFreeUser, type User } from '@/entities/user';
import { CoinsIcon, CrownIcon, Spinner } from '@/shared/ui';
import { formatEpochDate } from '@/shared/lib/format';
import { usePaymentMethods, type PaymentMethod } from '../api/payment-methods';
import { cardBrandLabel, formatCardExpiry } from '../model/format';

/** Tabs2: plan, credits, billing dates (only while the payment status is active) and saved cards. */
export function BillingTab({ user }: { user: User }) {
  const active = user.paymentStatus === 'active';
  const planName = user.subscribedPlanName || 'Free';

  return (
    <div className="profile-grid">
      <div className="profile-grid__col">
        <section className="card profile-card" aria-labelledby="billing-plan-title">
          <header className="profile-card__header profile-card__header--row">
            <div>
              <h2 className="profile-card__title" id="billing-plan-title">
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

          <div className="billing-credits">
            <p className="billing-credits__label">
              <CoinsIcon size={18} aria-hidden /> Credits
            </p>
            <p className="billing-credits__value">
              <strong>{user.availableCredits}</strong> of {user.totalCredits} credits available
            </p>
            <CreditsBar user={user} />
            <p className="profile-setting__hint">Credits are spent on paid analyses and AI generation.</p>
          </div>

          <h3 className="profile-card__subheading">Billing</h3>
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
            <p className="billing-empty">Not subscribed yet</p>
          )}
        </section>
      </div>

      <div className="profile-grid__col">
        <PaymentMethodsCard />
      </div>
    </div>
  );
}

function PaymentMethodsCard() {
  const { data, isLoading } = usePaymentMethods();
  const methods = data ?? [];
  return (
    <section className="card profile-card" aria-labelledby="billing-methods-title">
      <header className="profile-card__header">
        <h2 className="profile-card__title" id="billing-methods-title">
          Payment methods
        </h2>
        <p className="profile-card__subtitle">Cards are kept by our payment provider; we only see the brand, last four digits and expiry.</p>
      </header>
      {isLoading ? (
        <Spinner label="Loading payment methods" />
      ) : methods.length === 0 ? (
        <p className="billing-empty">No payment methods found</p>
      ) : (
        <ul className="payment-methods" aria-label="Saved payment methods">
          {methods.map((m) => (
            <PaymentMethodRow key={m.id} method={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentMethodRow({ method: { card } }: { method: PaymentMethod }) {
  const brand = cardBrandLabel(card.brand);
  return (
    <li className="payment-method">
      <span className="payment-method__brand">{brand}</span>
      <span className="payment-method__number">
        •••• {card.last4}
      </span>
      <span className="payment-method__expiry">Expires {formatCardExpiry(card.exp_month, card.exp_year)}</span>
    </li>
  );
}
