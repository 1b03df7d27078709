export * from './session';
export * from './session-ended';
