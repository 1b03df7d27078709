import { notify } from '../toast';
import { session } from './session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** One id for the message, so the same toast is updated rather than stacked by parallel failures. */
const SESSION_ENDED_TOAST = 'session-ended';

/**
 * The session ended under the user (the refresh was refused, no refresh token was left, the API
 * still refused the tokens): user and tokens are cleared (and all of local storage, as after a failed
 * refresh, unless `clear: 'session'`), and, when there was a session to lose, the user is told why. The route guard then moves to /login. Only a session that
 * held tokens gets the message, so the 401s still in flight after the clear say nothing more, and
 * a logout (which clears the session itself) says nothing at all.
 */
export function endSession({ clear = 'all' }: { clear?: 'all' | 'session' } = {}): void {
  const { accessToken, refreshToken } = session.tokens();
  if (clear === 'all') session.clearAll();
  else session.clear();
  if (accessToken || refreshToken) notify.info(SESSION_ENDED_MESSAGE, { id: SESSION_ENDED_TOAST });
}
