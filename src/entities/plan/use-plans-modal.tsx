import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '@/entities/user';
import type { User } from '@subreddit-signal/contract';

/** Opens the layout's Plans modal; null outside a PlansModalProvider. */
const PlansModalContext = createContext<(() => void) | null>(null);

const LazyPurchasePlansModal = lazy(() => import('./PurchasePlansModal'));

/**
 * The purchase Plans modal, drawn from its first opening on. Its code (plan cards, purchase flow,
 * change dialog, their styles) loads then rather than with every signed-in page: most visits never
 * open it, and it was ~4 KB gzip of the paid analysis page's first load (decision 039).
 */
function PurchasePlansModal(props: { open: boolean; onClose: () => void; user: User | null }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyPurchasePlansModal {...props} />
    </Suspense>
  );
}

/**
 * One Plans modal for the signed-in layout. It lives above the routes, so it stays open across a
 * navigation: a paid page that runs out of credits sends the user to /advanced-analysis and
 * the modal offering more credits is still there when they arrive.
 */
export function PlansModalProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return (
    <PlansModalContext.Provider value={show}>
      {children}
      <PurchasePlansModal open={open} onClose={close} user={user} />
    </PlansModalContext.Provider>
  );
}

/**
 * The Plans modal ('Unlock Premium Features'), for a screen where a free user
 * reaches for a Pro feature or a plan's allowance runs out. `show()` opens it; render `modal`.
 * Inside the signed-in layout (PlansModalProvider) it opens the layout's modal and `modal` is null;
 * elsewhere the screen renders its own.
 */
export function usePlansModal(user: User | null) {
  const shared = useContext(PlansModalContext);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  if (shared) return { show: shared, modal: null };
  return { show, modal: <PurchasePlansModal open={open} onClose={close} user={user} /> };
}

/**
 * Only the opener, for code that renders nothing (a failure redirect, a credit check): the
 * layout's Plans modal, or /plans when there is no layout around.
 */
export function useShowPlansModal(): () => void {
  const shared = useContext(PlansModalContext);
  const navigate = useNavigate();
  const toPlans = useCallback(() => void navigate({ to: '/plans' }), [navigate]);
  return shared ?? toPlans;
}
