import { ERROR_STATUS, type ErrorCode } from '@waliyy/contract';

/** A failure whose message is safe to show the user; the code fixes the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent as Retry-After with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
