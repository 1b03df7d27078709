export * from './messages';
export * from './user';
export * from './auth';
export * from './users';
export * from './plan';
export * from './analysis';
export * from './reddit-url';
export * from './analysis-requests';
