import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { RESULTS_MSG } from '../model/messages';
import { MetricsGrid } from './MetricsGrid';
import { PostTypeDistribution } from './PostTypeDistribution';
import { Section } from './Section';
import { HashtagList, TagList } from './TagList';

/** The free metrics of the subreddit analysis, shared by every result page. */
export function OverviewSection({ analysis, title = 'Overview' }: { analysis: SubredditAnalysis; title?: string }) {
  return (
    <Section title={title} subtitle="Averages over the posts analysed.">
      <MetricsGrid analysis={analysis} />
    </Section>
  );
}

export function DistributionSection({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <Section title="Post type distribution" subtitle="Share of all posts analysed.">
      <PostTypeDistribution distribution={analysis.post_type_distribution} />
    </Section>
  );
}

export function KeywordsSection({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <Section title="Keywords">
      <TagList items={analysis.keywords} empty={RESULTS_MSG.noKeywords} label="Keywords" />
    </Section>
  );
}

export function FlairsSection({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <Section title="Popular flairs">
      <TagList items={analysis.popularFlairs} empty={RESULTS_MSG.noFlairs} label="Popular flairs" />
    </Section>
  );
}

export function HashtagsSection({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <Section title="Hashtags" subtitle="Click a hashtag to copy it.">
      <HashtagList tags={analysis.hashTags} />
    </Section>
  );
}

/** Post type distribution, keywords and popular flairs side by side (stacked on phones). */
export function ContentSections({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <div className="analysis-grid analysis-grid--3">
      <DistributionSection analysis={analysis} />
      <KeywordsSection analysis={analysis} />
      <FlairsSection analysis={analysis} />
    </div>
  );
}
