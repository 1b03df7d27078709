/**
 * Toasts belong to the page that raised them: when the user moves to another page, the container
 * drops those (decision 028). A toast raised by the move itself (a success message before a
 * redirect) is younger than KEPT_WITH_MOVE_MS and stays to be read on the new page.
 */
export const KEPT_WITH_MOVE_MS = 1000;

type Listener = (at: number) => void;
const listeners = new Set<Listener>();

/** Called by the app shell whenever the path changes (not for a search or hash change on the same page). */
export function pageChanged(at: number = Date.now()): void {
  for (const listener of listeners) listener(at);
}

export function onPageChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
