import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useShowPlansModal } from '@/entities/plan';
import { errorMessage, HTTPError } from '@/shared/api/http';
import { notify } from '@/shared/toast';

/**
 * Free pages: a failed load shows the server's message (or the fallback) in an error toast, once
 * per failure (StrictMode's replayed effects and re-renders do not repeat it; a failed retry does).
 */
export function useFailureToast(error: unknown, fallback: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    notify.error(errorMessage(error, fallback));
  }, [error, fallback]);
}

/**
 * Paid pages: on any failure (402 no credits, 404, 5xx, bad input) the
 * server's message is shown and the user goes to /advanced-analysis, exactly once. Out of credits
 * (402), the Plans modal opens as well; it belongs to the layout, so it is still open on arrival.
 */
export function usePaidFailureRedirect(failure: { error: unknown } | { message: string } | null, fallback: string) {
  const navigate = useNavigate();
  const showPlans = useShowPlansModal();
  const done = useRef(false);
  useEffect(() => {
    if (!failure || done.current) return;
    done.current = true;
    notify.error('message' in failure ? failure.message : errorMessage(failure.error, fallback));
    void navigate({ to: '/advanced-analysis', replace: true });
    if ('error' in failure && failure.error instanceof HTTPError && failure.error.response.status === 402) showPlans();
  }, [failure, fallback, navigate, showPlans]);
}
