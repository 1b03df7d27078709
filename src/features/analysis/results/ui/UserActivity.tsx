import { useState } from 'react';
import type { DataSourceInfo, PostTypeName } from '@subreddit-signal/contract';
import { BarChart } from '../../charts';
import { formatPercent, windowNote } from '../model/format';
import { typeShares } from '../model/post-types';
import { DEFAULT_PERIOD, PeriodToggle, type Period } from './PeriodToggle';
import { Section } from './Section';

/**
 * Weekly / monthly user-activity breakdown: Text, Link, Image, Video in
 * that order, each in its own colour, 'Other' left out; week by default.
 */
export function UserActivity({
  activity,
  source,
}: {
  activity: { week: Record<PostTypeName, string>; month: Record<PostTypeName, string> };
  source: DataSourceInfo;
}) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const shares = typeShares(activity[period]);
  const title = `User activity this ${period}`;
  return (
    <Section
      title="User activity breakdown"
      subtitle={['Share of new posts by type.', windowNote(source, period)].filter(Boolean).join(' ')}
      actions={<PeriodToggle value={period} onChange={setPeriod} label="User activity period" />}
    >
      <BarChart title={title} data={shares.map((s) => ({ label: s.type, value: s.value, color: s.color }))} format={formatPercent} />
    </Section>
  );
}
