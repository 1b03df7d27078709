import { errorMessage } from '@/shared/api/http';
import { UnexpectedResponseError } from './api';

/** What a failed folder call shows: our own shape message, else the server's message, else 'Something went wrong!'. */
export function failureMessage(err: unknown): string {
  if (err instanceof UnexpectedResponseError) return err.message;
  return errorMessage(err);
}
