import type { EmailContent } from './templates';

export type EmailMessage = EmailContent & { to: string };

// The outbox's queries are its repository's; other files keep importing them from here.
export { enqueueEmail, finishJob, latestEmails } from './outbox.repository';
