import { ComingSoon } from './ComingSoon';

export function GenerateCommentsPage() {
  return <ComingSoon title="Generate first comments" />;
}
