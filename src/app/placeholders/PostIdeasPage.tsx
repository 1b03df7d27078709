import { ComingSoon } from './ComingSoon';

export function PostIdeasPage() {
  return <ComingSoon title="Post Ideas" />;
}
