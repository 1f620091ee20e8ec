import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordForm } from '@waliyy/contract/auth';

// The forgot-password form's check, in a chunk of its own with zod (lib/lazy-resolver.ts).

export const forgotPasswordResolver = zodResolver(ForgotPasswordForm);
