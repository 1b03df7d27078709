import toast from 'react-hot-toast';
import { config } from '../config';

/**
 * The product's toast types (info, success, warning, error, default, dark, loading)
 * on top of react-hot-toast. The container (position, pause rules, drag, Alt+T) is <AppToaster/> and its view,
 * which reads the kind from the toast type (success, error, loading) or from the `toast--{kind}`
 * class (info, warning, dark) and draws the icon and colours.
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error' | 'default' | 'dark' | 'loading';

const base = { duration: config.toastDuration };

/** How the container reads the store: every toast closes after 3000 ms, a loading one only when replaced. */
export const TOASTER_OPTIONS = { ...base, loading: { duration: Infinity } };

/** `id`: a toast raised again with the same id replaces the one showing instead of stacking. */
export interface NotifyOptions {
  id?: string;
}

export const notify = {
  success: (message: string, opts?: NotifyOptions) => toast.success(message, { ...base, ...opts }),
  error: (message: string, opts?: NotifyOptions) => toast.error(message, { ...base, ...opts }),
  /** Stays until dismissed or replaced (pass its id to another notify call via react-hot-toast). */
  loading: (message: string, opts?: NotifyOptions) => toast.loading(message, opts),
  default: (message: string, opts?: NotifyOptions) => toast(message, { ...base, ...opts }),
  info: (message: string, opts?: NotifyOptions) => toast(message, { ...base, ...opts, className: 'toast--info' }),
  warning: (message: string, opts?: NotifyOptions) => toast(message, { ...base, ...opts, className: 'toast--warning' }),
  dark: (message: string, opts?: NotifyOptions) => toast(message, { ...base, ...opts, className: 'toast--dark' }),
  dismiss: (id?: string) => toast.dismiss(id),
};

/** The kind of a react-hot-toast toast as the container shows it. */
export function toastKind(t: { type: string; className?: string }): ToastKind {
  if (t.type === 'success' || t.type === 'error' || t.type === 'loading') return t.type;
  const marked = /(?:^|\s)toast--(info|warning|dark)(?:\s|$)/.exec(t.className ?? '');
  return marked ? (marked[1] as ToastKind) : 'default';
}
