import { makeChildBody } from '@waliyy/contract/testing';

let sequence = 0;

/**
 * The shared test single's POST /parent/child body (`@waliyy/contract/testing`), with a last name
 * of its own each call so families made one after another differ; override anything.
 */
export function childBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return makeChildBody({
    lastName: `Bello${String.fromCharCode(97 + (sequence % 26))}`,
    ...overrides,
  });
}
