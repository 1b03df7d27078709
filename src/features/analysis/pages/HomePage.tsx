import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/entities/user';
import { EmptyState, ErrorState, HistoryIcon } from '@/shared/ui';
import { useSearchHistory } from '../api/history';
import { useErrorToast } from '../lib/use-error-toast';
import { HOME_HISTORY_PARAMS } from '../model/history';
import { ANALYSIS_MSG } from '../model/messages';
import { SearchBox } from '../search/SearchBox';
import { DataNotice } from '../ui/DataNotice';
import { HistoryTable, HistoryTableSkeleton } from '../ui/HistoryTable';
import '../ui/analysis.css';

/** 'Jane' from 'Jane Doe'; empty when there is no name. */
export const firstNameOf = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * /home: the greeting, the search box and the 10 latest searches
 * (POST /reddit/subreddit-search-history page 1, limit 10, type all, sortBy createdAt).
 */
export function HomePage() {
  const { user } = useCurrentUser();
  const firstName = firstNameOf(user?.name);

  return (
    <div className="an-page">
      <section className="card an-hero" aria-labelledby="home-greeting">
        <h1 className="an-hero__title" id="home-greeting">
          {firstName ? `Hello ${firstName}` : 'Hello'}
        </h1>
        <p className="an-hero__subtitle">Find the subreddits that fit your next post, or paste a post link to see how it did.</p>
        <SearchBox variant="free" />
      </section>
      {user ? <DataNotice key={user._id} userId={user._id} /> : null}
      <RecentHistory />
    </div>
  );
}

function RecentHistory() {
  const history = useSearchHistory(HOME_HISTORY_PARAMS);
  useErrorToast(history, ANALYSIS_MSG.historyFailed);
  const entries = history.data?.data;

  let body;
  if (entries) {
    body =
      entries.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon size={22} />}
          title={ANALYSIS_MSG.historyEmpty}
          action={
            <Link to="/analyze-subreddit" className="btn btn--primary btn--sm">
              {ANALYSIS_MSG.startAnalysis}
            </Link>
          }
        />
      ) : (
        <HistoryTable entries={entries} caption="Your 10 most recent searches" />
      );
  } else if (history.isError) {
    body = (
      <ErrorState title="We could not load your recent searches." onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  } else {
    body = <HistoryTableSkeleton label="Loading recent searches" />;
  }

  return (
    <section className="card an-panel" aria-labelledby="home-recent-title">
      <header className="an-panel__head">
        <h2 className="an-panel__title" id="home-recent-title">
          Recent analysis history
        </h2>
        <Link to="/analysis-history" className="btn btn--secondary btn--sm">
          View all
        </Link>
      </header>
      {body}
    </section>
  );
}

export default HomePage;
