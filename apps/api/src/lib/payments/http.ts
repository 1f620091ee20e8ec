import { pathOf } from '../url-path';

/** Provider URLs are absolute; their query strings may carry references logs do not need. */
const ABSOLUTE = { isAbsolute: true };

/** Why a call to a payment provider did not give a usable answer. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'http' | 'invalid',
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type ProviderResponse = { status: number; body: unknown };

/**
 * One HTTP call to a provider with a hard time limit. Answers the status and the parsed JSON
 * body whatever the status (callers decide what a 4xx means); throws ProviderError on a
 * timeout, a network failure or a body that is not JSON. Never puts headers in the message.
 */
export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(
        'timeout',
        `${init.method} ${pathOf(url, ABSOLUTE)} timed out after ${timeoutMs} ms`,
      );
    }
    throw new ProviderError(
      'network',
      `${init.method} ${pathOf(url, ABSOLUTE)} failed: ${String(error)}`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(
      'timeout',
      `${init.method} ${pathOf(url, ABSOLUTE)} timed out reading the body`,
    );
  }
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError(
      'invalid',
      `${init.method} ${pathOf(url, ABSOLUTE)} answered ${response.status} with a body that is not JSON`,
      response.status,
    );
  }
}
