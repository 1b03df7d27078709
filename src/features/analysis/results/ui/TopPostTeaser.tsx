import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { RESULTS_MSG } from '../model/messages';
import { SamplePost, LockedSamplePost } from './SamplePost';
import { Section } from './Section';

// Apart from SubredditOverview.tsx: only the free pages show the teaser, and the paid pages, which
// import the overview's sections, need not load the sample post and its lock.

/**
 * The top post teaser of the free pages: locked for free users, the sample in the
 * clear for paid plans, with the way to the full top-10 either way.
 */
export function TopPostTeaser({ analysis, locked, onUnlock }: { analysis: SubredditAnalysis; locked: boolean; onUnlock: () => void }) {
  const sample = analysis.raw_historical_posts[0];
  return (
    <Section
      title="Top posts"
      subtitle={
        locked
          ? 'The posts that did best, with their titles, flairs and engagement.'
          : 'A sample of what did well. Give me more info shows the top 10.'
      }
    >
      {locked ? (
        <LockedSamplePost post={sample} onUnlock={onUnlock} />
      ) : sample ? (
        <SamplePost post={sample} />
      ) : (
        <p className="analysis-empty">{RESULTS_MSG.noData}</p>
      )}
    </Section>
  );
}
