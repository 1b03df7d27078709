export * from './Button';
export * from './TextField';
export * from './Checkbox';
export * from './Switch';
export * from './Spinner';
export * from './Avatar';
export * from './Modal';
export * from './icons';
