import { ComingSoon } from './ComingSoon';

export function HomePage() {
  return <ComingSoon title="Home" isHome />;
}
