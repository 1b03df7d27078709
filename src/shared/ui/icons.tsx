// The icon set, in small modules by where the icons are drawn: a module is bundled whole, so the
// shell (toasts) and /login carry only the groups they draw, not every icon of the app.
export * from './icons/make-icon';
export * from './icons/status-icons';
export * from './icons/form-icons';
export * from './icons/feature-icons';
export * from './icons/account-icons';
