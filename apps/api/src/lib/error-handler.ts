import { type ErrorBody, type ErrorCode, GENERIC_MESSAGES, messageRef } from '@waliyy/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from './app-error';
import { noteErrorCode } from './request-log';

/** How long a client is asked to wait when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const PART_LABEL: Record<string, string> = {
  body: '',
  querystring: 'query.',
  params: 'params.',
  headers: 'headers.',
};

/** Turns zod issues into `{ field: message }`, first message per field. */
function fieldErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): Record<string, string> {
  const prefix = PART_LABEL[error.validationContext ?? 'body'] ?? '';
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const key = `${prefix}${field}`;
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * The body with each fixed message's id beside its English (decision 078): `messageId` (and
 * `messageValues`) for `message`, `errorIds` for `errors`. Added only, so a client that reads the
 * English reads what it did; a message no table holds (Fastify's own) goes without an id.
 */
export function withMessageIds(body: ErrorBody): ErrorBody {
  const ref = messageRef(body.message);
  const withIds: ErrorBody = { ...body };
  if (ref) {
    withIds.messageId = ref.messageId;
    if (ref.values) withIds.messageValues = { ...ref.values };
  }
  const errorIds: NonNullable<ErrorBody['errorIds']> = {};
  for (const [field, message] of Object.entries(body.errors ?? {})) {
    const fieldRef = messageRef(message);
    if (!fieldRef) continue;
    errorIds[field] = fieldRef.values
      ? { messageId: fieldRef.messageId, values: { ...fieldRef.values } }
      : { messageId: fieldRef.messageId };
  }
  if (Object.keys(errorIds).length > 0) withIds.errorIds = errorIds;
  return withIds;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 409) return 'CONFLICT';
  return 'VALIDATION';
}

/**
 * The one error handler: every failure leaves as `{ message, code, errors?, contact? }` (DESIGN).
 * 5xx answers never carry the detail; it goes to the log with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, errors: error.errors };
      if (error.contact) body.contact = error.contact;
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      status = 400;
      body = {
        message: Object.values(errors)[0] ?? GENERIC_MESSAGES.VALIDATION,
        code: 'VALIDATION',
        errors,
      };
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large…).
      status = error.statusCode;
      body = { message: error.message, code: codeForStatus(status) };
    } else if (isDatabaseUnavailable(error)) {
      // A lost or refused database connection is an outage, not a bug: 503 and try again.
      status = 503;
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { message: GENERIC_MESSAGES.UNAVAILABLE, code: 'UNAVAILABLE' };
    } else {
      status = error.statusCode === 503 ? 503 : 500;
      request.log.error({ err: error }, 'request failed');
      body =
        status === 503
          ? { message: GENERIC_MESSAGES.UNAVAILABLE, code: 'UNAVAILABLE' }
          : { message: GENERIC_MESSAGES.INTERNAL, code: 'INTERNAL' };
    }

    // The request's one log line (lib/request-log.ts) carries the code; 5xx were logged above.
    noteErrorCode(request, body.code);
    return reply.status(status).type('application/json; charset=utf-8').send(withMessageIds(body));
  });
}
