import type { SubredditAnalysis } from '@subreddit-signal/contract';
import { formatAverage, formatLength, formatPercent, measuredOverNote } from '../model/format';
import { shiftHhmm } from '../model/time';
import { useTimeZone, zoneLabel } from './TimeZone';

interface Metric {
  label: string;
  value: string;
  unit?: string;
  hint?: string;
  /** Takes two columns (a value with a second line, such as the viewer's local time). */
  wide?: boolean;
}

function bestTime(value: string | null, offsetHours: number): Metric {
  if (!value) return { label: 'Best time to post', value: 'Not enough posts', wide: true };
  return { label: 'Best time to post', value: `${shiftHhmm(value, offsetHours * 60) ?? value} ${zoneLabel(offsetHours)}`, wide: true };
}

/**
 * The free metrics of the subreddit analysis: six single cells and the best time, two wide, so the
 * grid of 4 (2 on phones) has no hole. The best time is in the page's zone (UTC without a selector).
 */
export function freeMetrics(a: SubredditAnalysis, offsetHours = 0): Metric[] {
  return [
    { label: 'Posts per week', value: formatAverage(a.posts_per_week), hint: measuredOverNote(a.posts_per_week_over) ?? undefined },
    a.dataSource.engagementBasis === 'sample-mean'
      ? { label: 'Engagement rate', value: 'n/a', hint: 'Subscriber count unknown' }
      : { label: 'Engagement rate', value: formatPercent(a.engagement_rate) },
    { label: 'Avg. upvotes', value: formatAverage(a.avg_upvotes) },
    { label: 'Avg. comments', value: formatAverage(a.avg_comments) },
    { label: 'Avg. title length', ...formatLength(a.avg_post_title_length) },
    { label: 'Avg. content length', ...formatLength(a.avg_content_length) },
    bestTime(a.best_time_to_post, offsetHours),
  ];
}

export function MetricsGrid({ analysis }: { analysis: SubredditAnalysis }) {
  const { offsetHours } = useTimeZone();
  return (
    <dl className="metric-grid">
      {freeMetrics(analysis, offsetHours).map((m) => (
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
