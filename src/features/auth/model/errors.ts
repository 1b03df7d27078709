/** Auth screens show the server's message, else their own fallback (spec section 8). */
export { errorMessage as failureMessage } from '@/shared/api';
