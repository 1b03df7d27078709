export * from './hooks';
export * from './requests';
