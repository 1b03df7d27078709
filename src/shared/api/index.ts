export * from './http';
export * from '@subreddit-signal/contract';
