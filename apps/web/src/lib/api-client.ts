import type { ErrorCode } from '@waliyy/contract/errors';
import type { MessageRef } from '@waliyy/contract/message-ids';
import { API_BASE } from './api-paths';
import { dropEarlyReads, takeEarlyRead } from './early-reads';
import { codeMessage, shownMessage } from './known-messages';
import { clearSession, deviceId, readToken } from './storage';
import { isSessionLive } from './token';

// A small fetch wrapper for /api/v1 (product.md §7). No zod here: pages that only read data need not
// download it. `import type` is erased at build time.

export { API_BASE };
export const NETWORK_ERROR_MESSAGE =
  'Network error. Please check your internet connection and try again.';
export const UNKNOWN_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/** The same words as the server's (AUTH_RESULT_MESSAGES.sessionInvalid), so translated alike. */
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** `FETCH_ERROR`: the request never reached the server (the shape the error screen knows). */
export type ApiErrorCode = ErrorCode | 'FETCH_ERROR' | 'UNKNOWN';

type ApiErrorInit = {
  status: number | 'FETCH_ERROR';
  code: ApiErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  messageRef?: MessageRef;
  fieldRefs?: Record<string, MessageRef>;
  contact?: unknown;
  retryAfter?: number | null;
  cause?: unknown;
};

/**
 * A failed call: the server's `{ message, code, errors?, contact? }` (product.md §8), or a network
 * failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | 'FETCH_ERROR';
  readonly code: ApiErrorCode;
  /** Field → message, from the answer's `errors`. */
  readonly fieldErrors: Record<string, string>;
  /** The id of `message` (the answer's `messageId`, `messageValues`; decision 078), if any. */
  readonly messageRef: MessageRef | undefined;
  /** Field → the id of its message, from the answer's `errorIds`. */
  readonly fieldRefs: Record<string, MessageRef>;
  /**
   * The answer's `contact` as it came (a 400 for contact details, decision 067: field → what was
   * found and where). lib/contact-marks checks and reads it for the two forms that mark the
   * span — kept out of here, as this file is in the chunk every app page loads.
   */
  readonly contact: unknown;
  /** Seconds to wait, from Retry-After on a 429. */
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.messageRef = init.messageRef;
    this.fieldRefs = init.fieldRefs ?? {};
    this.contact = init.contact;
    this.retryAfter = init.retryAfter ?? null;
  }
}

/**
 * The message a toast shows for any error a call may throw: in English the server's (or this
 * client's) message as it came; in another language its catalog message when the web knows it
 * (lib/known-messages.ts: by the id that came with it), else the catalog's message for its code.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return shownMessage(UNKNOWN_ERROR_MESSAGE, () => codeMessage('UNKNOWN'));
  return shownMessage(error.message, () => codeMessage(error.code), error.messageRef);
}

/** A success: `{ message, data }`, and `meta` where a list says what paging it applied. */
export type ApiSuccess<T, M = unknown> = { message: string; data: T; meta?: M };

type RequestOptions = {
  body?: unknown;
  /** Sends `Authorization: Bearer <token>`; a 401 then ends the session (product.md §4). */
  auth?: boolean;
  /** Off for the logout call, whose own failure handling already ends the session. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
};

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;
/**
 * A refusal that came while no handler was set: the signed-in pages ask for their data as they
 * render, and a quick 401 can arrive before the session provider's effect has run.
 */
let unheardRefusal: ApiError | null = null;

/**
 * The session provider registers how to end a session the server no longer accepts. A refusal
 * that came before is handed over at once — unless someone has signed in since.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
  const refusal = unheardRefusal;
  if (!handler || !refusal) return;
  unheardRefusal = null;
  if (readToken() === null) handler(refusal);
}

function endSession(error: ApiError): void {
  clearSession();
  // Never inside a render: a call made as a page renders is refused before it is sent when its
  // token has expired, and the handler sets the session provider's state.
  queueMicrotask(() => {
    if (unauthorizedHandler) unauthorizedHandler(error);
    else unheardRefusal = error;
  });
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function isValues(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/** A message id as the answer sent it (`{ messageId, values? }`), or undefined if malformed. */
function readRef(messageId: unknown, values: unknown): MessageRef | undefined {
  if (typeof messageId !== 'string' || !messageId) return undefined;
  return isValues(values) ? { messageId, values } : { messageId };
}

function readFieldRefs(value: unknown): Record<string, MessageRef> {
  if (typeof value !== 'object' || value === null) return {};
  const refs: Record<string, MessageRef> = {};
  for (const [field, item] of Object.entries(value)) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const ref = readRef(entry.messageId, entry.values);
    if (ref) refs[field] = ref;
  }
  return refs;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  return errorFromBody(response.status, body, response.headers.get('retry-after'));
}

/**
 * The ApiError of a failed answer's status and parsed body: for the calls that cannot go through
 * apiRequest (an upload that reports its progress, a file download).
 */
export function errorFromBody(status: number, body: unknown, retryAfter: string | null): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = typeof b.message === 'string' && b.message ? b.message : UNKNOWN_ERROR_MESSAGE;
  return new ApiError({
    status,
    code: typeof b.code === 'string' ? (b.code as ErrorCode) : 'UNKNOWN',
    message,
    fieldErrors: isRecordOfStrings(b.errors) ? b.errors : {},
    messageRef: readRef(b.messageId, b.messageValues),
    fieldRefs: readFieldRefs(b.errorIds),
    contact: b.contact,
    retryAfter: parseRetryAfter(retryAfter),
  });
}

/** Calls `/api/v1{path}`; resolves with `{ message, data }`, rejects with an ApiError. */
export async function apiRequest<T = null, M = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, auth = false, handleUnauthorized = true, signal }: RequestOptions = {},
): Promise<ApiSuccess<T, M>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Sign-in tells the server which browser this is (a new one is told by e-mail, decision 012).
  if (path.startsWith('/auth/')) {
    const device = deviceId();
    if (device) headers['x-device-id'] = device;
  }

  let early: Promise<Response> | undefined;
  if (auth) {
    const token = readToken();
    if (!isSessionLive(token)) {
      const error = new ApiError({
        status: 401,
        code: 'UNAUTHENTICATED',
        message: SESSION_ENDED_MESSAGE,
      });
      if (handleUnauthorized) endSession(error);
      throw error;
    }
    headers.authorization = `Bearer ${token}`;
    // The page's first read, already asked for by the early-reads script (decision 087); a
    // change makes those not yet taken out of date.
    if (method === 'GET') early = takeEarlyRead(path, token);
    else dropEarlyReads();
  }

  let response: Response;
  try {
    response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 'FETCH_ERROR',
      code: 'FETCH_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      cause,
    });
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = errorFromResponse(response, json);
    // The server no longer accepts this session: a silent logout and /login (product.md §4, §8).
    const isSessionRefused =
      response.status === 401 || (response.status === 403 && error.code === 'ACCOUNT_SUSPENDED');
    if (auth && handleUnauthorized && isSessionRefused) endSession(error);
    throw error;
  }

  const envelope = (json ?? {}) as { message?: unknown; data?: unknown; meta?: unknown };
  return {
    message: typeof envelope.message === 'string' ? envelope.message : '',
    data: (envelope.data ?? null) as T,
    ...(envelope.meta === undefined ? {} : { meta: envelope.meta as M }),
  };
}
