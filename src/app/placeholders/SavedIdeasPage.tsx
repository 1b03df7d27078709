import { ComingSoon } from './ComingSoon';

export function SavedIdeasPage() {
  return <ComingSoon title="Saved Ideas" />;
}
