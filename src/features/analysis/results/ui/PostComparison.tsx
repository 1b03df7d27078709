import type { PostComparison } from '@subreddit-signal/contract';
import { formatRelative } from '../model/format';
import { DAY_NAMES, hhmm, shiftSlot } from '../model/time';
import { Section } from './Section';
import { useTimeZone, zoneLabel } from './TimeZone';
import './compare-list.css';

const count = (n: number) => n.toLocaleString('en-US');

/** One line per comparison, as plain sentences (pure, for the tests and the screen). */
export function comparisonLines(c: PostComparison, community: string, offsetHours = 0): { label: string; text: string }[] {
  const others = `r/${community}'s ${count(c.postsCompared)} other ${c.postsCompared === 1 ? 'post' : 'posts'} analysed`;
  const local = shiftSlot(
    { averageTime: hhmm(c.slot.hour * 60), day: c.slot.day, hour: c.slot.hour, performance: c.slot.performance ?? 1, posts: 0 },
    offsetHours,
  );
  const when = `${DAY_NAMES[local.localDay]} ${local.localTime} ${zoneLabel(offsetHours)}`;
  const slot =
    c.slot.bestRank !== null
      ? `Posted ${when}: one of the community's best times (#${c.slot.bestRank}).`
      : c.slot.performance !== null
        ? `Posted ${when}: posts in that hour do ${formatRelative(c.slot.performance)} the average post; not one of the best times.`
        : `Posted ${when}: not one of the best times.`;
  const { low, high } = c.titleRange;
  const fit = c.titleLength < low ? 'shorter than' : c.titleLength > high ? 'longer than' : 'within';
  return [
    { label: 'Score', text: `Higher than ${c.scorePercentile}% of ${others}.` },
    { label: 'Comments', text: `More than ${c.commentsPercentile}% of ${others}.` },
    { label: 'Time slot', text: slot },
    {
      label: 'Title length',
      text: `${count(c.titleLength)} characters, ${fit} the typical ${low}–${high} characters (the middle half of the community's titles).`,
    },
  ];
}

/** How the post did against its community: percentiles, its time slot, its title length. */
export function PostComparisonSection({ comparison, community }: { comparison: PostComparison | undefined; community: string }) {
  const { offsetHours } = useTimeZone();
  if (!comparison) return null;
  return (
    <Section title="How this post compares" subtitle={`Against the other posts of r/${community} in the data.`}>
      <dl className="compare-list">
        {comparisonLines(comparison, community, offsetHours).map((l) => (
          <div key={l.label} className="compare-list__row">
            <dt>{l.label}</dt>
            <dd>{l.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
