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

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
