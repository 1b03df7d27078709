import { useEffect, useRef } from 'react';
import { notify } from '@/shared/toast';

/**
 * Raises `message` as an error toast once per failed fetch of a query (not once per render, and
 * not again for an error that was already in the cache when the screen mounted).
 */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }, message: string) {
  const shown = useRef(query.errorUpdatedAt);
  useEffect(() => {
    if (!query.isError || shown.current === query.errorUpdatedAt) return;
    shown.current = query.errorUpdatedAt;
    notify.error(message);
  }, [query.isError, query.errorUpdatedAt, message]);
}
