import { ComingSoon } from './ComingSoon';
import type { PaymentStatusParam } from '@/shared/lib/search-params';

export function PlansPage({ paymentStatus }: { paymentStatus?: PaymentStatusParam }) {
  return (
    <ComingSoon title="Plans">
      {paymentStatus === '1' ? <p className="coming-soon__param">Payment succeeded.</p> : paymentStatus === '0' ? <p className="coming-soon__param">Payment failed.</p> : null}
    </ComingSoon>
  );
}
