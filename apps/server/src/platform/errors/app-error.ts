import { ERROR_CATALOGUE, type ErrorCode } from '@switchboard/contracts';

/** The one error type services throw; the HTTP mapping lives in error-handler.ts. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}

/** 429 with how long to wait: the error handler sends it as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 'Too many requests. Please wait a moment and try again.');
  }
}

export const notFound = (what?: string) => new AppError('not_found', what ? `${what} not found.` : undefined);
export const forbidden = () => new AppError('forbidden');
export const unauthorized = () => new AppError('unauthorized');
