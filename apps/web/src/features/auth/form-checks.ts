import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordForm, LoginForm, SignUpForm } from '@waliyy/contract/auth';

// The sign-in pages' form checks, in one chunk with zod and the contract's auth schemas (which
// build together whichever form asks): each page loads it on its form's first focus or check
// (lib/lazy-resolver.ts), not before it is drawn.

export const loginResolver = zodResolver(LoginForm);
export const signUpResolver = zodResolver(SignUpForm);
export const forgotPasswordResolver = zodResolver(ForgotPasswordForm);
