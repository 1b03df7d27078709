/** The one error shape of the API: { message, error, statusCode }. */
export interface ErrorBody {
  message: string;
  error: string;
  statusCode: number;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (status: number) => REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');

export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers?: Record<string, string>;
  /** The body's `error` field when it should say more than the reason phrase (e.g. 'Plan Limit'). */
  readonly error?: string;
  constructor(statusCode: number, message: string, headers?: Record<string, string>, error?: string) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
    this.error = error;
  }
  toBody(): ErrorBody {
    return { message: this.message, error: this.error ?? reasonPhrase(this.statusCode), statusCode: this.statusCode };
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required. Please log in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
