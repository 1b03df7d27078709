import type { SearchMode } from '../model/search-schema';
import { SearchBox } from '../search/SearchBox';
import { FeatureCards } from '../ui/FeatureCards';
import '../ui/analysis.css';

/**
 * The analysis landings: /analyze-subreddit and /analyze-post (free; the post
 * landing opens in Reddit URL mode), /advanced-analysis and /paid-analyze-post (advanced).
 */
export function AnalyzePage({ advanced, initialMode = 'keyword' }: { advanced?: boolean; initialMode?: SearchMode }) {
  const variant = advanced ? 'advanced' : 'free';
  return (
    <div className="an-page">
      <section className="card an-hero an-hero--landing" aria-labelledby="analyze-title">
        <span className={advanced ? 'an-eyebrow an-eyebrow--pro' : 'an-eyebrow'}>{advanced ? 'Advanced analysis' : 'Free analysis'}</span>
        <h1 className="an-hero__title" id="analyze-title">
          {advanced ? 'Find relevant subreddits for you' : 'Find relevant subreddits and posts for you'}
        </h1>
        <p className="an-hero__subtitle">
          {advanced
            ? 'Search by keyword for a full breakdown of each community, or paste a post link for its complete analysis.'
            : 'Search by keyword to discover the communities that fit your topic, or paste a post link to see how it performed.'}
        </p>
        <SearchBox key={initialMode} variant={variant} initialMode={initialMode} />
      </section>
      <FeatureCards variant={variant} />
    </div>
  );
}

export default AnalyzePage;
