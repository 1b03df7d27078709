import type { Plan, User } from '@subreddit-signal/contract';
import { Button } from '@/shared/ui';
import { usePlans } from './api';
import { PlanGrid } from './PlanCard';
import './plan.css';

export interface PlanCatalogueProps {
  user: Pick<User, 'subscribedPlan' | 'paymentStatus'> | null | undefined;
  onChoose?: (plan: Plan) => void;
  pendingPlanId?: string | null;
  headingLevel?: 2 | 3;
  /** Load the plans only once this is true (a modal loads them when it first opens). */
  enabled?: boolean;
}

/**
 * The plans from GET /plan/list as cards, with their loading state. A failure is only logged,
 * never shown (in usePlans): a neutral note and 'Try again', no error message.
 */
export function PlanCatalogue({ enabled = true, ...cards }: PlanCatalogueProps) {
  const plans = usePlans({ enabled });
  if (plans.data) {
    return plans.data.length > 0 ? (
      <PlanGrid plans={plans.data} {...cards} />
    ) : (
      <p className="plans-notice">No plans are available right now.</p>
    );
  }
  if (plans.isError) {
    return (
      <div className="plans-notice">
        <p>Plans are not available right now.</p>
        <Button variant="secondary" size="sm" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="plan-grid" role="status" aria-label="Loading plans">
      {[0, 1, 2].map((i) => (
        <div key={i} className="plan-card plan-card--skeleton" aria-hidden />
      ))}
    </div>
  );
}
