import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import type { AdminReportDetail, RedactableField } from '@waliyy/contract/admin-moderation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ButtonVariant, buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckboxField } from '../../../components/fields/checkbox-field';
import { FieldError } from '../../../components/fields/field-message';
import { TextareaField } from '../../../components/fields/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ADMIN_KEY, useReportAction } from '../api';
import { FIELD_LABELS, fieldText, redactableTexts } from '../redactable';
import { type FieldErrors, reasonError, serverErrors, useIsActing } from './action-form';

type Action = 'dismiss' | 'suspend' | 'redact' | 'warn';

/** The actions, in the order shown; warning and suspending need an account, editing a profile. */
const BUTTONS: {
  action: Action;
  label: string;
  variant: ButtonVariant;
  needs?: 'account' | 'profile';
}[] = [
  { action: 'dismiss', label: 'Dismiss', variant: 'outline' },
  { action: 'warn', label: 'Warn the family', variant: 'outline', needs: 'account' },
  { action: 'suspend', label: 'Suspend the account', variant: 'danger', needs: 'account' },
  { action: 'redact', label: 'Edit out fields', variant: 'primary', needs: 'profile' },
];

/**
 * Dismiss, suspend the account, edit fields out or warn the family: one reason, asked for
 * first, then back to the queue. Every open report on the profile is handled at once.
 */
export function ReportActions({ report }: { report: AdminReportDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useReportAction(report.id);
  const isActing = useIsActing();
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<RedactableField[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Action | null>(null);
  const account = report.reported.account;
  const texts = report.profile ? redactableTexts(report.profile) : [];
  const count = report.reports.length;
  const reporters = report.reports.filter((r) => r.reporter !== null).length;
  const told =
    reporters === 0
      ? ''
      : reporters === 1
        ? ' The reporter is told.'
        : ` All ${reporters} reporters are told.`;
  const all = count > 1 ? `All ${count} reports are handled. ` : '';

  const ask = (action: Action) => {
    const found: FieldErrors = {};
    const why = reasonError(reason);
    if (why) found.reason = why;
    if (action === 'redact' && fields.length === 0) found.fields = ADMIN_MESSAGES.fields;
    setErrors(found);
    if (Object.keys(found).length === 0) setPending(action);
  };

  const act = async (action: Action) => {
    try {
      // The reports on the page: a report filed since it loaded is refused (409), not handled unseen.
      const body = {
        action,
        reason: reason.trim(),
        reportIds: report.reports.map((r) => r.id),
        ...(action === 'redact' ? { fields } : {}),
      };
      const answer = await mutation.mutateAsync(body);
      setPending(null);
      notifySuccess(answer.message, ADMIN_MESSAGES.reportHandled);
      navigate('/admin/reports');
    } catch (error) {
      setPending(null);
      setErrors(serverErrors(error));
      // Another report arrived, or someone else handled the group: the toast says which; the
      // page reloads the reports so the moderator sees them before acting again.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      }
    }
  };

  const toggle = (field: RedactableField, isChecked: boolean) =>
    setFields((now) => (isChecked ? [...now, field] : now.filter((f) => f !== field)));

  const confirms: Record<Action, { title: string; body: string; label: string }> = {
    dismiss: {
      title: count > 1 ? `Dismiss these ${count} reports?` : 'Dismiss this report?',
      body: `${all}Nothing changes on the profile.${reporters === 0 ? '' : ` ${reporters === 1 ? 'The reporter is' : 'Each reporter is'} told it was reviewed and no rule was broken.`}`,
      label: count > 1 ? 'Yes, dismiss them' : 'Yes, dismiss it',
    },
    suspend: {
      title: `Suspend ${account?.email ?? 'the account'}?`,
      body: `${all}Its sessions stop working and its singles are hidden until staff reinstate it. The family is told.${told}`,
      label: 'Yes, suspend it',
    },
    redact: {
      title: `Edit out ${fields.length} ${fields.length === 1 ? 'field' : 'fields'}?`,
      body: `${all}${fields.map((f) => FIELD_LABELS[f]).join(', ')} will read as removed by Waliyy. The text is kept for staff; the family is e-mailed it with your reason and cannot save it back.${told}`,
      label: 'Yes, edit them out',
    },
    warn: {
      title: `Warn ${account?.email ?? 'the family'}?`,
      body: `${all}The family is e-mailed a warning with your reason; nothing else changes.${told}`,
      label: 'Yes, warn them',
    },
  };

  return (
    <div className="grid gap-5">
      {report.profile ? (
        <fieldset
          className="grid gap-3"
          aria-describedby={errors.fields ? 'redact-error' : undefined}
        >
          <legend className="mb-2 text-lg font-semibold text-brand-900">Fields to edit out</legend>
          {texts.length === 0 ? <p className="text-muted">The profile has no free text.</p> : null}
          {texts.map((field) => (
            <div key={field} className="rounded-2xl border border-cream-300 bg-white p-3">
              <CheckboxField
                label={FIELD_LABELS[field]}
                checked={fields.includes(field)}
                onChange={(event) => toggle(field, event.target.checked)}
              />
              <p className="mt-1 whitespace-pre-line wrap-anywhere ps-8 text-sm text-muted">
                {fieldText(report.profile!, field)}
              </p>
            </div>
          ))}
          <FieldError id="redact-error" message={errors.fields} />
        </fieldset>
      ) : null}
      <TextareaField
        label="Reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        hint="3 to 500 characters, kept in the audit log. Editing out and warning e-mail it to the family."
      />
      <div className="flex flex-wrap gap-3">
        {BUTTONS.filter(
          ({ needs }) => !needs || Boolean(needs === 'account' ? account : report.profile),
        ).map(({ action, label, variant }) => (
          <button
            key={action}
            type="button"
            className={buttonClass(variant, 'disabled:opacity-60')}
            disabled={isActing}
            onClick={() => ask(action)}
          >
            {label}
          </button>
        ))}
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending ? confirms[pending].title : ''}
        confirmLabel={pending ? confirms[pending].label : ''}
        isBusy={isActing}
        onConfirm={() => pending && void act(pending)}
        onCancel={() => setPending(null)}
      >
        {pending ? confirms[pending].body : null}
      </ConfirmDialog>
    </div>
  );
}
