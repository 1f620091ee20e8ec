import { z } from 'zod';
import { ContactFinding } from './terms';

/** Stable error codes (decision 035). The HTTP status each one travels with is fixed here. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PLAN_REQUIRED: 403,
  SINGLES_LIMIT: 403,
  ACCOUNT_SUSPENDED: 403,
  /** Login before the e-mail address is verified; a fresh code has been sent. */
  EMAIL_UNVERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ALREADY_MATCHED: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** No payment provider is configured for the plan's currency on this server (decision 065). */
  PAYMENTS_UNAVAILABLE: 503,
  /** No SMS provider is configured on this server in production: no text can be sent (the phone
   * check's code, the single's confirmation link; decision 083). */
  SMS_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ErrorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** A fixed message's stable id and the values its words take (decision 078). */
export const MessageRefSchema = z.object({
  messageId: z.string().describe("The message's stable id, e.g. `auth.phoneFormat`."),
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('The values its words take, e.g. `{ "count": 8 }`.'),
});

/**
 * Every error the API sends: `{ message, code, errors?, contact? }` — `errors` maps a field to its
 * message; `contact` (a 400 for contact details, decision 067) maps a field to what was found in
 * it and where, so a form can mark the span. The messages stay English (decision 068); a fixed
 * one also carries its id (decision 078, added beside them, so a client that reads only
 * `message` and `errors` reads what it did): `messageId`/`messageValues` for `message`,
 * `errorIds` (field → `{ messageId, values? }`) for `errors`.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: ErrorCode,
  errors: z.record(z.string(), z.string()).optional(),
  contact: z.record(z.string(), ContactFinding).optional(),
  messageId: z.string().optional(),
  messageValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errorIds: z.record(z.string(), MessageRefSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export { GENERIC_MESSAGES } from './generic-messages';
