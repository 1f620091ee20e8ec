// Decision 073: two updates sent at once, each adding one part of a split phone number. Each
// passes alone; together they would read "0803 … 123 … 4567". The update reads, checks and
// writes holding the single's row, so the second waits for the first and is refused. On PGlite
// (one connection) the requests queue anyway; the PostgreSQL pass is the one that races.
import { splitTermsErrors } from '@waliyy/contact-detector';
import { ErrorBody, TERMS_SPLIT_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';

const ITERATIONS = 20;
const BASE = {
  profession: 'Nurse 0803',
  aboutDressing: 'I wear an abaya',
  aboutEducationAndJob: 'I work in an office',
};
const HALVES = [
  { aboutDressing: 'I wear an abaya 123' },
  { aboutEducationAndJob: 'I work in an office 4567' },
];

describe('two profile updates at once (decision 073)', () => {
  let h: AuthHarness;
  let token: string;
  let id: string;
  beforeAll(async () => {
    h = await createAuthHarness();
    ({ token } = await h.register());
    const created = await h.call('POST', '/api/v1/parent/child', {
      body: childBody(BASE),
      token,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().data;
  });
  afterAll(() => h.close());

  const put = (changes: unknown) =>
    h.call('PUT', `/api/v1/parent/child/${id}`, { body: changes, token });
  const read = async () =>
    (await h.call('GET', `/api/v1/parent/child/${id}`, { token })).json().data;

  it('each half alone passes', async () => {
    for (const half of HALVES) {
      expect((await put(BASE)).statusCode).toBe(200);
      expect((await put(half)).statusCode).toBe(200);
    }
  });

  it(`${ITERATIONS} times: exactly one half is saved, the other gets the split 400`, async () => {
    for (let i = 0; i < ITERATIONS; i += 1) {
      expect((await put(BASE)).statusCode).toBe(200);
      const results = await Promise.all(HALVES.map((half) => put(half)));
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses, `iteration ${i}: ${results.map((r) => r.body).join(' | ')}`).toEqual([
        200, 400,
      ]);
      const refused = results.find((res) => res.statusCode === 400)!;
      const json = refused.json();
      expect(ErrorBody.parse(json)).toEqual(json);
      expect(json.code).toBe('VALIDATION');
      expect(Object.values(json.errors)).toContain(TERMS_SPLIT_MESSAGES.phone);
      const finding = Object.values(json.contact)[0] as { parts?: { text: string }[] };
      expect(finding.parts?.map((part) => part.text)).toEqual(['0803', '123', '4567']);

      const stored = await read();
      expect(splitTermsErrors(stored), `iteration ${i}: the stored profile`).toBeFalsy();
      const saved = HALVES.filter((half) =>
        Object.entries(half).every(([field, text]) => stored[field] === text),
      );
      expect(saved).toHaveLength(1);
    }
  }, 60_000);
});
