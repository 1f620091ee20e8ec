import { useQuery } from '@tanstack/react-query';
import { SETUP_AUTOSAVE_MS } from '@waliyy/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';
import { accountQuery } from '../../../lib/account';
import { readSetupDraft } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SetupCompleted } from '../components/setup-completed';
import { SetupForm } from '../components/setup-form';
import { isAtSinglesLimit, SinglesLimitNotice } from '../components/singles-limit-notice';
import { hasAnswers, restoreSetupValues } from '../setup-form-model';

/** Arriving straight from login with no single, there is nowhere to go back to (product.md §2). */
function cameFromLoginSuccessful(state: unknown): boolean {
  return (state as { from?: unknown } | null)?.from === 'login-successful';
}

type GetStartedPageProps = {
  /** How often the draft is saved (product.md §9: every second); tests pass a shorter one. */
  autosaveMs?: number;
};

/** /get-started: the profile set-up of a new single (product.md §2, §3, §4 'Setup', §5). */
export function GetStartedPage({ autosaveMs = SETUP_AUTOSAVE_MS }: GetStartedPageProps) {
  const t = useT();
  useDocumentTitle(t('setup.page.title'));
  const location = useLocation();
  const navigate = useNavigate();
  // Tied to this visit: 'Add a Single' from the completed view opens /get-started again (a new
  // location key), which must show a fresh form, not the view of the single just added.
  const [created, setCreated] = useState<{ key: string; firstName: string } | null>(null);
  const hasBack = !cameFromLoginSuccessful(location.state);
  // Asked again on every visit: staff may have raised the limit, or a plan begun, since the
  // account was last read; the notice waits for the fresh answer rather than a stale one.
  const account = useQuery({ ...accountQuery, refetchOnMount: 'always' });
  // At the plan's limit the form waits behind the notice, unless answers were saved before
  // (back from upgrading, say): those are shown at once (decision 021).
  const [hasDraft] = useState(() => hasAnswers(restoreSetupValues(readSetupDraft())));
  const [wantsForm, setWantsForm] = useState(false);
  const isAtLimit = isAtSinglesLimit(account.data);
  // Only the visit's first read waits: a later refetch never hides a form being filled in.
  const isChecking = isAtLimit && !account.isFetchedAfterMount && !account.isError;
  const isFormShown = !isAtLimit || hasDraft || wantsForm;
  // 'Fill in the form now' goes away as the form comes: focus moves to its first question.
  const formArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wantsForm) formArea.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [wantsForm]);

  if (created?.key === location.key) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <SetupCompleted firstName={created.firstName} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      {hasBack ? (
        <button
          type="button"
          // Opened directly (no history in this tab), Back goes to the dashboard.
          onClick={() => (location.key === 'default' ? navigate('/dashboard') : navigate(-1))}
          className={buttonClass('outline', 'mb-6')}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('setup.page.back')}
        </button>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('setup.page.eyebrow')}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('setup.page.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{t('setup.page.lead')}</p>
      {isChecking ? (
        <p role="status" className="mt-8 text-muted">
          {t('setup.page.checkingLimit')}
        </p>
      ) : isAtLimit && account.data ? (
        <div className="mt-8">
          <SinglesLimitNotice
            account={account.data}
            isFormShown={isFormShown}
            onShowForm={() => setWantsForm(true)}
          />
        </div>
      ) : null}
      {isFormShown && !isChecking ? (
        <div ref={formArea} className="mt-8">
          <SetupForm
            key={location.key}
            autosaveMs={autosaveMs}
            onCreated={(firstName) => setCreated({ key: location.key, firstName })}
          />
        </div>
      ) : null}
    </div>
  );
}
