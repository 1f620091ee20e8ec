import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/translate';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

// The e-mail and password inputs of the sign-up, login, password and e-mail forms, written
// once: the same label, keyboard, autofill hint and password rule wherever they are asked.

/** What a form passes: react-hook-form's registration and the field's error. */
type Registered = UseFormRegisterReturn & { error?: string | undefined };

export function EmailField({ label, ...props }: Registered & { label?: string }) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('forms.field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/** The password the account has now (login, change password). */
export function CurrentPasswordField({ label, ...props }: Registered & { label?: string }) {
  const t = useT();
  return (
    <PasswordField
      label={label ?? t('forms.field.password')}
      autoComplete="current-password"
      {...props}
    />
  );
}

type NewPasswordFieldsProps = {
  password: Registered;
  confirm: Registered;
  /** 'Password' on sign-up; 'New password' where one is replaced. */
  label?: string;
  confirmLabel?: string;
};

/** A new password and its confirmation, with the rule said under the first. */
export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label ?? t('forms.field.password')}
        autoComplete="new-password"
        hint={t('forms.field.passwordHint')}
        {...password}
      />
      <PasswordField
        label={confirmLabel ?? t('forms.field.confirmPassword')}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
