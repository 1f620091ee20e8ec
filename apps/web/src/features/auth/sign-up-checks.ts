import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpForm } from '@waliyy/contract/auth';

// The sign-up form's checks, in a chunk of their own with zod: the page loads them on first
// focus (lib/lazy-resolver.ts), not before it is drawn.

export const signUpResolver = zodResolver(SignUpForm);
