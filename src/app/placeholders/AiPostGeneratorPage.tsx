import { ComingSoon } from './ComingSoon';

export function AiPostGeneratorPage() {
  return <ComingSoon title="AI post generator" />;
}
