import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPORT_NOTE_MAX } from '@waliyy/contract/constants';
import type { ReportReason } from '@waliyy/contract/safety';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type MessageKey, useT } from '../../../i18n/translate';
import { refreshDiscovery } from '../../../lib/discovery-keys';
import { shownMessage } from '../../../lib/known-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { blocksKeys, likesKeys, matchKeys, publicProfileKeys } from '../../../lib/query-keys';
import { blockProfile, reportProfile } from '../api';

type ReportOrBlockProps = { profileId: string; displayId: string; childId: string | null };

const REASON_LABELS = {
  contact_details: 'profile.report.reason.contactDetails',
  inappropriate_content: 'profile.report.reason.inappropriateContent',
  fake_profile: 'profile.report.reason.fakeProfile',
  underage: 'profile.report.reason.underage',
  harassment: 'profile.report.reason.harassment',
  other: 'profile.report.reason.other',
} as const satisfies Record<ReportReason, MessageKey>;
const REASONS = Object.keys(REASON_LABELS) as ReportReason[];

/**
 * Under someone else's profile (decision 012): report it to the team (a reason and a note) or block
 * it — that profile and every single of its family leave this family's lists, both ways, at
 * once, and any like or match between them ends. Unblocking is in Settings › Account.
 */
export function ReportOrBlock({ profileId, displayId, childId }: ReportOrBlockProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [isReporting, setReporting] = useState(false);
  const [isBlocking, setBlocking] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<MessageKey | null>(null);
  const [isReported, setReported] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Opened from the bottom of a long profile on a phone, the form starts below the fold: bring
  // it into view and put focus on its first choice, so sighted, keyboard and screen-reader
  // users all land in it (decision 021). Focus itself does not scroll (the form is
  // scrolled already, clear of the sticky top bar by its scroll margin).
  useEffect(() => {
    if (!isReporting) return;
    const element = form.current;
    if (!element) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    element.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  }, [isReporting]);

  const report = useMutation({
    mutationFn: reportProfile,
    onSuccess: (answer) => {
      // Already in the language shown: the same words whatever the language.
      const said = shownMessage(answer.message, () => t('profile.report.done'));
      notifySuccess(said, said);
      setReporting(false);
      setReported(true);
    },
    onError: notifyError,
  });
  const block = useMutation({
    mutationFn: blockProfile,
    onSuccess: async (answer) => {
      // Already in the language shown: the same words whatever the language.
      const said = shownMessage(answer.message, () => t('profile.block.done'));
      notifySuccess(said, said);
      // Every list that could show this family again asks the server afresh.
      await Promise.all([
        ...[likesKeys.all, matchKeys.all, publicProfileKeys.all, blocksKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        refreshDiscovery(queryClient),
      ]);
      navigate('/dashboard', { replace: true });
    },
    onError: notifyError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError('profile.report.chooseReason');
      return;
    }
    report.mutate({
      profile: profileId,
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(childId ? { childId } : {}),
    });
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id={`${ids}-title`} className="font-serif text-2xl font-semibold text-brand-900">
          {t('profile.report.title')}
        </h2>
        <p className="mt-1 leading-relaxed text-muted">{t('profile.report.intro')}</p>
      </div>
      {isReported ? (
        <p role="status" className="font-semibold text-brand-900">
          {t('profile.report.status')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isReported ? null : (
          <button
            type="button"
            className={buttonClass('outline')}
            aria-expanded={isReporting}
            aria-controls={`${ids}-form`}
            onClick={() => setReporting((open) => !open)}
          >
            {t('profile.report.open')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('danger', 'disabled:opacity-60')}
          disabled={block.isPending}
          onClick={() => setBlocking(true)}
        >
          {t('profile.block.button')}
        </button>
      </div>
      {isReporting ? (
        <form
          ref={form}
          id={`${ids}-form`}
          onSubmit={submit}
          noValidate
          className="grid scroll-mt-24 gap-4"
        >
          <fieldset
            className="grid gap-2"
            aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
          >
            <legend className="mb-2 font-semibold text-brand-900">
              {t('profile.report.reasonLegend')}
            </legend>
            {REASONS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                  className="size-5 accent-brand-800"
                />
                {t(REASON_LABELS[value])}
              </label>
            ))}
            {reasonError ? (
              <p id={`${ids}-reason-error`} className="text-sm font-semibold text-red-700">
                {t(reasonError)}
              </p>
            ) : null}
          </fieldset>
          <label className="grid gap-2">
            <span className="font-semibold text-brand-900">{t('profile.report.noteLabel')}</span>
            <textarea
              value={note}
              maxLength={REPORT_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              className="rounded-2xl border border-cream-300 bg-white p-3"
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonClass('primary', 'disabled:opacity-60')}
              disabled={report.isPending}
            >
              {report.isPending ? t('profile.actions.sending') : t('profile.report.send')}
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setReporting(false)}
            >
              {t('profile.report.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        isOpen={isBlocking}
        title={t('profile.block.title', { displayId })}
        confirmLabel={t('profile.block.button')}
        cancelLabel={t('profile.block.keep')}
        isBusy={block.isPending}
        onCancel={() => setBlocking(false)}
        onConfirm={() => block.mutate(profileId)}
      >
        {t('profile.block.text')}
      </ConfirmDialog>
    </section>
  );
}
