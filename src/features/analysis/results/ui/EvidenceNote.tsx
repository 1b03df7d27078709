import type { DataSourceInfo } from '@subreddit-signal/contract';
import { formatDataDate, yearOf } from '../model/format';
import { formatInstantAt } from '../model/time';
import { useTimeZone, zoneLabel } from './TimeZone';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * Where the numbers come from (every screen showing the dated snapshot says so): posts analysed,
 * their date range and the source; 'Sample data from {year}' for the bundled snapshot.
 */
export function EvidenceNote({ source }: { source: DataSourceInfo }) {
  const from = formatDataDate(source.from);
  const to = formatDataDate(source.to);
  const range = from && to ? (from === to ? ` on ${from}` : ` from ${from} to ${to}`) : '';
  const posts = `${COUNT.format(source.postsAnalysed)} ${source.postsAnalysed === 1 ? 'post' : 'posts'}`;
  const year = yearOf(source.dataDate) ?? yearOf(source.to) ?? 2013;
  // When archive data was fetched is a time of day: shown in the page's zone like every other time on it.
  const { offsetHours } = useTimeZone();
  const fetchedAt = source.kind === 'archive' ? formatInstantAt(source.asOf, offsetHours) : null;
  const fetched = fetchedAt ? ` Fetched ${fetchedAt} ${zoneLabel(offsetHours)}.` : '';
  // A label that carries the server's notice already ends its sentence ('… instead.'): no second full stop.
  const label = /[.!?]$/.test(source.label) ? source.label : `${source.label}.`;
  return (
    <aside className="evidence" aria-label="About this data">
      {source.kind === 'snapshot' ? <span className="evidence__badge">{`Sample data from ${year}`}</span> : null}
      <p className="evidence__text">
        {`Based on ${posts} analysed${range}.`} {source.label ? <span>{`Source: ${label}${fetched}`}</span> : null}
      </p>
    </aside>
  );
}
