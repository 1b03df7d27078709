import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { sessionStore } from '@/shared/session';
import { pageChanged } from '@/shared/toast';
import { AppToaster } from '@/shared/toast/AppToaster';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';

/** Query cache, session store and the toast container: everything a screen expects around it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={sessionStore}>
        {children}
        <AppToaster />
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/** The app: providers around the router. Tests pass their own query client and router (memory history). */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter({ queryClient }));
  // Toasts of the page left behind go away (a tab change within a page keeps them). "Left behind"
  // is judged from when the move began, not when the new page's code arrived: a toast raised just
  // before a redirect stays however long the next page takes to load (a slow network, a busy CPU).
  useEffect(() => {
    let movedAt = Date.now();
    const offStart = router.subscribe('onBeforeNavigate', () => void (movedAt = Date.now()));
    const offDone = router.subscribe('onResolved', (e) => e.pathChanged && pageChanged(movedAt));
    return () => {
      offStart();
      offDone();
    };
  }, [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
