import { describe, expect, it } from 'vitest';
import { ChildCreateBody, ChildProfile } from './children';
import { makeChildBody, makeChildProfile } from './testing';

describe('test data factories', () => {
  it('make a profile the contract accepts as a read-back and a body it accepts as a sign-up', () => {
    expect(ChildProfile.safeParse(makeChildProfile()).success).toBe(true);
    const parsed = ChildCreateBody.safeParse(makeChildBody());
    expect(parsed.error?.issues).toBeUndefined();
  });

  it('apply overrides over the shared values', () => {
    expect(makeChildProfile({ state: 'Lagos', lga: 'Ikeja' })).toMatchObject({ state: 'Lagos' });
    expect(makeChildBody({ gender: 'MALE' })).toMatchObject({ gender: 'MALE', firstName: 'Aisha' });
  });
});
