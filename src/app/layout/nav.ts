import type { ComponentType, SVGProps } from 'react';
import { BookmarkIcon, BulbIcon, ChartIcon, HistoryIcon, HomeIcon, SearchIcon, SparklesIcon, TrendIcon, UserIcon } from '@/shared/ui';

export interface NavItem {
  label: string;
  to:
    | '/home'
    | '/analyze-subreddit'
    | '/analysis-history'
    | '/generated-post-ideas'
    | '/ai-post-generator-results'
    | '/advanced-analysis'
    | '/saved-ideas'
    | '/trends-reports'
    | '/audiences';
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Every pathname for which the entry is highlighted (its own page and the pages reached from it). */
  activeFor: readonly string[];
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/home', icon: HomeIcon, activeFor: ['/home'] },
  {
    label: 'Analyze Subreddit / Post',
    to: '/analyze-subreddit',
    icon: SearchIcon,
    activeFor: [
      '/analyze-subreddit',
      '/subreddit-search-results',
      '/subreddit-free-analysis-results',
      '/analyze-post',
      '/post-free-analysis-results',
    ],
  },
  { label: 'Analysis history', to: '/analysis-history', icon: HistoryIcon, activeFor: ['/analysis-history'] },
  { label: 'Post Ideas', to: '/generated-post-ideas', icon: BulbIcon, activeFor: ['/generated-post-ideas'] },
];

/** Under 'Pro Features'. */
export const PRO_NAV: readonly NavItem[] = [
  {
    label: 'AI post generator',
    to: '/ai-post-generator-results',
    icon: SparklesIcon,
    activeFor: ['/ai-post-generator-results', '/ai-post-generator', '/generate-comments-responses'],
  },
  {
    label: 'Advanced Analysis',
    to: '/advanced-analysis',
    icon: ChartIcon,
    activeFor: [
      '/advanced-analysis',
      '/advanced-subreddit-search-results',
      '/advanced-subreddit-paid-analysis-results',
      '/paid-analyze-post',
      '/post-paid-analysis-results',
    ],
  },
  { label: 'Saved Ideas', to: '/saved-ideas', icon: BookmarkIcon, activeFor: ['/saved-ideas'] },
  { label: 'Trends & Reports', to: '/trends-reports', icon: TrendIcon, activeFor: ['/trends-reports'] },
  // Not in the spec's sidebar: decision 026.
  { label: 'Audiences', to: '/audiences', icon: UserIcon, activeFor: ['/audiences', '/audience'] },
];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

export function isNavActive(item: NavItem, pathname: string): boolean {
  return item.activeFor.includes(normalize(pathname));
}
