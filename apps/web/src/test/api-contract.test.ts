import { describe, expect, it } from 'vitest';
import { contractProblem, RESPONSE_SCHEMAS } from './api-contract';

// The check every mocked answer goes through (api-mock.ts): it must refuse what the API would
// never send, or the web's tests could pass against an API that does not exist.

const LIKED = {
  message: 'Your interest has been sent.',
  data: {
    message: 'Your interest has been sent.',
    like: { _id: 'l9', status: 'pending' },
    match_id: null,
  },
};

describe('contractProblem', () => {
  it('accepts an answer the API gives, at its status, a trailing slash included', () => {
    expect(contractProblem('POST /match/like/child/c1', 200, LIKED)).toBeUndefined();
    expect(contractProblem('GET /plans/', 200, { message: '', data: [] })).toBeUndefined();
  });

  it('refuses a status the route does not answer (a like is 200, not 201)', () => {
    expect(contractProblem('POST /match/like/child/c1', 201, LIKED)).toBe(
      'POST /match/like/child/c1 answered 201; the API answers 200',
    );
  });

  it('refuses a body the route’s schema refuses, naming the field', () => {
    expect(
      contractProblem('GET /parent/child/c1/recommendations', 200, {
        message: '',
        data: { recommendations: [], totalCount: 0 },
      }),
    ).toMatch(/meta/);
  });

  it('refuses an error without the contract’s error body, and a route the API lacks', () => {
    expect(contractProblem('PUT /parent/child/c1', 400, { message: 'Bad.' })).toMatch(/error body/);
    expect(
      contractProblem('PUT /parent/child/c1', 400, { message: 'Bad.', code: 'VALIDATION' }),
    ).toBeUndefined();
    expect(contractProblem('GET /no/such/route', 200, {})).toMatch(/not a route/);
  });

  it('has a schema for every route it names, each one a route of the API', () => {
    for (const key of Object.keys(RESPONSE_SCHEMAS)) {
      const [method, template] = key.split(' ');
      const concrete = `${method} ${template!.replace(/\{[^}]+\}/g, 'x1')}`;
      expect(contractProblem(concrete, 0, undefined), key).not.toMatch(
        /not a route|no response schema/,
      );
    }
  });
});
