import { describe, expect, it } from 'vitest';
import { termsOnly } from './terms-only';

const values = {
  fname: 'Yusuf',
  lname: 'Bello',
  emailAddress: 'yusuf@example.com',
  phoneNumber: '+2348012345678',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};
const options = { fields: {}, shouldUseNativeValidation: false };

describe('termsOnly (the sign-up form without its checks)', () => {
  it('refuses the form until the terms are accepted', async () => {
    const refused = await termsOnly({ ...values, acceptTerms: false as never }, undefined, options);
    expect(refused.errors.acceptTerms?.message).toBe('You must accept the terms and conditions');
    expect(refused.values).toEqual({});
  });

  it('passes the rest to the server once they are', async () => {
    const passed = await termsOnly({ ...values, acceptTerms: true }, undefined, options);
    expect(passed).toEqual({ values: { ...values, acceptTerms: true }, errors: {} });
  });
});
