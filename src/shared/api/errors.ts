/**
 * Error helpers without ky or the contract schemas: screens that only report a failure (the /login
 * form, the Google button) import these and so keep ky and yup off their first load; the client
 * itself arrives with the first request.
 */

/** An answer that is not the shape the contract promises; it reads 'Unexpected response format from server'. */
export class UnexpectedResponseError extends Error {
  constructor() {
    super('Unexpected response format from server');
    this.name = 'UnexpectedResponseError';
  }
}

/** ky's HTTPError, recognised by its name so this module need not import ky. */
function isHttpError(err: unknown): err is Error & { data?: { message?: unknown; error?: unknown } } {
  return err instanceof Error && err.name === 'HTTPError' && 'response' in err;
}

/**
 * The message to show for a failed call: 'Unexpected response format from server' for an answer of
 * the wrong shape, the server's message (or its error field), else the fallback. Never ky's
 * technical text (a proxy's HTML 502, a network failure).
 */
export function errorMessage(err: unknown, fallback = 'Something went wrong!'): string {
  if (err instanceof UnexpectedResponseError) return err.message;
  if (isHttpError(err)) {
    for (const text of [err.data?.message, err.data?.error]) if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return fallback;
}
