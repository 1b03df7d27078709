import type { SubredditAnalysis } from '@/shared/api/contract';
import { formatAverage, formatLength, formatPercent } from '../model/format';
import { formatUtcOffset, shiftHhmm, viewerOffsetMinutes } from '../model/time';

interface Metric {
  label: string;
  value: string;
  unit?: string;
  hint?: string;
  /** Takes two columns (a value with a second line, such as the viewer's local time). */
  wide?: boolean;
}

function bestTime(value: string | null): Metric {
  if (!value) return { label: 'Best time to post', value: 'Not enough posts', wide: true };
  const offset = viewerOffsetMinutes();
  const local = offset === 0 ? null : shiftHhmm(value, offset);
  return { label: 'Best time to post', value: `${value} UTC`, hint: local ? `${local} your time (${formatUtcOffset(offset)})` : undefined, wide: true };
}

/** The free metrics of the subreddit analysis: six single cells and the best time, two wide, so the grid of 4 (2 on phones) has no hole. */
export function freeMetrics(a: SubredditAnalysis): Metric[] {
  return [
    { label: 'Posts per week', value: formatAverage(a.posts_per_week) },
    a.dataSource.engagementBasis === 'sample-mean'
      ? { label: 'Engagement rate', value: 'n/a', hint: 'Subscriber count unknown' }
      : { label: 'Engagement rate', value: formatPercent(a.engagement_rate) },
    { label: 'Avg. upvotes', value: formatAverage(a.avg_upvotes) },
    { label: 'Avg. comments', value: formatAverage(a.avg_comments) },
    { label: 'Avg. title length', ...formatLength(a.avg_post_title_length) },
    { label: 'Avg. content length', ...formatLength(a.avg_content_length) },
    bestTime(a.best_time_to_post),
  ];
}

export function MetricsGrid({ analysis }: { analysis: SubredditAnalysis }) {
  return (
    <dl className="metric-grid">
      {freeMetrics(analysis).map((m) => (
        <div key={m.label} className={m.wide ? 'metric metric--wide' : 'metric'}>
          <dt className="metric__label">{m.label}</dt>
          <dd className="metric__value">
            {m.value}
            {m.unit ? <span className="metric__unit">{` ${m.unit}`}</span> : null}
            {m.hint ? <span className="metric__hint">{m.hint}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
