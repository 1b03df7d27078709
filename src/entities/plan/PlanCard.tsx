import { useId } from 'react';
import type { Plan, User } from '@subreddit-signal/contract';
import { Button, makeIcon } from '@/shared/ui';
import { formatPlanPrice, planAction } from './model';
import './plan.css';

const CheckIcon = makeIcon(<path d="m5 12 5 5 9-10" />);

export interface PlanCardProps {
  plan: Plan;
  /** The signed-in user: decides which card is active and the button texts. */
  user: Pick<User, 'subscribedPlan' | 'paymentStatus'> | null | undefined;
  /** Called with the plan when its button is pressed (purchase, change or plans page). */
  onChoose?: (plan: Plan) => void;
  /** The plan whose purchase is under way: its button spins, the others wait. */
  pendingPlanId?: string | null;
  /** Heading level of the plan name: 3 inside a dialog or section, 2 at the top of a page. */
  headingLevel?: 2 | 3;
}

/**
 * One plan card (on /plans and in the Plans modal): name, best-value flag, description, price per month, the
 * feature list and the button (see `planAction`).
 */
export function PlanCard({ plan, user, onChoose, pendingPlanId, headingLevel = 3 }: PlanCardProps) {
  const titleId = useId();
  const action = planAction(plan, user);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pending = pendingPlanId != null && (pendingPlanId === plan._id || pendingPlanId === plan.id);
  const price = formatPlanPrice(plan.price);
  const classes = ['plan-card', plan.isBestValue && 'plan-card--best', action.kind === 'active' && 'plan-card--active']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={titleId}>
      <div className="plan-card__head">
        <Heading className="plan-card__name" id={titleId}>
          {plan.name}
        </Heading>
        {plan.isBestValue ? <span className="plan-card__badge">Best value</span> : null}
      </div>
      {plan.description ? <p className="plan-card__description">{plan.description}</p> : null}
      <p className="plan-card__price">
        <span aria-hidden>
          <strong>{price}</strong>
          <span className="plan-card__per">/month</span>
        </span>
        <span className="sr-only">{`${price} per month`}</span>
      </p>
      <ul className="plan-card__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={16} strokeWidth={3} className="plan-card__check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="plan-card__action">
        {action.kind === 'active' || action.kind === 'scheduled' ? (
          <Button variant="secondary" block disabled aria-describedby={titleId}>
            {action.label}
          </Button>
        ) : (
          <Button
            // The best-value highlight invites buying it, never a downgrade to it.
            variant={plan.isBestValue && action.label !== 'Downgrade' ? 'primary' : 'secondary'}
            block
            loading={pending}
            disabled={!onChoose || (pendingPlanId != null && !pending)}
            aria-describedby={titleId}
            onClick={() => onChoose?.(plan)}
          >
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
}

/** Plans side by side (stacked on phones). */
export function PlanGrid({ plans, ...card }: Omit<PlanCardProps, 'plan'> & { plans: Plan[] }) {
  return (
    <div className="plan-grid">
      {plans.map((plan) => (
        <PlanCard key={plan._id} plan={plan} {...card} />
      ))}
    </div>
  );
}
