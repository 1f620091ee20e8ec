import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePreference } from '../api';
import { PreferenceForm } from '../components/preference-form';

/** The dashboard's filter button opens /filter with `state.from` '/dashboard' (product.md §2). */
function cameFromDashboard(state: unknown): boolean {
  return (state as { from?: unknown } | null)?.from === '/dashboard';
}

/** No single is active, or the active one is gone: where to choose one. */
function NoActiveSingle({ notice }: { notice?: string }) {
  const t = useT();
  return (
    <div className="grid justify-items-start gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8">
      <p className="text-lg leading-relaxed text-ink">
        {notice ?? t('preferences.noSingle.notice')}
      </p>
      <Link to="/select-child" className={buttonClass('primary')}>
        {t('preferences.noSingle.action')}
      </Link>
    </div>
  );
}

/** /filter (product.md §2, §4): the active single's matching preferences. */
export function FilterPage() {
  const t = useT();
  useDocumentTitle(t('preferences.page.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const { childId } = useSession();
  const preference = usePreference(childId);

  let body: ReactNode;
  if (!childId) {
    body = <NoActiveSingle />;
  } else if (preference.data !== undefined) {
    // Mounted once the saved preference is known, so it becomes the form's starting values.
    body = (
      <PreferenceForm
        key={childId}
        childId={childId}
        preference={preference.data}
        onStale={() => preference.refetch()}
      />
    );
  } else if (preference.error instanceof ApiError && preference.error.status === 404) {
    body = <NoActiveSingle notice={errorMessage(preference.error)} />;
  } else if (preference.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-4 rounded-2xl bg-red-50 p-5">
        <p className="text-red-800">{errorMessage(preference.error)}</p>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => preference.refetch()}
        >
          {t('preferences.page.tryAgain')}
        </button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="text-muted">
        {t('preferences.page.loading')}
      </p>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {cameFromDashboard(location.state) ? (
        <button
          type="button"
          onClick={() => navigate(-1)}
          className={buttonClass('outline', 'mb-6')}
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('preferences.page.back')}
        </button>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('preferences.page.kicker')}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('preferences.page.title')}
      </h1>
      <p className="mt-2 text-lg text-muted">{t('preferences.page.lead')}</p>
      <div className="mt-8">{body}</div>
    </div>
  );
}
