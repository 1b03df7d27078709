import type { SearchMode, SearchVariant } from './search-schema';

/**
 * Where a search goes: a keyword opens the subreddit search results, a post URL
 * the post analysis; the advanced variant opens the paid screens.
 */
export function searchTarget(variant: SearchVariant, mode: SearchMode, value: string) {
  const text = value.trim();
  if (mode === 'url') {
    return variant === 'advanced'
      ? ({ to: '/post-paid-analysis-results', search: { url: text } } as const)
      : ({ to: '/post-free-analysis-results', search: { url: text } } as const);
  }
  return variant === 'advanced'
    ? ({ to: '/advanced-subreddit-search-results', search: { q: text } } as const)
    : ({ to: '/subreddit-search-results', search: { q: text } } as const);
}

/** 'View analysis' on a search result card. */
export function subredditAnalysisTarget(variant: SearchVariant, name: string) {
  return variant === 'advanced'
    ? ({ to: '/advanced-subreddit-paid-analysis-results', search: { q: name } } as const)
    : ({ to: '/subreddit-free-analysis-results', search: { q: name } } as const);
}
