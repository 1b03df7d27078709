import { useState } from 'react';
import type { SimilarSubreddits, SubredditAnalysis } from '@subreddit-signal/contract';
import { windowNote } from '../model/format';
import { DEFAULT_PERIOD, PeriodToggle, type Period } from './PeriodToggle';
import { Section } from './Section';
import { SimilarSubredditsTable, TopPostsTable } from './tables';

const PERIOD_TEXT: Record<Period, string> = { week: 'this week', month: 'this month' };

/** Top 10 posts by engagement, week (currentWeek, default) or month (currentMonth). */
export function TopPostsSection({ analysis }: { analysis: SubredditAnalysis }) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const rows = period === 'week' ? analysis.currentWeek : analysis.currentMonth;
  return (
    <Section
      title="Top 10 posts by engagement"
      subtitle={windowNote(analysis.dataSource, period) ?? undefined}
      actions={<PeriodToggle value={period} onChange={setPeriod} label="Top posts period" />}
    >
      <TopPostsTable rows={rows} caption={`Top posts by engagement ${PERIOD_TEXT[period]}`} />
    </Section>
  );
}

/** Similar-subreddit comparison, week (default) or month. */
export function SimilarSection({ similar }: { similar: SimilarSubreddits }) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  return (
    <Section
      title="Similar subreddits"
      subtitle="How comparable communities behave over the same period."
      actions={<PeriodToggle value={period} onChange={setPeriod} label="Similar subreddits period" />}
    >
      <SimilarSubredditsTable rows={similar[period]} caption={`Similar subreddits ${PERIOD_TEXT[period]}`} />
    </Section>
  );
}
