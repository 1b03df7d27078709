import { useCallback, useEffect, useRef, useState } from 'react';

/** The generation progress bar: +3 every 500 ms, capped at 95; 100 on completion; closed 300 ms later. */
export const PROGRESS = { step: 3, tickMs: 500, cap: 95, done: 100, closeAfterMs: 300 } as const;

/**
 * The 'Generating Your Content...' modal's state: `start` opens it at 0 and lets the bar creep up
 * to the cap; `complete` jumps to 100 and closes after a beat; `cancel` closes at once (a failure).
 */
export function useGenerationProgress() {
  const [state, setState] = useState({ open: false, progress: 0 });
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const closer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    if (closer.current !== null) clearTimeout(closer.current);
    ticker.current = null;
    closer.current = null;
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setState({ open: true, progress: 0 });
    ticker.current = setInterval(() => {
      setState((s) => ({ ...s, progress: Math.min(PROGRESS.cap, s.progress + PROGRESS.step) }));
    }, PROGRESS.tickMs);
  }, [stopTimers]);

  const complete = useCallback(() => {
    stopTimers();
    setState({ open: true, progress: PROGRESS.done });
    closer.current = setTimeout(() => {
      closer.current = null;
      setState({ open: false, progress: PROGRESS.done });
    }, PROGRESS.closeAfterMs);
  }, [stopTimers]);

  const cancel = useCallback(() => {
    stopTimers();
    setState({ open: false, progress: 0 });
  }, [stopTimers]);

  return { open: state.open, progress: state.progress, start, complete, cancel };
}
