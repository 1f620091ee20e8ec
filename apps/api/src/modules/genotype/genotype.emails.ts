import type { Language } from '@waliyy/contract';
import { letterTo } from '../../lib/mail/templates';

type Links = { appUrl: string; supportEmail: string };
type Verdict = {
  firstName: string;
  displayId: string;
  genotype: string;
  /** A rejection's reason, told to the family; null for a check. */
  reason: string | null;
};

/**
 * The family is told staff's verdict on the lab result (decision 083), in the account's language:
 * checked, or rejected with the reason. Either way the file is gone.
 */
export const genotypeVerdictEmail = (language: Language, verdict: Verdict, links: Links) =>
  letterTo(language, verdict.firstName, (t) => {
    const values = { displayId: verdict.displayId, genotype: verdict.genotype };
    const paragraphs =
      verdict.reason === null
        ? [t('email.genotypeChecked.body', values), t('email.genotypeChecked.deleted')]
        : [
            t('email.genotypeRejected.body', values),
            t('email.genotypeRejected.why', { reason: verdict.reason }),
            t('email.genotypeRejected.next'),
          ];
    return {
      subject:
        verdict.reason === null
          ? t('email.genotypeChecked.subject', values)
          : t('email.genotypeRejected.subject', values),
      paragraphs,
      button: { label: t('email.genotype.button'), url: `${links.appUrl}/settings#genotype-check` },
      footnote: t('email.common.support', { supportEmail: links.supportEmail }),
    };
  });
