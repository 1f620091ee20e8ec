/** How many e-mails one address may be sent: past it a request quietly does nothing. */
import type { RateLimiter, RateRule } from '../../lib/rate-limit';

/**
 * The budget of e-mails one e-mail address may be sent (forgot, resend), counted after the
 * client's own limit (which still answers 429). Past it the request does nothing and answers
 * exactly as usual (found reviewing decision 018): a 429 would be the owner's to meet after a stranger had
 * spent the budget by typing the address, while the owner still has the last e-mail sent, whose
 * token or code works. Unknown addresses are counted alike, so nothing is revealed.
 */
export async function withinEmailBudget(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
): Promise<boolean> {
  return (await limiter.hit(key, rule)).allowed;
}
