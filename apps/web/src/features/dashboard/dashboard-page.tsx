import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useAccount } from '../../lib/account';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /dashboard, for now: who is active and an honest word on what comes next. The recommended
 * profiles grid arrives with the profile set-up and matching issues.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { childId } = useSession();
  const account = useAccount();
  const singles = account.data?.children ?? [];
  const active = singles.find((child) => child.id === childId);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">Recommended</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {active ? `Recommended for ${active.firstName}` : 'Your recommendations'}
      </h1>
      <div className="mt-6 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
        <p className="text-lg leading-relaxed text-ink">
          {active
            ? `Recommended profiles for ${active.firstName} will appear here soon. Meanwhile, tell us what ${active.firstName}'s family is looking for.`
            : 'Recommended profiles will appear here once your single’s profile is set up.'}
        </p>
        {account.isPending ? null : singles.length === 0 ? (
          <Link to="/get-started" className={buttonClass('primary', 'mt-6')}>
            Tell us about your single
          </Link>
        ) : active ? (
          // Spec §2: the filter button opens /filter marked as from /dashboard (so it shows Back).
          <Link
            to="/filter"
            state={{ from: '/dashboard' }}
            className={buttonClass('primary', 'mt-6')}
          >
            Set preferences
          </Link>
        ) : (
          <Link to="/select-child" className={buttonClass('primary', 'mt-6')}>
            Choose an account
          </Link>
        )}
      </div>
    </div>
  );
}
