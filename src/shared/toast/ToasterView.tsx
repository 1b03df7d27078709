import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast';
import { makeIcon } from '../ui/icons/make-icon';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../ui/icons/status-icons';
import { TOASTER_OPTIONS, toastKind, type ToastKind } from './notify';
import './toaster.css';

/** A toast dragged further than this share of its width (80 percent) is dismissed. */
export const DRAG_DISMISS_RATIO = 0.8;
/**
 * At most this many toasts show at once (decision 020): a burst (several failed calls, repeated
 * copies) would otherwise stack down a phone's screen. A newer toast pushes the oldest out.
 */
export const TOAST_CAP = 3;

type PauseReason = 'hover' | 'focus' | 'window';

export interface ToasterViewProps {
  /** The notifications region AppToaster draws (the view fills it and listens on it). */
  region: RefObject<HTMLElement | null>;
}

/**
 * What the notifications region shows, loaded with the first toast (AppToaster.tsx, decision 065), on
 * react-hot-toast's headless `useToaster` (whose timers close the toasts: every toast after 3000 ms,
 * loading ones when replaced): at most TOAST_CAP at once, the clock paused while the pointer is over
 * the toasts, while keyboard focus is inside them and while the window has lost focus or is hidden; a
 * toast dragged past 80 % of its width is dismissed; each toast has a close button.
 */
export function ToasterView({ region }: ToasterViewProps) {
  const { toasts, handlers } = useToaster(TOASTER_OPTIONS);
  const { startPause, endPause } = handlers;
  // Several things can pause the clock at once; it runs again only when none holds it.
  const reasons = useRef(new Set<PauseReason>());
  const [paused, setPaused] = useState(false);
  const hold = useCallback((reason: PauseReason, on: boolean) => {
    const set = reasons.current;
    if (on) set.add(reason);
    else set.delete(reason);
    setPaused(set.size > 0);
  }, []);

  // The store is paused/resumed from an effect, with the handlers of the current render:
  // `endPause` only acts when the render it belongs to has seen the pause.
  const applied = useRef(false);
  useEffect(() => {
    if (paused && !applied.current) {
      applied.current = true;
      startPause();
    } else if (!paused && applied.current) {
      applied.current = false;
      endPause();
    }
  }, [paused, startPause, endPause]);
  const endPauseRef = useRef(endPause);
  useEffect(() => {
    endPauseRef.current = endPause;
  }, [endPause]);
  // Never leave the shared toast store paused behind (e.g. unmounted while hovered).
  useEffect(
    () => () => {
      if (applied.current) endPauseRef.current();
    },
    [],
  );

  // The region is AppToaster's: the pointer over it or focus inside it holds the clock.
  useLayoutEffect(() => {
    region.current?.toggleAttribute('data-paused', paused);
  }, [region, paused]);
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const enter = () => hold('hover', true);
    const leave = () => hold('hover', false);
    const focusIn = () => hold('focus', true);
    const focusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) hold('focus', false);
    };
    el.addEventListener('mouseenter', enter);
    el.addEventListener('mouseleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('mouseenter', enter);
      el.removeEventListener('mouseleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, [region, hold]);

  // Window focus: paused while the window is blurred or the tab hidden.
  useEffect(() => {
    const onBlur = () => hold('window', true);
    const onFocus = () => hold('window', document.visibilityState === 'hidden');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hold('window', true);
      else if (document.hasFocus()) hold('window', false);
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [hold]);

  // Newest first, as the store keeps them; beyond the cap the oldest are dismissed rather than kept
  // waiting, so no stale message turns up later. A loading toast stays (it is replaced, not timed).
  const visible = toasts.filter((t) => t.visible).slice(0, TOAST_CAP);
  const overflow = toasts
    .filter((t) => t.visible)
    .slice(TOAST_CAP)
    .filter((t) => t.type !== 'loading')
    .map((t) => t.id)
    .join('\n');
  useEffect(() => {
    if (overflow) for (const id of overflow.split('\n')) toast.dismiss(id);
  }, [overflow]);

  // With no toasts left nothing can be hovered or focused inside: drop those holds.
  useEffect(() => {
    if (visible.length === 0) {
      hold('hover', false);
      hold('focus', false);
    }
  }, [visible.length, hold]);

  return (
    <ol className="app-toaster__list">
      {visible.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  );
}

const AlertCircleIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.5" />
  </>,
);
const BellIcon = makeIcon(
  <>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
);

const ICONS: Record<ToastKind, () => React.ReactNode> = {
  success: () => <CheckCircleIcon />,
  error: () => <AlertCircleIcon />,
  warning: () => <AlertIcon />,
  info: () => <InfoIcon />,
  default: () => <BellIcon />,
  dark: () => <InfoIcon />,
  loading: () => <span className="spinner app-toast__spinner" aria-hidden />,
};

const KIND_LABEL: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
  default: 'Notice',
  dark: 'Notice',
  loading: 'Loading',
};

function ToastItem({ toast: t }: { toast: Toast }) {
  const kind = toastKind(t);
  const [dx, setDx] = useState(0);
  const drag = useRef<{ x: number; id: number; width: number } | null>(null);

  const onPointerDown = (e: ReactPointerEvent<HTMLLIElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    drag.current = { x: e.clientX, id: e.pointerId, width: e.currentTarget.getBoundingClientRect().width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLLIElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setDx(e.clientX - d.x);
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLLIElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    const distance = Math.abs(e.clientX - d.x);
    if (d.width > 0 && distance >= d.width * DRAG_DISMISS_RATIO) toast.dismiss(t.id);
    else setDx(0);
  };

  const style = dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(dx) / 400), transition: 'none' } : undefined;

  return (
    <li
      className={`app-toast app-toast--${kind}`}
      data-kind={kind}
      tabIndex={0}
      style={{ ...style, ...(t.style as object) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={(e) => {
        if (e.key === 'Escape' || e.key === 'Delete') toast.dismiss(t.id);
      }}
    >
      <span className="app-toast__icon" aria-hidden>
        {t.icon ?? ICONS[kind]()}
      </span>
      <span className="sr-only">{KIND_LABEL[kind]}: </span>
      <div className="app-toast__message">{resolveValue(t.message, t)}</div>
      <button type="button" className="app-toast__close" aria-label="Close notification" onClick={() => toast.dismiss(t.id)}>
        <CloseIcon size={16} />
      </button>
      {kind !== 'loading' && Number.isFinite(t.duration) ? (
        <span className="app-toast__timer" style={{ animationDuration: `${t.duration}ms` }} aria-hidden />
      ) : null}
    </li>
  );
}
