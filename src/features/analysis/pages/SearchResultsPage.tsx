import { errorMessage } from '@/shared/api/http';
import { abbreviateNumber } from '@/shared/lib/format';
import { Breadcrumbs, EmptyState, ErrorState, SearchIcon, Skeleton, type Crumb } from '@/shared/ui';
import { useSubredditSearch } from '../api/search';
import { useErrorToast } from '../lib/use-error-toast';
import { ANALYSIS_MSG } from '../model/messages';
import type { SearchVariant } from '../model/search-schema';
import { SearchBox } from '../search/SearchBox';
import { SubredditCard, SubredditCardSkeleton } from '../ui/SubredditCard';
import '../ui/analysis.css';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'Explored 12K subreddits' from the explored-count header, else the spec's 'Explored 1000+ subreddits'. */
export function exploredText(count: number | null): string {
  return count === null ? ANALYSIS_MSG.exploredFallback : `Explored ${abbreviateNumber(count)} ${plural(count, 'subreddit', 'subreddits')}`;
}

export const identifiedText = (n: number) => `Identified ${n.toLocaleString('en-US')} relevant ${plural(n, 'subreddit', 'subreddits')}`;

/**
 * /subreddit-search-results?q= and /advanced-subreddit-search-results?q=: the
 * subreddits for a keyword from POST /reddit/search-subreddit. Without a keyword it asks for one.
 */
export function SearchResultsPage({ q, advanced }: { q?: string; advanced?: boolean }) {
  const variant: SearchVariant = advanced ? 'advanced' : 'free';
  const keyword = (q ?? '').trim();
  const search = useSubredditSearch(keyword);
  useErrorToast(search, ANALYSIS_MSG.searchFailed);

  if (!keyword) {
    return (
      <div className="an-page">
        <Breadcrumbs items={searchCrumbs(variant, 'Search')} />
        <section className="card an-hero" aria-labelledby="results-missing-title">
          <h1 className="an-hero__title" id="results-missing-title">
            Search for subreddits
          </h1>
          <p className="an-hero__subtitle">Enter a keyword to see the subreddits where it is discussed most.</p>
          <SearchBox variant={variant} />
        </section>
      </div>
    );
  }

  const data = search.data;
  let stats;
  let content;
  if (data) {
    stats = (
      <>
        <span className="an-stat">{exploredText(data.exploredCount)}</span>
        <span className="an-stat an-stat--strong">{identifiedText(data.results.length)}</span>
      </>
    );
    content =
      data.results.length === 0 ? (
        <div className="card">
          <EmptyState icon={<SearchIcon size={22} />} title={ANALYSIS_MSG.noSubredditFound}>
            Try a broader keyword, such as “marketing”, or check the spelling.
          </EmptyState>
        </div>
      ) : (
        <ol className="an-results" aria-label={`Subreddits for ${keyword}`}>
          {data.results.map((result, i) => (
            <li key={result.name}>
              <SubredditCard result={result} index={i} variant={variant} />
            </li>
          ))}
        </ol>
      );
  } else if (search.isError) {
    content = (
      <div className="card">
        <ErrorState
          title={`We could not search subreddits for “${keyword}”.`}
          detail={errorMessage(search.error, '') || null}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      </div>
    );
  } else {
    stats = (
      <>
        <Skeleton width={170} height={16} />
        <Skeleton width={200} height={16} />
      </>
    );
    content = (
      <div role="status" aria-label="Loading subreddits">
        <ol className="an-results" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <SubredditCardSkeleton />
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <div className="an-page">
      <Breadcrumbs items={searchCrumbs(variant, keyword)} />
      <header className="an-results-head">
        <h1 className="an-results-head__title">Best Subreddits for {keyword}</h1>
        {stats ? <p className="an-results-head__stats">{stats}</p> : null}
      </header>
      <div className="card an-panel an-panel--search">
        <SearchBox key={keyword} variant={variant} initialQuery={keyword} compact />
      </div>
      {content}
    </div>
  );
}

/** Home › the variant's search screen › the keyword. */
function searchCrumbs(variant: SearchVariant, current: string): Crumb[] {
  const section: Crumb =
    variant === 'advanced'
      ? { label: 'Advanced Analysis', to: '/advanced-analysis' }
      : { label: 'Analyze Subreddit', to: '/analyze-subreddit' };
  return [{ label: 'Home', to: '/home' }, section, { label: current }];
}

export default SearchResultsPage;
