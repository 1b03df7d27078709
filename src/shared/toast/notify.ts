import toast from 'react-hot-toast';
import { config } from '../config';

/**
 * The toast types of spec section 2 (info, success, warning, error, default, dark, loading)
 * on top of react-hot-toast. The container (position, pause rules, drag, Alt+T) is <AppToaster/>.
 */
export type ToastKind = 'info' | 'success' | 'warning' | 'error' | 'default' | 'dark' | 'loading';

const base = { duration: config.toastDuration };

export const notify = {
  success: (message: string) => toast.success(message, base),
  error: (message: string) => toast.error(message, base),
  loading: (message: string) => toast.loading(message),
  default: (message: string) => toast(message, base),
  info: (message: string) => toast(message, { ...base, className: 'toast--info', icon: 'ℹ️' }),
  warning: (message: string) => toast(message, { ...base, className: 'toast--warning', icon: '⚠️' }),
  dark: (message: string) => toast(message, { ...base, className: 'toast--dark', style: { background: '#1b1e2e', color: '#fff' } }),
  dismiss: (id?: string) => toast.dismiss(id),
};
