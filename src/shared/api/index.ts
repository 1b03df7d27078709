export * from './http';
export * from './post-ideas-key';
export * from '@subreddit-signal/contract';
