import { withoutSubredditPrefix } from '@subreddit-signal/contract';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate } from '@/shared/lib/format';
import { ArrowRightIcon, Skeleton } from '@/shared/ui';
import { historyEntryTarget, isEmptySearch } from '../model/history';
import type { HistoryEntry } from '../model/responses';

const COLUMNS = ['Subreddit Name', 'Keyword or Reddit URL', 'Search Date', 'Number of Results'] as const;

const subredditLabel = (name: string) => (name ? `r/${withoutSubredditPrefix(name)}` : '—');

/**
 * Past searches (home and /analysis-history): Subreddit Name, Keyword or Reddit
 * URL, Search Date ('March 5, 2025'), Number of Results and an arrow link to the free result page.
 * The whole row is clickable with a pointer; the arrow is the keyboard's way in. Below the md
 * breakpoint each row becomes a compact card.
 */
export function HistoryTable({ entries, caption, busy }: { entries: readonly HistoryEntry[]; caption: string; busy?: boolean }) {
  const navigate = useNavigate();

  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, entry: HistoryEntry) => {
    const target = historyEntryTarget(entry);
    if (!target || (e.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return; // selecting text, not navigating
    void navigate(target);
  };

  return (
    <div className="an-table-wrap" aria-busy={busy || undefined}>
      <table className={busy ? 'an-table an-table--busy' : 'an-table'}>
        <caption className="sr-only">{caption}</caption>
        <TableHead />
        <tbody>
          {entries.map((entry) => {
            const target = historyEntryTarget(entry);
            const isUrl = entry.type === 'redditUrl';
            const empty = isEmptySearch(entry);
            const name = empty ? 'No matching subreddit' : subredditLabel(entry.name);
            const date = formatDate(entry.createdAt);
            return (
              <tr
                key={entry._id}
                className={target ? 'an-table__row an-table__row--link' : 'an-table__row'}
                onClick={(e) => onRowClick(e, entry)}
              >
                <td className="an-table__name" title={name}>
                  {name}
                </td>
                <td className="an-table__query">
                  <div className="an-table__query-cell">
                    <span className={isUrl ? 'an-chip an-chip--url' : 'an-chip'}>{isUrl ? 'Reddit URL' : 'Keyword'}</span>
                    <span className="an-table__query-text">
                      <span className="an-table__query-main" title={entry.header_title || undefined}>
                        {entry.header_title || (isUrl ? entry.url : entry.name) || '—'}
                      </span>
                      {isUrl && entry.url && entry.header_title ? (
                        <span className="an-table__query-url" title={entry.url}>
                          {entry.url}
                        </span>
                      ) : null}
                    </span>
                  </div>
                </td>
                <td className="an-table__date">{date ? <time dateTime={entry.createdAt}>{date}</time> : '—'}</td>
                <td className="an-table__count" data-count={entry.no_of_result}>
                  {entry.no_of_result.toLocaleString('en-US')}
                </td>
                <td className="an-table__open">
                  {target ? (
                    <Link
                      {...target}
                      className="an-table__arrow"
                      aria-label={
                        isUrl
                          ? `Open post analysis: ${entry.header_title || entry.url}`
                          : empty
                            ? `Search again for ${entry.header_title}`
                            : `Open analysis of ${name}`
                      }
                    >
                      <ArrowRightIcon size={18} />
                    </Link>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TableHead() {
  return (
    <>
      <colgroup>
        <col className="an-table__col-name" />
        <col />
        <col className="an-table__col-date" />
        <col className="an-table__col-count" />
        <col className="an-table__col-open" />
      </colgroup>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col">
            <span className="sr-only">Open</span>
          </th>
        </tr>
      </thead>
    </>
  );
}

/** The table's shape while the first page loads. */
export function HistoryTableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="an-table-wrap" role="status" aria-label={label}>
      <table className="an-table an-table--skeleton" aria-hidden>
        <TableHead />
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i} className="an-table__row">
              <td className="an-table__name">
                <Skeleton width={110} />
              </td>
              <td className="an-table__query">
                <Skeleton width={i % 2 ? 220 : 160} />
              </td>
              <td className="an-table__date">
                <Skeleton width={120} />
              </td>
              <td className="an-table__count">
                <Skeleton width={36} />
              </td>
              <td className="an-table__open">
                <Skeleton width={34} height={34} radius={10} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
