export * from './messages';
export * from './user';
export * from './auth';
export * from './users';
export * from './plan';
export * from './analysis';
