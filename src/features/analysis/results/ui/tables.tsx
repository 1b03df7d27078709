import { Link } from '@tanstack/react-router';
import type { SimilarSubredditRow, TopPostRow } from '@subreddit-signal/contract';
import { withoutSubredditPrefix } from '@subreddit-signal/contract';
import { formatCount, formatPercent, formatPerDay } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import { safeLink } from '../model/params';
import { EmptyText } from './states';

/** Top tables show 10 posts. */
export const TOP_POSTS_LIMIT = 10;

/**
 * A table that scrolls sideways where it does not fit (a focusable region, so keyboards can scroll
 * it). On phones its rows become cards instead (`data-table--cards`): each figure shows its column
 * name from `data-label`.
 */
function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll table-scroll--cards" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Top posts by engagement (currentWeek / currentMonth), at most 10, or 'No data found'. */
export function TopPostsTable({ rows, caption }: { rows: readonly TopPostRow[]; caption: string }) {
  const top = [...rows].sort((a, b) => b.engagementRate - a.engagementRate).slice(0, TOP_POSTS_LIMIT);
  if (top.length === 0) return <EmptyText>{RESULTS_MSG.noData}</EmptyText>;
  return (
    <TableScroll label={caption}>
      <table className="data-table data-table--cards">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-table__num">
              #
            </th>
            <th scope="col">Title</th>
            <th scope="col">Keyword</th>
            <th scope="col" className="data-table__num">
              Upvotes
            </th>
            <th scope="col" className="data-table__num">
              Comments
            </th>
            <th scope="col" className="data-table__num">
              Engagement rate
            </th>
          </tr>
        </thead>
        <tbody>
          {top.map((row, i) => {
            const href = safeLink(row.url);
            return (
              <tr key={`${i}-${row.title}`}>
                <td className="data-table__num data-table__rank">{i + 1}</td>
                <td className="data-table__title">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {row.title}
                    </a>
                  ) : (
                    row.title
                  )}
                </td>
                <td>{row.keyword ? <span className="chip chip--small">{row.keyword}</span> : '—'}</td>
                <td className="data-table__num" data-label="Upvotes">
                  {formatCount(row.upvotes)}
                </td>
                <td className="data-table__num" data-label="Comments">
                  {formatCount(row.comments)}
                </td>
                <td className="data-table__num" data-label="Engagement rate">
                  {formatPercent(row.engagementRate)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Shown for a figure the data cannot measure (never a 0 that reads as 'no activity'). */
const UNKNOWN_FIGURE = '—';

/** Similar-subreddit comparison: Subreddit, Subscribers, Posts/Day, Comments/Day, EngagementRate. */
export function SimilarSubredditsTable({ rows, caption }: { rows: readonly SimilarSubredditRow[]; caption: string }) {
  if (rows.length === 0) return <EmptyText>{RESULTS_MSG.noData}</EmptyText>;
  return (
    <TableScroll label={caption}>
      <table className="data-table data-table--cards">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Subreddit</th>
            <th scope="col" className="data-table__num">
              Subscribers
            </th>
            <th scope="col" className="data-table__num">
              Posts/Day
            </th>
            <th scope="col" className="data-table__num">
              Comments/Day
            </th>
            <th scope="col" className="data-table__num">
              Engagement Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = withoutSubredditPrefix(row.Subreddit);
            // A community the data holds no posts of: its activity is unknown, not zero.
            const unknown = row.activity === 'unknown';
            return (
              <tr key={row.Subreddit}>
                <th scope="row" className="data-table__title">
                  {/* The free analysis: following a comparison row should not spend a credit. */}
                  <Link to="/subreddit-free-analysis-results" search={{ q: name }}>{`r/${name}`}</Link>
                </th>
                <td className="data-table__num" data-label="Subscribers">
                  {formatCount(row.Subscribers)}
                </td>
                <td className="data-table__num" data-label="Posts/Day">
                  {unknown && row['Posts/Day'] === 0 ? UNKNOWN_FIGURE : formatPerDay(row['Posts/Day'])}
                </td>
                <td className="data-table__num" data-label="Comments/Day">
                  {unknown ? UNKNOWN_FIGURE : formatPerDay(row['Comments/Day'])}
                </td>
                <td className="data-table__num" data-label="Engagement rate">
                  {unknown ? UNKNOWN_FIGURE : formatPercent(row.EngagementRate)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
