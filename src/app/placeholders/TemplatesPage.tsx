import { ComingSoon } from './ComingSoon';

export function TemplatesPage() {
  return <ComingSoon title="Post Templates" />;
}
