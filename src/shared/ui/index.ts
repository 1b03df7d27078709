export * from './Button';
export * from './TextField';
export * from './misc';
export * from './icons';
