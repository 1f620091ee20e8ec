import { interestLine } from '@waliyy/contract/likes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInterest } from '../api';
import { PlansView } from '../components/plans-view';

export type UpgradeReason = 'likes' | 'match' | 'plans';

const HEADINGS: Record<UpgradeReason, { title: string; text: string }> = {
  likes: {
    title: 'Upgrade to see who is interested',
    text: 'Likes are part of Premium. With it your family can see who liked your single, show interest in a profile and answer the families who reach out.',
  },
  match: {
    title: 'Upgrade to meet your match',
    text: "Matches are part of Premium. With it, once both families agree, the brother receives the sister's guardian's contact so the families can meet.",
  },
  plans: {
    title: 'Upgrade to Premium',
    text: 'Premium lets your family reach out: show interest, answer interest, and meet a match through the guardian. You can keep browsing on the Free plan.',
  },
};

type UpgradePageProps = { reason?: UpgradeReason };

/**
 * The upgrade page (product.md §2): shown on /pricing without a plan, and in place of /likes and
 * /match until the account has one. Plan cards with their pay buttons (decision 039).
 */
export function UpgradePage({ reason = 'plans' }: UpgradePageProps) {
  useDocumentTitle(reason === 'plans' ? 'Pricing' : 'Upgrade');
  const heading = HEADINGS[reason];
  const interest = useInterest();
  const waiting = interest.data ? interestLine(interest.data.received) : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">Premium</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {heading.title}
      </h1>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">{heading.text}</p>
      {waiting ? (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-gold-200 px-4 py-2 font-semibold text-brand-950">
          <span aria-hidden="true">♥</span>
          {`${waiting} in your singles. Upgrade to see and answer them.`}
        </p>
      ) : null}
      <PlansView subscription={null} />
    </div>
  );
}
