import { HttpError } from '../../../platform/errors';

/** What a user sees whenever the live Reddit API cannot answer (breaker open, retries exhausted, bad credentials). */
export const REDDIT_UNAVAILABLE_MESSAGE = 'Reddit is not reachable right now. Please try again in a few minutes.';

/**
 * Reddit cannot answer right now. It is an HttpError (503), so the app's error handler already
 * answers `{ message: REDDIT_UNAVAILABLE_MESSAGE, error: 'Service Unavailable', statusCode: 503 }`;
 * `detail` says why, for logs only (never sent to users).
 */
export class RedditUnavailableError extends HttpError {
  override readonly name: string = 'RedditUnavailableError';
  constructor(
    readonly detail: string,
    /** Seconds after which trying again makes sense, when known (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** What users see; the live API's default, another source's own (the archive names itself). */
    message: string = REDDIT_UNAVAILABLE_MESSAGE,
  ) {
    super(503, message, retryAfterSeconds !== undefined ? { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : undefined);
  }
}

/** The circuit breaker is open: the call was not attempted. */
export class RedditCircuitOpenError extends RedditUnavailableError {
  override readonly name = 'RedditCircuitOpenError';
}

/** Our own rate budget is spent and the window resets later than we are willing to wait. */
export class RedditRateLimitedError extends RedditUnavailableError {
  override readonly name = 'RedditRateLimitedError';
}

/** Reddit refused our app credentials (token endpoint said no, or a fresh token was rejected). An operator must act. */
export class RedditAuthError extends RedditUnavailableError {
  override readonly name = 'RedditAuthError';
}

/**
 * Reddit answered with a final 4xx (not 401/429) that the caller must interpret: 403, 404, ….
 * `reason` is Reddit's own field (`private`, `banned`, `quarantined`, `gold_only`, …) when present.
 */
export class RedditResponseError extends Error {
  override readonly name = 'RedditResponseError';
  constructor(
    readonly status: number,
    readonly reason: string | null,
    readonly path: string,
  ) {
    super(`Reddit answered ${status}${reason ? ` (${reason})` : ''} for ${path}`);
  }
}

export type CommunityRestriction = 'private' | 'banned' | 'quarantined' | 'restricted';

const RESTRICTION_TEXT: Record<CommunityRestriction, string> = {
  private: 'is private on Reddit',
  banned: 'has been banned by Reddit',
  quarantined: 'is quarantined on Reddit',
  restricted: 'is not open to the public on Reddit',
};

/**
 * The community exists but Reddit does not show it to us (private, banned, quarantined, or another
 * restriction Reddit names). A 404 for our API's users, with a message that says why.
 */
export class RedditCommunityUnavailableError extends HttpError {
  override readonly name = 'RedditCommunityUnavailableError';
  constructor(
    readonly community: string,
    readonly reason: CommunityRestriction,
  ) {
    super(404, `r/${community} ${RESTRICTION_TEXT[reason]}, so it cannot be analysed.`);
  }
}
