import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Arriving straight from login with no single, there is nowhere to go back to (spec §2). */
function cameFromLoginSuccessful(state: unknown): boolean {
  return (state as { from?: unknown } | null)?.from === 'login-successful';
}

/** /get-started — a placeholder until the profile set-up form is built (issue 4). */
export function GetStartedPage() {
  useDocumentTitle('Tell us about your single');
  const location = useLocation();
  const navigate = useNavigate();
  const hasBack = !cameFromLoginSuccessful(location.state);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {hasBack ? (
        <button
          type="button"
          onClick={() => navigate(-1)}
          className={buttonClass('outline', 'mb-6')}
        >
          <span aria-hidden="true">←</span> Back
        </button>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        Setup the Account
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        Tell us about your single
      </h1>
      <div className="mt-6 rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
        <p className="text-lg leading-relaxed text-ink">
          Setting up a single&rsquo;s profile is coming very soon. You will describe their personal
          details, nationality, education and profession, practice of the deen and a short summary,
          and we will start recommending suitable matches.
        </p>
      </div>
    </div>
  );
}
