import { ComingSoon } from './ComingSoon';

export function TrendsReportsPage() {
  return <ComingSoon title="Trends & Reports" />;
}
