import { useEffect, useRef, useState, type ComponentType } from 'react';
import toast, { useToasterStore, type Toast } from 'react-hot-toast';
import { loadOnce } from '../lib/load-once';
import { notify, TOASTER_OPTIONS } from './notify';
import { KEPT_WITH_MOVE_MS, onPageChange } from './page-change';
import type { ToasterViewProps } from './ToasterView';

export const TOASTER_LABEL = 'Notifications (Alt+T)';

type View = ComponentType<ToasterViewProps>;

/** The toasts' view, asked for with the first toast (a failed load is asked for again by the next call). */
export const loadToasterView = loadOnce<View>(() => import('./ToasterView').then((m) => m.ToasterView));

const RAISE = { blank: toast, success: toast.success, error: toast.error, loading: toast.loading, custom: toast.custom };

/**
 * The toasts that waited for the view start their time when it is there: each is raised again, same
 * id, message and options, so its 3000 ms count from now (the view's timers would close at once one
 * that waited longer, unseen).
 */
function restartClocks(toasts: Toast[]) {
  for (const { createdAt: _created, pauseDuration: _paused, ...t } of toasts) if (t.visible) RAISE[t.type](t.message, t);
}

/**
 * The global toast container: the labelled live region, there from the start (empty, and unstyled
 * until its view is there) so the first toast is announced as a change; Alt+T moves focus to it; the
 * toasts of a page left behind go. What the toasts look like and how they close, pause, stack and are
 * dragged away (ToasterView.tsx, with toaster.css) is a chunk of its own, asked for with the first
 * toast or Alt+T (decision 065). `toast()` only writes to react-hot-toast's store, which keeps a toast
 * with no view mounted and runs no timer then (the timers are the view's useToaster), so a toast raised
 * before the view is there waits in it and shows, for its whole time, once the view is drawn. If the
 * view cannot be loaded (network down), the next toast or the window coming back online asks again.
 */
export function AppToaster() {
  const { toasts } = useToasterStore(TOASTER_OPTIONS);
  const [View, setView] = useState<View | null>(() => loadToasterView.loaded);
  const regionRef = useRef<HTMLElement>(null);
  const current = useRef(toasts);
  current.current = toasts;
  const waiting = !View && toasts.some((t) => t.visible);

  // Toasts but no view: ask for it (again on every change of the store and when back online).
  useEffect(() => {
    if (!waiting) return;
    const load = () =>
      void loadToasterView().then(
        (v) => {
          restartClocks(current.current);
          setView(() => v);
        },
        () => {},
      );
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [waiting, toasts]);

  // Alt+T: focus the notifications (the key code, because Alt+T types another character on macOS).
  // Before the first toast the region has neither its view nor its styles: both come first.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'KeyT' || e.key.toLowerCase() === 't')) {
        e.preventDefault();
        const focus = () => {
          const region = regionRef.current;
          (region?.querySelector<HTMLElement>('.app-toast') ?? region)?.focus();
        };
        if (loadToasterView.loaded) focus();
        else
          void loadToasterView().then(
            (v) => {
              restartClocks(current.current);
              setView(() => v);
              focus();
            },
            () => {},
          );
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Another page: what the last one said goes, except what the move itself just raised.
  useEffect(
    () =>
      onPageChange((at) => {
        for (const t of current.current) if (t.visible && t.createdAt < at - KEPT_WITH_MOVE_MS) notify.dismiss(t.id);
      }),
    [],
  );

  return (
    <section
      ref={regionRef}
      className="app-toaster"
      aria-label={TOASTER_LABEL}
      aria-live="polite"
      aria-relevant="additions text"
      tabIndex={-1}
    >
      {View ? <View region={regionRef} /> : null}
    </section>
  );
}
