export * from './http';
export * from './contract';
