import { describe, expect, it } from 'vitest';
import {
  FREE_PLAN,
  SESSION_KEYS,
  SINGLES_LIMIT_FREE,
  SINGLES_LIMIT_PAID,
  STORAGE_KEYS,
  TOKEN_COOKIE_NAME,
} from './constants';
import { Plan } from './plans';

describe('constants', () => {
  it('lets a paid account hold more singles than a free one', () => {
    expect(SINGLES_LIMIT_FREE).toBe(2);
    expect(SINGLES_LIMIT_PAID).toBe(4);
  });

  it('names the token cookie after the product', () => {
    expect(TOKEN_COOKIE_NAME).toMatch(/^waliyy/);
  });

  it('describes the Free plan as a plan card, one feature a line', () => {
    expect(Plan.omit({ _id: true, providers: true }).parse(FREE_PLAN)).toEqual(FREE_PLAN);
    expect(FREE_PLAN.amount).toBe(0);
    expect(FREE_PLAN.planDescription.split('\n')).toEqual([
      'Create up to 2 single profiles',
      'Receive recommendations',
      'Browse and view profiles',
      'Be told by e-mail when a family is interested (seeing who and answering need Premium)',
    ]);
  });

  it('uses distinct storage keys', () => {
    const local = Object.values(STORAGE_KEYS);
    const session = Object.values(SESSION_KEYS);
    expect(new Set(local).size).toBe(local.length);
    expect(new Set(session).size).toBe(session.length);
  });
});
