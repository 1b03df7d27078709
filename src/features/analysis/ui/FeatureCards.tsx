import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, ChartIcon, SparklesIcon } from '@/shared/ui';
import type { SearchVariant } from '../model/search-schema';
import { AudienceIcon, CompassIcon } from './icons';

/**
 * Where each card leads: a real search, analysis or post of the built-in data, never a page that
 * needs input it does not get (a post analysis without a URL). The advanced landing's cards open
 * advanced searches (whose 'View analysis' leads to the paid analysis), so a click never spends a credit.
 */
export const SAMPLE_KEYWORD = 'marketing';
export const SAMPLE_SUBREDDIT = 'marketing';
/** A real post of the built-in 2013 sample (r/marketing), which the live API knows too. */
export const SAMPLE_POST_URL = 'https://www.reddit.com/r/marketing/comments/1bzygs/heres_the_marketing_plan_i_use_also_amaa/';

type Target =
  | { to: '/subreddit-search-results' | '/advanced-subreddit-search-results'; search: { q: string } }
  | { to: '/subreddit-free-analysis-results'; search: { q: string } }
  | { to: '/post-free-analysis-results'; search: { url: string } }
  | { to: '/ai-post-generator-results' };

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  target: (variant: SearchVariant) => Target;
  more: (variant: SearchVariant) => string;
}

const searchPage = (variant: SearchVariant) =>
  (variant === 'advanced' ? '/advanced-subreddit-search-results' : '/subreddit-search-results') as '/subreddit-search-results';

const FEATURES: readonly Feature[] = [
  {
    title: 'Smart subreddit search',
    text: 'Type a topic and get the communities where your audience already talks about it, ranked by relevance.',
    icon: <CompassIcon size={22} />,
    target: (v) => ({ to: searchPage(v), search: { q: SAMPLE_KEYWORD } }),
    more: () => `Search “${SAMPLE_KEYWORD}”`,
  },
  {
    title: 'Detailed Subreddit Analysis',
    text: 'Activity, engagement, post types and the best times to post for any community or single post.',
    icon: <ChartIcon size={22} />,
    target: (v) =>
      v === 'advanced'
        ? { to: searchPage(v), search: { q: 'seo' } }
        : { to: '/subreddit-free-analysis-results', search: { q: SAMPLE_SUBREDDIT } },
    more: (v) => (v === 'advanced' ? 'Search “seo”' : `Analyze r/${SAMPLE_SUBREDDIT}`),
  },
  {
    title: 'AI Post generator for Reddit',
    text: 'Draft posts that fit a subreddit’s tone and rules, with a call to action and hashtags.',
    icon: <SparklesIcon size={22} />,
    target: () => ({ to: '/ai-post-generator-results' }),
    more: () => 'Create a post',
  },
  {
    title: 'Audience insights',
    text: 'See what the audience upvotes and comments on, the keywords it uses and the flairs it follows.',
    icon: <AudienceIcon size={22} />,
    target: (v) =>
      v === 'advanced'
        ? { to: searchPage(v), search: { q: 'socialmedia' } }
        : { to: '/post-free-analysis-results', search: { url: SAMPLE_POST_URL } },
    more: (v) => (v === 'advanced' ? 'Search “socialmedia”' : 'Analyze a sample post'),
  },
];

/** The four feature cards of the analysis landings, each opening a working example. */
export function FeatureCards({ variant }: { variant: SearchVariant }) {
  return (
    <section className="an-features" aria-labelledby="an-features-title">
      <h2 className="sr-only" id="an-features-title">
        What you can do
      </h2>
      <ul className="an-features__list">
        {FEATURES.map((f, i) => (
          <li key={f.title}>
            <Link
              {...f.target(variant)}
              className="card an-feature"
              aria-labelledby={`an-feature-${i}`}
              aria-describedby={`an-feature-${i}-text`}
            >
              <span className="an-feature__icon" aria-hidden>
                {f.icon}
              </span>
              <h3 className="an-feature__title" id={`an-feature-${i}`}>
                {f.title}
              </h3>
              <p className="an-feature__text" id={`an-feature-${i}-text`}>
                {f.text}
              </p>
              <span className="an-feature__more" aria-hidden>
                {f.more(variant)}
                <ArrowRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
