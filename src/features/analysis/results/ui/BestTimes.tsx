import { useId } from 'react';
import { bestSlotMinPosts, type BestTimeSlot } from '@subreddit-signal/contract';
import { formatRelative } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import { DAY_NAMES, groupSlots, TIME_OF_DAY, TZ_OFFSETS, type TzOffset } from '../model/time';
import { Section } from './Section';
import { EmptyText } from './states';
import { useTimeZone, zoneLabel } from './TimeZone';

/**
 * Best times to post: the UTC slots seen at UTC+1 … UTC+4 (default +1), grouped into morning 5–11,
 * afternoon 12–16, evening 17–20 and night, best first. The selector sets the page's one zone
 * (TimeZone.tsx), so the overview and the heatmap move with it.
 */
/** Why no slot is a best time: said with the rule's numbers, not as a bare 'No data found'. */
export function noBestTimeReason(postsAnalysed: number): string {
  if (postsAnalysed < 10) return RESULTS_MSG.noData;
  const n = postsAnalysed.toLocaleString('en-US');
  return `No time stands out: a best time needs at least ${bestSlotMinPosts(postsAnalysed)} of the ${n} posts analysed in one weekday hour, doing clearly better than a typical hour.`;
}

/** Each slot says how many of the analysed posts it rests on ('10 of 999 posts'). */
export function BestTimes({ slots, postsAnalysed }: { slots: readonly BestTimeSlot[]; postsAnalysed: number }) {
  const { offsetHours: offset, setOffset } = useTimeZone();
  const selectId = useId();
  const groups = groupSlots(slots, offset);
  return (
    <Section
      title="Best times to post"
      subtitle={`Times in ${zoneLabel(offset)}. Performance compares posts in each slot with the subreddit's average post (1× = average).`}
      actions={
        setOffset ? (
          <div className="inline-field">
            <label htmlFor={selectId}>Time zone</label>
            <select
              id={selectId}
              className="select"
              value={offset}
              onChange={(e) => setOffset(Number(e.target.value) as TzOffset)}
              aria-describedby={`${selectId}-note`}
            >
              {TZ_OFFSETS.map((o) => (
                <option key={o} value={o}>{`UTC+${o}`}</option>
              ))}
            </select>
            <span className="sr-only" id={`${selectId}-note`}>
              Also sets the zone of the overview and the heatmap.
            </span>
          </div>
        ) : undefined
      }
    >
      {slots.length === 0 ? (
        <EmptyText>{noBestTimeReason(postsAnalysed)}</EmptyText>
      ) : (
        <div className="time-buckets">
          {TIME_OF_DAY.map((bucket) => {
            const list = groups[bucket.key];
            const headingId = `${selectId}-${bucket.key}`;
            return (
              <section key={bucket.key} className="time-bucket" aria-labelledby={headingId}>
                <h3 className="time-bucket__title" id={headingId}>
                  {bucket.label} <span className="time-bucket__hours">{bucket.hours}</span>
                </h3>
                {list.length === 0 ? (
                  <p className="time-bucket__empty">No standout times</p>
                ) : (
                  <ol className="time-bucket__list">
                    {list.map((slot) => (
                      <li key={`${slot.day}-${slot.hour}-${slot.averageTime}`} className="time-slot">
                        <span className="time-slot__when">{`${DAY_NAMES[slot.localDay]} ${slot.localTime}`}</span>
                        <span className="time-slot__perf">{`${formatRelative(slot.performance)} average · ${slot.posts.toLocaleString('en-US')} of ${postsAnalysed.toLocaleString('en-US')} ${postsAnalysed === 1 ? 'post' : 'posts'}`}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Section>
  );
}
