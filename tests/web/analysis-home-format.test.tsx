import { abbreviateNumber, formatDate, formatEpochDate } from '@/shared/lib/format';
import { firstNameOf } from '@/features/analysis/pages/HomePage';
import { exploredText, identifiedText } from '@/features/analysis/pages/SearchResultsPage';
import { communitySize, postsPerWeekText } from '@/features/analysis/ui/SubredditCard';
import { formatAverage } from '@/features/analysis/results/model/format';
import { searchFormSchema } from '@/features/analysis/model/search-schema';
import { searchTarget, subredditAnalysisTarget } from '@/features/analysis/model/targets';
import { historyEntryTarget } from '@/features/analysis/model/history';

/** The product's formats (counts as K/M, dates like 'March 5, 2025') and the small rules the analysis screens build on. */

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.34, '12.3'],
    [1_000, '1K'],
    [1_499, '1K'],
    [1_500, '2K'],
    [12_345, '12K'],
    [45_600, '46K'],
    [999_499, '999K'],
    [999_500, '1M'], // would read 1000K
    [1_000_000, '1M'],
    [1_234_567, '1.23M'],
    [1_235_000, '1.24M'],
    [25_500_000, '25.5M'],
    [2_000_000, '2M'],
    [1_999_999, '2M'],
    [1_500_000_000, '1,500M'],
    [-2_500, '-3K'],
  ])('%p → %p', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('reads — for a value that is not a number', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('—');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe("dates like 'March 5, 2025'", () => {
  it('formats ISO strings, Dates and epoch milliseconds', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025');
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('December 31, 2025');
    expect(formatDate(Date.UTC(2024, 1, 29, 12))).toBe('February 29, 2024');
  });

  it('formats epoch seconds (the user fields)', () => {
    expect(formatEpochDate(Date.UTC(2025, 2, 5, 12) / 1000)).toBe('March 5, 2025');
  });

  it('gives null for missing or unreadable values', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    expect(formatEpochDate(null)).toBeNull();
    expect(formatEpochDate(Number.NaN)).toBeNull();
  });
});

describe('analysis screen rules', () => {
  it('first name for the greeting', () => {
    expect(firstNameOf('Jane Doe')).toBe('Jane');
    expect(firstNameOf('  Prince  ')).toBe('Prince');
    expect(firstNameOf('')).toBe('');
    expect(firstNameOf(null)).toBe('');
  });

  it("'Explored N subreddits' from the header, else 'Explored 1000+ subreddits'; 'Identified N relevant subreddits'", () => {
    expect(exploredText(null)).toBe('Explored 1000+ subreddits');
    expect(exploredText(12_345)).toBe('Explored 12K subreddits');
    expect(exploredText(640)).toBe('Explored 640 subreddits');
    expect(exploredText(1)).toBe('Explored 1 subreddit');
    expect(identifiedText(0)).toBe('Identified 0 relevant subreddits');
    expect(identifiedText(1)).toBe('Identified 1 relevant subreddit');
    expect(identifiedText(25)).toBe('Identified 25 relevant subreddits');
  });

  it('card tag and posts per week', () => {
    expect(communitySize(null)).toBeNull();
    expect(communitySize(5_000)).toBe('Niche community');
    expect(communitySize(100_000)).toBe('Mid-size community');
    expect(communitySize(1_000_000)).toBe('Large community');
    expect(postsPerWeekText(null)).toBe('Posts per week unknown');
    expect(postsPerWeekText(0)).toBe('0 posts per week');
    expect(postsPerWeekText(1)).toBe('1 post per week');
    expect(postsPerWeekText(2.46)).toBe('2.5 posts per week');
    // Formatted as the analysis page's 'Posts per week' (formatAverage), so card and page read alike.
    expect(postsPerWeekText(7.25)).toBe(`${formatAverage(7.25)} posts per week`);
    expect(postsPerWeekText(312.4)).toBe('312.4 posts per week');
    expect(postsPerWeekText(4_321)).toBe(`${formatAverage(4_321)} posts per week`);
  });

  it('search input rules', () => {
    const errorOf = (mode: 'keyword' | 'url', query: string) => {
      try {
        searchFormSchema.validateSync({ mode, query });
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(errorOf('keyword', '')).toBe('This field is required');
    expect(errorOf('keyword', '   ')).toBe('This field is required');
    expect(errorOf('keyword', 'seo')).toBeNull();
    expect(errorOf('keyword', 'x'.repeat(101))).toBe('Keyword must be at most 100 characters');
    expect(errorOf('url', '')).toBe('This field is required');
    expect(errorOf('url', 'seo')).toBe('Invalid Reddit URL');
    expect(errorOf('url', 'https://www.reddit.com/r/seo/')).toBe('Invalid Reddit URL');
    expect(errorOf('url', 'https://evil.example/r/seo/comments/abc/')).toBe('Invalid Reddit URL');
    expect(errorOf('url', 'https://www.reddit.com/r/seo/comments/abc123/title/')).toBeNull();
    expect(errorOf('url', 'old.reddit.com/r/seo/comments/abc123')).toBeNull();
  });

  it('where searches, result cards and history rows go', () => {
    expect(searchTarget('free', 'keyword', ' seo ')).toEqual({ to: '/subreddit-search-results', search: { q: 'seo' } });
    expect(searchTarget('free', 'url', 'u')).toEqual({ to: '/post-free-analysis-results', search: { url: 'u' } });
    expect(searchTarget('advanced', 'keyword', 'seo')).toEqual({ to: '/advanced-subreddit-search-results', search: { q: 'seo' } });
    expect(searchTarget('advanced', 'url', 'u')).toEqual({ to: '/post-paid-analysis-results', search: { url: 'u' } });
    expect(subredditAnalysisTarget('free', 'SEO')).toEqual({ to: '/subreddit-free-analysis-results', search: { q: 'SEO' } });
    expect(subredditAnalysisTarget('advanced', 'SEO')).toEqual({ to: '/advanced-subreddit-paid-analysis-results', search: { q: 'SEO' } });
    expect(historyEntryTarget({ type: 'keyword', name: 'SEO', url: null, header_title: 'seo', no_of_result: 12 })).toEqual({
      to: '/subreddit-free-analysis-results',
      search: { q: 'SEO' },
    });
    // A search that found nothing goes back to that search, never to a made-up community ('r/saas').
    expect(historyEntryTarget({ type: 'keyword', name: '', url: null, header_title: 'saas', no_of_result: 0 })).toEqual({
      to: '/subreddit-search-results',
      search: { q: 'saas' },
    });
    expect(historyEntryTarget({ type: 'keyword', name: 'saas', url: null, header_title: 'saas', no_of_result: 0 })).toEqual({
      to: '/subreddit-search-results',
      search: { q: 'saas' },
    });
    expect(
      historyEntryTarget({
        type: 'redditUrl',
        name: 'seo',
        url: 'https://www.reddit.com/r/seo/comments/a/',
        header_title: 'A post',
        no_of_result: 1,
      }),
    ).toEqual({
      to: '/post-free-analysis-results',
      search: { url: 'https://www.reddit.com/r/seo/comments/a/' },
    });
    expect(historyEntryTarget({ type: 'redditUrl', name: 'seo', url: null, header_title: 'A post', no_of_result: 1 })).toBeNull();
  });
});
