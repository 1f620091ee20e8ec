import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

// The e-mail and password inputs of the sign-up, login, password and e-mail forms, written
// once: the same label, keyboard, autofill hint and password rule wherever they are asked.

/** What a form passes: react-hook-form's registration and the field's error. */
type Registered = UseFormRegisterReturn & { error?: string | undefined };

export function EmailField({ label = 'Email address', ...props }: Registered & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The password the account has now (login, change password). */
export function CurrentPasswordField({
  label = 'Password',
  ...props
}: Registered & { label?: string }) {
  return <PasswordField label={label} autoComplete="current-password" {...props} />;
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
  label = 'Password',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint="At least 8 characters."
        {...password}
      />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirm} />
    </>
  );
}
