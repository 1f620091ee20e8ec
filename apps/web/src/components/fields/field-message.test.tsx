import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, LoginForm } from '@waliyy/contract/auth';
import { CHILD_MESSAGES } from '@waliyy/contract/child-messages';
import { TERMS_MESSAGES } from '@waliyy/contract/terms-messages';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { mountToastHost } from '../../app/toast-host';
import { activateLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { reportFormError } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { CurrentPasswordField, EmailField } from './account-fields';
import { TextareaField } from './textarea-field';

type Values = { emailAddress: string; password: string };

/** The login form's fields and checks, as a page builds them. */
function LoginLikeForm() {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(LoginForm),
    defaultValues: { emailAddress: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <EmailField error={formState.errors.emailAddress?.message} {...register('emailAddress')} />
      <CurrentPasswordField error={formState.errors.password?.message} {...register('password')} />
      <button type="submit">Go</button>
    </form>
  );
}

describe('field messages in the language shown', () => {
  it('English: the contract’s message as it is', async () => {
    render(<LoginLikeForm />);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginEmailRequired)).toBeInTheDocument();
    expect(screen.getByText('Must be 8 characters or more')).toBeInTheDocument();
  });

  it('Hausa: the same checks’ messages, from the catalog, with their numbers', async () => {
    await activateLanguage('ha');
    render(<LoginLikeForm />);
    await userEvent.type(screen.getByLabelText('Kalmar sirri'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Shigar da adireshin imel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuna kalmar sirri' })).toBeInTheDocument();
    expect(screen.getByText('Dole ne ya kai haruffa 8 ko fiye')).toBeInTheDocument();
    expect(screen.getByLabelText('Adireshin imel')).toHaveAccessibleDescription(
      'Shigar da adireshin imel',
    );
    // The language switches under a shown error: it follows.
    await act(() => activateLanguage('en'));
    expect(screen.getByText(AUTH_MESSAGES.loginEmailRequired)).toBeInTheDocument();
  });
});

type Story = { about: string; lga: string };

/** A form that puts the server's field errors under its fields, as the profile forms do. */
function ServerCheckedForm({ error }: { error: ApiError }) {
  const { register, handleSubmit, setError, formState } = useForm<Story>({
    defaultValues: { about: '', lga: '' },
  });
  return (
    <form
      onSubmit={handleSubmit(() => {
        reportFormError(error, setError, { about: 'about', lga: 'lga' });
      })}
    >
      <TextareaField label="About" error={formState.errors.about?.message} {...register('about')} />
      <TextareaField label="LGA" error={formState.errors.lga?.message} {...register('lga')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the server’s errors in the language shown', () => {
  const refused = new ApiError({
    status: 400,
    code: 'VALIDATION',
    message: TERMS_MESSAGES.phone,
    fieldErrors: { about: TERMS_MESSAGES.phone, lga: 'Something only the server says' },
  });

  it('English: the server’s field messages exactly', async () => {
    render(<ServerCheckedForm error={refused} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TERMS_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByText('Something only the server says')).toBeInTheDocument();
  });

  it('Yoruba: a known field message translated, another by its code', async () => {
    await activateLanguage('yo');
    render(<ServerCheckedForm error={refused} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^A kò gbà nọ́ńbà fóònù níbí\./)).toBeInTheDocument();
    expect(screen.getByText('Ẹ jọ̀wọ́ ṣàyẹ̀wò àwọn àyè tí a sàmì sí.')).toBeInTheDocument();
    expect(screen.queryByText('Something only the server says')).not.toBeInTheDocument();
  });

  it('Hausa: a field message by the id the server sent, whatever its English', async () => {
    await activateLanguage('ha');
    const reworded = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Reworded by a newer server.',
      fieldErrors: { about: 'Reworded by a newer server.', lga: 'Another new message' },
      fieldRefs: {
        about: { messageId: 'maxChars', values: { count: 2000 } },
        lga: { messageId: 'child.somethingNew' },
      },
    });
    render(<ServerCheckedForm error={reworded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Kada ya wuce haruffa 2,?000$/)).toBeInTheDocument();
    expect(screen.queryByText('Reworded by a newer server.')).not.toBeInTheDocument();
    // An id this client does not know: the code's message, as for any unknown field message.
    expect(screen.queryByText('Another new message')).not.toBeInTheDocument();
  });

  it('Arabic: an error toast from its code; a success toast in the caller’s words', async () => {
    await activateLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    mountToastHost();
    const suspended = new ApiError({
      status: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account was suspended on 3 May.',
      fieldErrors: {},
    });
    render(<ServerCheckedForm error={suspended} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('هذا الحساب موقوف. يُرجى التواصل مع الدعم.')).toBeInTheDocument();
    act(() => notifySuccess('Profile updated.', 'تم تحديث الملف.'));
    await waitFor(() => expect(screen.getByText('تم تحديث الملف.')).toBeInTheDocument());
    expect(screen.queryByText('Profile updated.')).not.toBeInTheDocument();
  });

  it('a message with a number the table reads, e.g. tooLong', () => {
    expect(CHILD_MESSAGES.tooLong(2000)).toBe('Must be 2000 characters or fewer');
  });
});
