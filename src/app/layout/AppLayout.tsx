import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { PlansModalProvider } from '@/entities/plan';
import { useCurrentUser } from '@/entities/user';
import { HTTPError } from '@/shared/api/http';
import { endSession } from '@/shared/session';
import { notify } from '@/shared/toast';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { Button, Spinner } from '@/shared/ui';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useLogout } from './useLogout';
import './layout.css';

/** For the route's loader: the profile request leaves with this layout's code (see prefetchProfile). */
export { prefetchProfile } from '@/entities/user';

/** Below the lg breakpoint (992 px) the sidebar becomes an overlay opened from the header. */
export const COMPACT_QUERY = '(max-width: 991.98px)';

/**
 * The signed-in layout: sidebar, header, main area. It loads the user
 * (session, else GET /users/profile) and shows a loading state until it arrives.
 */
export function AppLayout() {
  const { user, error, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const compact = useMediaQuery(COMPACT_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { logout, pending: loggingOut } = useLogout();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLElement | null>(null);

  // The profile call failed even after the token refresh: the session is gone (and the user told
  // why, unless the failed refresh already did).
  const unauthorized = !user && error instanceof HTTPError && error.response.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    endSession({ clear: 'session' });
    void navigate({ to: '/login', replace: true });
  }, [unauthorized, navigate]);

  const failed = !user && Boolean(error) && !unauthorized;
  useEffect(() => {
    if (failed) notify.error('Failed to load profile');
  }, [failed]);

  // The overlay closes on navigation.
  useEffect(() => setSidebarOpen(false), [pathname]);

  // While the overlay is open: Escape closes it, focus moves into it and back to the toggle after.
  useEffect(() => {
    if (!sidebarOpen) return;
    toggleRef.current = document.activeElement as HTMLElement | null;
    sidebarRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSidebarOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      toggleRef.current?.focus?.();
    };
  }, [sidebarOpen]);

  if (!user) {
    return (
      <div className="shell-loading">
        {failed ? (
          <div className="shell-loading__error" role="alert">
            <p>Failed to load profile</p>
            <div className="shell-loading__actions">
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
              <Button variant="ghost" onClick={() => void logout()} disabled={loggingOut}>
                Log Out
              </Button>
            </div>
          </div>
        ) : (
          <>
            <Spinner large label="Loading your workspace" />
            <span className="shell-loading__text">Loading your workspace…</span>
          </>
        )}
      </div>
    );
  }

  // One Plans modal for every screen in the layout (entities/plan): it stays open across the
  // redirects that follow running out of credits.
  return (
    <PlansModalProvider>
      <div className="shell" data-compact={compact || undefined} data-sidebar-open={sidebarOpen || undefined}>
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        <Sidebar
          ref={sidebarRef}
          user={user}
          pathname={pathname}
          compact={compact}
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          onLogout={() => void logout()}
          loggingOut={loggingOut}
        />
        {sidebarOpen ? <div className="shell__backdrop" onClick={() => setSidebarOpen(false)} aria-hidden /> : null}
        <div className="shell__main">
          <Header
            user={user}
            compact={compact}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((v) => !v)}
            onLogout={() => void logout()}
            loggingOut={loggingOut}
          />
          <main className="shell__content" id="main-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </PlansModalProvider>
  );
}
