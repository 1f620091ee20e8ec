import { formatAmount } from '@waliyy/contract';
import { renderEmail } from '../../lib/mail/templates';
import { toMajorUnits } from '../../lib/payments/money';

/** What a receipt says: one granted payment (settlement.repository.ts settleOrder). */
export type Receipt = {
  firstName: string;
  planName: string;
  amountMinor: number;
  currency: string;
  provider: 'paystack' | 'paypal' | 'sandbox';
  /** Ours, the one the billing history shows. */
  reference: string;
  /** The provider's own (PayPal's capture id); shown when it differs from ours. */
  providerReference: string;
  paidAt: Date;
  startsAt: Date;
  expiresAt: Date;
};

const PROVIDER_NAMES: Record<Receipt['provider'], string> = {
  paystack: 'Paystack',
  paypal: 'PayPal',
  sandbox: 'the test checkout',
};

// 'MMM DD, YYYY' (product.md §9), in UTC: the server has no reader's time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (date: Date) => dateFormat.format(date);

/**
 * The receipt sent once per payment, queued in the transaction that grants it (issue 23, point
 * 18): the plan, the amount in its currency, the paid period, the provider and the reference.
 */
export const receiptEmail = (receipt: Receipt, appUrl: string) => {
  const amount = formatAmount(toMajorUnits(receipt.amountMinor), receipt.currency);
  const provider = PROVIDER_NAMES[receipt.provider];
  const theirs =
    receipt.providerReference !== receipt.reference && receipt.provider !== 'sandbox'
      ? [`${provider} reference: ${receipt.providerReference}`]
      : [];
  return renderEmail({
    subject: `Your Waliyy receipt: ${receipt.planName}, ${amount}`,
    heading: `Assalamu alaikum, ${receipt.firstName}`,
    paragraphs: [
      `Thank you. We have received your payment of ${amount} for ${receipt.planName}, and your plan is active.`,
      `Plan: ${receipt.planName} (one year)`,
      `Amount paid: ${amount}`,
      `Period: ${day(receipt.startsAt)} to ${day(receipt.expiresAt)}`,
      `Paid on ${day(receipt.paidAt)} through ${provider}`,
      `Reference: ${receipt.reference}`,
      ...theirs,
    ],
    button: { label: 'See your billing history', url: `${appUrl}/settings?tab=billing` },
    footnote:
      'Plans last a year and do not renew by themselves. Keep this e-mail as your receipt; the reference is what our support team will ask for.',
  });
};
