import { useEffect, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, HistoryIcon } from '@/shared/ui';
import { useSearchHistory } from '../api/history';
import { useErrorToast } from '../lib/use-error-toast';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_SORT_OPTIONS,
  HISTORY_TYPE_OPTIONS,
  totalPages,
  type HistorySort,
  type HistoryType,
} from '../model/history';
import { ANALYSIS_MSG } from '../model/messages';
import { HistoryTable, HistoryTableSkeleton } from '../ui/HistoryTable';
import { Pagination } from '../ui/Pagination';
import '../ui/analysis.css';

/** Empty texts per filter; 'all' is the spec's history empty text. */
const EMPTY_TEXT: Record<HistoryType, string> = {
  all: ANALYSIS_MSG.historyEmpty,
  keyword: 'No keyword searches yet. Search a keyword to find the subreddits that fit it.',
  redditUrl: 'No Reddit posts analyzed yet. Paste a post link to see how it performed.',
};

/**
 * /analysis-history: every past search with a type filter (all, keyword,
 * redditUrl), a sort (createdAt, no_of_result) and numbered pagination of 10 per page. A change of
 * filter or sort goes back to page 1.
 */
export function AnalysisHistoryPage() {
  const [type, setType] = useState<HistoryType>('all');
  const [sortBy, setSortBy] = useState<HistorySort>('createdAt');
  const [page, setPage] = useState(1);
  const sortId = useId();

  const history = useSearchHistory({ page, limit: HISTORY_PAGE_SIZE, type, sortBy });
  useErrorToast(history, ANALYSIS_MSG.historyFailed);

  const data = history.data;
  const total = data?.totalSearchHistory ?? 0;
  const pageCount = totalPages(total);

  // The list shrank under us (or a stale page number): go to the last page that exists.
  const settled = Boolean(data) && !history.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pageCount) setPage(pageCount);
  }, [settled, page, pageCount]);

  // While the next page loads the previous rows stay on screen: label them with their own page.
  const shownPage = data?.params.page ?? page;
  const first = (shownPage - 1) * HISTORY_PAGE_SIZE + 1;
  const last = Math.min(total, shownPage * HISTORY_PAGE_SIZE);

  let body;
  if (data) {
    body =
      data.data.length === 0 && total === 0 ? (
        <EmptyState
          icon={<HistoryIcon size={22} />}
          title={EMPTY_TEXT[type]}
          action={
            <Link to={type === 'redditUrl' ? '/analyze-post' : '/analyze-subreddit'} className="btn btn--primary btn--sm">
              {ANALYSIS_MSG.startAnalysis}
            </Link>
          }
        />
      ) : (
        <>
          <HistoryTable
            entries={data.data}
            caption={`Analysis history, page ${shownPage} of ${pageCount}`}
            busy={history.isPlaceholderData}
          />
          <div className="an-panel__foot">
            <p className="an-muted" aria-live="polite">
              {data.data.length > 0 ? `Showing ${first}–${last} of ${total.toLocaleString('en-US')}` : null}
            </p>
            <Pagination page={page} pageCount={pageCount} onChange={setPage} />
          </div>
        </>
      );
  } else if (history.isError) {
    body = (
      <ErrorState title="We could not load your analysis history." onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  } else {
    body = <HistoryTableSkeleton rows={HISTORY_PAGE_SIZE} label="Loading analysis history" />;
  }

  return (
    <div className="an-page">
      <header className="an-page-head">
        <h1 className="an-page-head__title">Analysis history</h1>
        <p className="an-muted">Every keyword you searched and post you analyzed. Open one to see its analysis again.</p>
      </header>
      <section className="card an-panel" aria-label="Past searches">
        <div className="an-toolbar">
          <div className="an-segmented" role="group" aria-label="Filter by type">
            {HISTORY_TYPE_OPTIONS.map((o) => (
              <button
                key={o.value}
                type="button"
                className="an-segmented__option"
                aria-pressed={type === o.value}
                onClick={() => {
                  setType(o.value);
                  setPage(1);
                }}
              >
                {o.label}
              </button>
            ))}
          </div>
          <div className="an-toolbar__sort">
            <label htmlFor={sortId} className="an-toolbar__label">
              Sort by
            </label>
            <select
              id={sortId}
              className="input an-select"
              value={sortBy}
              onChange={(e) => {
                setSortBy(e.target.value as HistorySort);
                setPage(1);
              }}
            >
              {HISTORY_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {body}
      </section>
    </div>
  );
}

export default AnalysisHistoryPage;
