import { type ContactFinding, ERROR_STATUS, type ErrorCode } from '@waliyy/contract';

/** A failure whose message is safe to show the user; the code fixes the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  /** A 400 for contact details: what was found in each field and where (decision 067). */
  contact?: Record<string, ContactFinding>;

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
