import { ADMIN_MESSAGES, CHILD_RESULT_MESSAGES, DISCOVERY_MESSAGES } from '@waliyy/contract';
import { AppError } from './app-error';

/** The 404s more than one module answers: a single, a profile, an account (staff). */
export const childNotFound = () => new AppError('NOT_FOUND', CHILD_RESULT_MESSAGES.notFound);
export const profileNotFound = () => new AppError('NOT_FOUND', DISCOVERY_MESSAGES.profileNotFound);
export const accountNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.accountNotFound);
