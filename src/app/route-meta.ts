import '@tanstack/react-router';

/** Icon keys the layout maps to the inline icon set (kept as strings so the router chunk stays tiny). */
export type PageIconKey =
  'home' | 'search' | 'chart' | 'history' | 'bulb' | 'user' | 'crown' | 'sparkles' | 'bookmark' | 'trend' | 'template' | 'shield';

export interface PageMeta {
  /** Page title shown in the header and the document title. */
  title: string;
  icon: PageIconKey;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: PageMeta;
  }
}

/** Header title and icon per route (the screen names the product uses). */
export const PAGE_META = {
  '/login': { title: 'Log In', icon: 'user' },
  '/create-account': { title: 'Create account', icon: 'user' },
  '/forgot-password': { title: 'Forgot password', icon: 'shield' },
  '/otp': { title: 'Verify code', icon: 'shield' },
  '/new-password': { title: 'New password', icon: 'shield' },
  '/auth-required': { title: 'Log in required', icon: 'shield' },
  '/change-password': { title: 'Change password', icon: 'shield' },
  '/home': { title: 'Home', icon: 'home' },
  '/analyze-subreddit': { title: 'Analyze Subreddit / Post', icon: 'search' },
  '/analyze-post': { title: 'Analyze Subreddit / Post', icon: 'search' },
  '/subreddit-search-results': { title: 'Subreddit search results', icon: 'search' },
  '/subreddit-free-analysis-results': { title: 'Subreddit analysis', icon: 'chart' },
  '/post-free-analysis-results': { title: 'Post analysis', icon: 'chart' },
  '/analysis-history': { title: 'Analysis history', icon: 'history' },
  '/generated-post-ideas': { title: 'Post Ideas', icon: 'bulb' },
  '/profile': { title: 'Profile', icon: 'user' },
  '/plans': { title: 'Plans', icon: 'crown' },
  '/ai-post-generator-results': { title: 'AI post generator', icon: 'sparkles' },
  '/generate-comments-responses': { title: 'Generate first comments', icon: 'sparkles' },
  '/advanced-analysis': { title: 'Advanced Analysis', icon: 'chart' },
  '/advanced-subreddit-search-results': { title: 'Advanced subreddit search results', icon: 'search' },
  '/advanced-subreddit-paid-analysis-results': { title: 'Advanced subreddit analysis', icon: 'chart' },
  '/paid-analyze-post': { title: 'Advanced Analysis', icon: 'chart' },
  '/post-paid-analysis-results': { title: 'Advanced post analysis', icon: 'chart' },
  '/saved-ideas': { title: 'Saved Ideas', icon: 'bookmark' },
  '/trends-reports': { title: 'Trends & Reports', icon: 'trend' },
  '/templates': { title: 'Post Templates', icon: 'template' },
  '/audiences': { title: 'Audiences', icon: 'user' },
  '/audience': { title: 'Audience', icon: 'user' },
} as const satisfies Record<string, PageMeta>;

export type MetaPath = keyof typeof PAGE_META;
export const APP_NAME = 'Subreddit Signal';
