import type { Language } from '@waliyy/contract';
import { emailDay, emailMoney, emailTextIn } from '../../i18n/email-text';
import { renderEmail } from '../../lib/mail/templates';
import { toMajorUnits } from '../../lib/payments/money';

/** What a receipt says: one granted payment (settlement.repository.ts settleOrder). */
export type Receipt = {
  firstName: string;
  /** The account's language (decision 070): the receipt is written in it. */
  language: Language;
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

/**
 * The receipt sent once per payment, queued in the transaction that grants it (decision
 * 021): the plan, the amount in its currency, the paid period, the provider and the reference.
 * Money and dates as the web shows them in the account's language (contract formats.ts), in UTC.
 */
export const receiptEmail = (receipt: Receipt, appUrl: string) => {
  const { language } = receipt;
  const t = emailTextIn(language);
  const day = (date: Date) => emailDay(language, date);
  const amount = emailMoney(language, toMajorUnits(receipt.amountMinor), receipt.currency);
  const plan = receipt.planName;
  const provider =
    receipt.provider === 'sandbox'
      ? t('email.receipt.sandbox')
      : receipt.provider === 'paypal'
        ? 'PayPal'
        : 'Paystack';
  const theirs =
    receipt.providerReference !== receipt.reference && receipt.provider !== 'sandbox'
      ? [t('email.receipt.providerReference', { provider, reference: receipt.providerReference })]
      : [];
  return renderEmail(
    {
      subject: t('email.receipt.subject', { plan, amount }),
      heading: t('email.common.greeting', { firstName: receipt.firstName }),
      paragraphs: [
        t('email.receipt.thanks', { amount, plan }),
        t('email.receipt.plan', { plan }),
        t('email.receipt.amount', { amount }),
        t('email.receipt.period', { from: day(receipt.startsAt), until: day(receipt.expiresAt) }),
        t('email.receipt.paidOn', { date: day(receipt.paidAt), provider }),
        t('email.receipt.reference', { reference: receipt.reference }),
        ...theirs,
      ],
      button: { label: t('email.receipt.button'), url: `${appUrl}/settings?tab=billing` },
      footnote: t('email.receipt.footnote'),
    },
    language,
  );
};
