import { ComingSoon } from './ComingSoon';

export function AnalysisHistoryPage() {
  return <ComingSoon title="Analysis history" />;
}
