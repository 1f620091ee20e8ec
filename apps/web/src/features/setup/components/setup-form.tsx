import { zodResolver } from '@hookform/resolvers/zod';
import type { ChildCreateBody } from '@waliyy/contract/children';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useT } from '../../../i18n/translate';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateChild } from '../../../lib/child';
import { type ContactMark, contactMarks } from '../../../lib/contact-marks';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { readSetupDraft } from '../../../lib/storage';
import {
  EMPTY_SETUP_VALUES,
  firstErroredField,
  hasAnswers,
  makeSetupFormSchema,
  restoreSetupValues,
  SERVER_FIELDS,
  type SetupField,
  type SetupFormValues,
} from '../setup-form-model';
import { useDraftAutosave } from '../use-draft-autosave';
import { AboutMyDeen } from './sections/deen';
import { EducationProfession } from './sections/education-profession';
import { Nationality } from './sections/nationality';
import { PersonalDetails } from './sections/personal-details';
import { SelfSummary } from './sections/self-summary';
import { SetupContactMarks } from './use-setup-field';

const resolver = zodResolver(makeSetupFormSchema());

type SetupFormProps = {
  autosaveMs: number;
  /** The single was created and is now the active one. */
  onCreated: (firstName: string) => void;
};

/** The set-up form (product.md §5 'Profile setup'): five sections, one Submit, a draft kept locally. */
export function SetupForm({ autosaveMs, onCreated }: SetupFormProps) {
  const t = useT();
  const [initial] = useState(() => restoreSetupValues(readSetupDraft()));
  const [isRestored, setRestored] = useState(() => hasAnswers(initial));
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<SetupField | null>(null);
  const [marks, setMarks] = useState<Partial<Record<SetupField, ContactMark>>>({});
  const { selectChild } = useSession();
  const create = useCreateChild();
  const form = useForm<SetupFormValues, unknown, ChildCreateBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { getValues, handleSubmit, reset, setError, setFocus } = form;
  const draft = useDraftAutosave({
    read: getValues,
    initial,
    intervalMs: autosaveMs,
    isEnabled: !create.isPending && !create.isSuccess,
  });

  // Focus waits for the render: the form is hidden while the request runs (the server's first
  // error), and a closing dialog hands focus back to its opener ('Start afresh').
  useEffect(() => {
    if (!focusTarget || create.isPending) return;
    setFocus(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, create.isPending, setFocus]);

  const onError = (body: ChildCreateBody) => (error: unknown) => {
    if (error instanceof ApiError && applyServerFieldErrors(error, setError, SERVER_FIELDS)) {
      // Contact details: the span is marked in the text as sent (the offsets are into it).
      setMarks(contactMarks(error.contact, body, SERVER_FIELDS));
      setFocusTarget(firstErroredField(Object.keys(error.fieldErrors)) ?? null);
      return;
    }
    notifyError(error);
    // Over the account's limit: said at the top of the form too; the answers and draft stay.
    if (error instanceof ApiError && error.code === 'SINGLES_LIMIT')
      setLimitMessage(errorMessage(error));
  };

  const onSubmit = handleSubmit((body) => {
    setLimitMessage(null);
    setMarks({});
    create.mutate(body, {
      onSuccess: (result) => {
        draft.discard();
        selectChild(result.data);
        notifySuccess(result.message, t('setup.form.created'));
        onCreated(body.firstName);
      },
      onError: onError(body),
    });
  });

  const startAfresh = () => {
    setConfirmingReset(false);
    reset(EMPTY_SETUP_VALUES);
    draft.discard();
    setRestored(false);
    setFocusTarget('firstName'); // after the dialog has closed and handed focus back
  };

  return (
    <>
      {create.isPending ? <FullPageLoader label={t('setup.form.saving')} /> : null}
      {isRestored ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4">
          <p className="text-ink">{t('setup.draft.restored')}</p>
          <button
            type="button"
            onClick={() => setConfirmingReset(true)}
            className={buttonClass('outline', 'px-4 text-sm')}
          >
            {t('setup.draft.startAfresh')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmingReset}
        title={t('setup.draft.confirmTitle')}
        confirmLabel={t('setup.draft.confirmLabel')}
        cancelLabel={t('setup.draft.cancel')}
        onConfirm={startAfresh}
        onCancel={() => setConfirmingReset(false)}
      >
        <p>{t('setup.draft.confirmText')}</p>
      </ConfirmDialog>
      <FormProvider {...form}>
        <SetupContactMarks value={marks}>
          <form noValidate hidden={create.isPending} onSubmit={onSubmit} className="grid gap-6">
            {limitMessage ? (
              <LimitAlert message={limitMessage} isHidden={create.isPending} />
            ) : null}
            <PersonalDetails />
            <Nationality />
            <EducationProfession />
            <AboutMyDeen />
            <SelfSummary />
            <div className="flex flex-col gap-4 sm:flex-row-reverse sm:items-center sm:justify-between">
              <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto sm:px-10')}>
                {t('setup.form.submit')}
              </button>
              <p className="text-sm text-muted">{t('setup.draft.keptUntilSubmit')}</p>
            </div>
          </form>
        </SetupContactMarks>
      </FormProvider>
    </>
  );
}

/**
 * The account has no room for another single (403 SINGLES_LIMIT). The page is back at its top
 * once the loader goes, so the message sits there and takes focus; the toast goes, this stays.
 */
function LimitAlert({ message, isHidden }: { message: string; isHidden: boolean }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!isHidden) alert.current?.focus();
  }, [isHidden]);
  return (
    <p
      ref={alert}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800"
    >
      {message}
    </p>
  );
}
