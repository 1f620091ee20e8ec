import { type MessageKey, useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInterest } from '../api';
import { PlansView } from '../components/plans-view';

export type UpgradeReason = 'likes' | 'match' | 'plans';

const HEADINGS: Record<UpgradeReason, { title: MessageKey; text: MessageKey }> = {
  likes: { title: 'billing.upgrade.likes.title', text: 'billing.upgrade.likes.text' },
  match: { title: 'billing.upgrade.match.title', text: 'billing.upgrade.match.text' },
  plans: { title: 'billing.upgrade.plans.title', text: 'billing.upgrade.plans.text' },
};

type UpgradePageProps = { reason?: UpgradeReason };

/**
 * The upgrade page (product.md §2): shown on /pricing without a plan, and in place of /likes and
 * /match until the account has one. Plan cards with their pay buttons (decision 039).
 */
export function UpgradePage({ reason = 'plans' }: UpgradePageProps) {
  const t = useT();
  useDocumentTitle(
    reason === 'plans' ? t('billing.pricing.docTitle') : t('billing.upgrade.docTitle'),
  );
  const heading = HEADINGS[reason];
  const interest = useInterest();
  const received = interest.data?.received ?? 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('billing.upgrade.kicker')}
      </p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t(heading.title)}
      </h1>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">{t(heading.text)}</p>
      {received > 0 ? (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-gold-200 px-4 py-2 font-semibold text-brand-950">
          <span aria-hidden="true">♥</span>
          {t('billing.upgrade.waiting', { count: received })}
        </p>
      ) : null}
      <PlansView subscription={null} />
    </div>
  );
}
