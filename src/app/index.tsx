import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/theme.css';
import { App } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter, preloadPageCode } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
preloadPageCode(router, window.location.pathname);

// The first number formatted in a page loads ICU's number data: ~25 ms of CPU (50-70 ms on a busy
// machine) that used to fall inside the signed-in pages' chunk evaluation, on the way to their
// first render. Done in idle time instead, while those chunks are still on the network.
window.requestIdleCallback?.(() => new Intl.NumberFormat('en-US').format(0));

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
