import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/shared/ui/Button';

/**
 * Last-resort error screen for a route that failed to render or load (for example a code-split
 * chunk that failed to download after a deploy). Kept dependency-free: it is part of the first load.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunkFailed =
    error instanceof Error && /loading (css )?chunk|dynamically imported module|importing a module script/i.test(error.message);
  return (
    <div className="page-loading" role="alert">
      <div style={{ textAlign: 'center', maxWidth: 420, padding: 24 }}>
        <h1 style={{ fontSize: 20, marginBottom: 8 }}>Something went wrong!</h1>
        <p style={{ color: 'var(--c-ink-2)', margin: '0 0 16px' }}>
          {chunkFailed ? 'A new version of the app is available. Reload the page to continue.' : 'This page could not be displayed.'}
        </p>
        <Button onClick={() => (chunkFailed ? window.location.reload() : reset())}>{chunkFailed ? 'Reload' : 'Try again'}</Button>
      </div>
    </div>
  );
}
