import { Link } from '@tanstack/react-router';
import { errorMessage } from '@/shared/api/http';
import { ErrorState } from '@/shared/ui';
import { RESULTS_MSG } from '../model/messages';

// Apart from states.tsx: only the free pages show it (a paid call's failure is a toast and a way back),
// and the paid pages, which import states.tsx, need not load the state panel and its styles.

/** The analysis could not be loaded: why (the server's message, else the spec's), 'Try again', and the way back to the search. */
export function AnalysisLoadError({
  error,
  onRetry,
  retrying,
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  backTo: '/analyze-post' | '/analyze-subreddit';
}) {
  return (
    <ErrorState
      variant="page"
      alert
      title={RESULTS_MSG.couldNotLoad}
      detail={errorMessage(error, RESULTS_MSG.loadFailed)}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Link to={backTo} className="btn btn--ghost btn--sm">
        Back to search
      </Link>
    </ErrorState>
  );
}
