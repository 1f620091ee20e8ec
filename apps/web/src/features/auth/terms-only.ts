import type { SignUpForm, SignUpFormInput } from '@waliyy/contract/auth';
import { AUTH_MESSAGES } from '@waliyy/contract/auth-messages';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

type SignUpValues = z.output<typeof SignUpForm>;

/**
 * Without its checks (they could not load), the form still refuses to go without the terms
 * accepted — the one check the server cannot make, since the body does not carry it; the
 * server checks every other field.
 */
export const termsOnly: Resolver<SignUpFormInput, unknown, SignUpValues> = (
  values,
): ResolverResult<SignUpFormInput, SignUpValues> => {
  if (values.acceptTerms === true) return { values: values as SignUpValues, errors: {} };
  return {
    values: {},
    errors: { acceptTerms: { type: 'required', message: AUTH_MESSAGES.termsRequired } },
  };
};
