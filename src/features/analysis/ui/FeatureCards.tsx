import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, ChartIcon, SparklesIcon } from '@/shared/ui';
import type { SearchVariant } from '../model/search-schema';
import { AudienceIcon, CompassIcon } from './icons';

type AnalysisTarget = '/post-free-analysis-results' | '/advanced-subreddit-search-results';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  /** 'analysis' goes to the variant's analysis screen, 'generator' to the AI post generator. */
  kind: 'analysis' | 'generator';
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Smart subreddit search',
    text: 'Type a topic and get the communities where your audience already talks about it, ranked by relevance.',
    icon: <CompassIcon size={22} />,
    kind: 'analysis',
  },
  {
    title: 'Detailed Subreddit Analysis',
    text: 'Activity, engagement, post types and the best times to post for any community or single post.',
    icon: <ChartIcon size={22} />,
    kind: 'analysis',
  },
  {
    title: 'AI Post generator for Reddit',
    text: 'Draft posts that fit a subreddit’s tone and rules, with a call to action and hashtags.',
    icon: <SparklesIcon size={22} />,
    kind: 'generator',
  },
  {
    title: 'Audience insights',
    text: 'See what the audience upvotes and comments on, the keywords it uses and the flairs it follows.',
    icon: <AudienceIcon size={22} />,
    kind: 'analysis',
  },
];

/**
 * The four feature cards of the analysis landings. They link to the post analysis
 * (free) or the advanced subreddit search (advanced), and to the AI post generator.
 */
export function FeatureCards({ variant }: { variant: SearchVariant }) {
  const analysis: AnalysisTarget = variant === 'advanced' ? '/advanced-subreddit-search-results' : '/post-free-analysis-results';
  return (
    <section className="an-features" aria-labelledby="an-features-title">
      <h2 className="sr-only" id="an-features-title">
        What you can do
      </h2>
      <ul className="an-features__list">
        {FEATURES.map((f, i) => (
          <li key={f.title}>
            <Link
              to={f.kind === 'generator' ? '/ai-post-generator-results' : analysis}
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
                {f.kind === 'generator' ? 'Create a post' : variant === 'advanced' ? 'Run an advanced search' : 'Analyze a post'}
                <ArrowRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
