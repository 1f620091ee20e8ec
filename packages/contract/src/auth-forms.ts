import type { z } from 'zod';
import type { SignUpBody, SignUpForm } from './auth';

// What the web's auth forms do with their values, without zod (the schemas are only types
// here): the sign-up page can send its form before, or without, loading its checks.

/** The sign-up form's values as the API's body (product.md §3: the form keeps the old names). */
export function signUpBodyFromForm(form: z.output<typeof SignUpForm>): SignUpBody {
  return {
    firstName: form.fname,
    lastName: form.lname,
    email: form.emailAddress,
    phoneNumber: form.phoneNumber,
    ...(form.gender ? { gender: form.gender } : {}),
    password: form.password,
    confirmPassword: form.confirmPassword,
  };
}
