import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAGLINE } from '@waliyy/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { deferred, json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { SignUpPage } from './sign-up-page';

function field(name: string) {
  return screen.getByLabelText(name);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Yusuf');
  await user.type(field('Last name'), 'Bello');
  await user.type(field('Email address'), 'Yusuf@Example.com');
  await user.type(field('Phone number'), '+2348012345678');
  await user.type(field('Password'), 'a-strong-pass');
  await user.type(field('Confirm password'), 'a-strong-pass');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/i }));
}

/** The error text a field points at with aria-describedby. */
function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('/sign-up', () => {
  it('sends the gender chosen as the API’s value', async () => {
    await import('../form-checks');
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/signup': () => json(201, { message: 'Account created.', data: null }),
    });
    renderPage(<SignUpPage />, '/sign-up');
    await fillValidForm(user);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'I am (optional)' }),
      'A woman (a mother, a sister, or the single herself)',
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email');
    expect(sentBodies(fetchMock, 'POST /auth/signup')).toEqual([
      expect.objectContaining({ email: 'yusuf@example.com', gender: 'FEMALE' }),
    ]);
  });

  // The form's checks load on first focus (lib/lazy-resolver.ts); here they are loaded first,
  // so each check answers as soon as the form asks. login-page.test.tsx covers the first load.
  beforeAll(() => import('../form-checks'));

  it('has the spec’s fields, links, tagline and the mahram note', () => {
    renderPage(<SignUpPage />, '/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/sisters.*mahram/i);
    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'Phone number',
      'Password',
      'Confirm password',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    // The account holder's gender: optional, unanswered by default (decision 020).
    const gender = screen.getByRole('combobox', { name: 'I am (optional)' });
    expect(gender).toHaveValue('');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Prefer not to say',
      'A man (a father, a brother, or the single himself)',
      'A woman (a mother, a sister, or the single herself)',
    ]);
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /terms and conditions/i })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Back to the Website' })).toHaveAttribute('href', '/');
  });

  it('shows each rule’s message under its field once touched (product.md §5)', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/sign-up');

    await user.click(field('First name'));
    await user.tab();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(field('First name'))).toBe('Enter Full Name');
    // Untouched fields stay quiet.
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Last name'), 'B');
    await user.tab();
    expect(describedError(field('Last name'))).toBe('Must be 2 characters or more');

    await user.type(field('Email address'), 'not-an-email');
    await user.tab();
    expect(describedError(field('Email address'))).toBe('Invalid Email Address');

    await user.type(field('Phone number'), '0801 234 567x');
    await user.tab();
    expect(describedError(field('Phone number'))).toContain(
      'Enter a phone number, e.g. 0803 123 4567 or +44 7911 123456',
    );
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+234801');
    expect(describedError(field('Phone number'))).toContain('Too short');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+234 8012 3456 7890 1234');
    expect(describedError(field('Phone number'))).toContain('Too long');
    // As people type it (decision 074): a local number, in any digits, is no error here.
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '٠٨٠١ ٢٣٤ ٥٦٧٨');
    expect(field('Phone number')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Password'), 'short');
    await user.tab();
    expect(describedError(field('Password'))).toContain('Must be 8 characters or more');
  });

  it('says which messages an empty submit earns, the terms one under the checkbox', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderPage(<SignUpPage />, '/sign-up');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(describedError(field('Email address'))).toBe('Enter Email Address');
    expect(describedError(field('Phone number'))).toContain('Enter Phone Number');
    expect(describedError(field('Password'))).toContain('Create a password');
    expect(describedError(field('Confirm password'))).toBe('Confirm your password');
    const terms = screen.getByRole('checkbox', { name: /accept the terms/i });
    expect(describedError(terms)).toBe('You must accept the terms and conditions');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the terms error once the checkbox is touched, and clears it when ticked', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/sign-up');
    const terms = screen.getByRole('checkbox', { name: /accept the terms/i });
    terms.focus();
    await user.tab();
    expect(describedError(terms)).toBe('You must accept the terms and conditions');
    await user.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('says when the passwords do not match', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/sign-up');
    await user.type(field('Password'), 'a-strong-pass');
    await user.type(field('Confirm password'), 'another-pass');
    await user.tab();
    expect(describedError(field('Confirm password'))).toBe('Passwords do not match');
  });

  it('toggles each password between hidden and shown with a pressed button', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/sign-up');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a full-page loader while registering, then the server’s message and /verify-email', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const fetchMock = mockApi({ 'POST /auth/signup': () => answer.promise });
    renderPage(<SignUpPage />, '/sign-up');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('status')).toHaveTextContent('Creating your account…');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    // Unanswered, the gender is not sent at all.
    expect(sentBodies(fetchMock, 'POST /auth/signup')).toEqual([
      {
        firstName: 'Yusuf',
        lastName: 'Bello',
        email: 'yusuf@example.com',
        phoneNumber: '+2348012345678',
        password: 'a-strong-pass',
        confirmPassword: 'a-strong-pass',
        // The language the visitor reads becomes the account's (decision 070).
        language: 'en',
      },
    ]);

    answer.resolve(json(201, { message: 'Account created. Check your e-mail.', data: null }));
    expect(await screen.findByText('Account created. Check your e-mail.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email');
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"email":"yusuf@example.com"}');
  });

  it('refuses a disposable address: the message under the e-mail field, said once (decision 022)', async () => {
    const user = userEvent.setup();
    const message = 'Invalid email. Please use a standard email.';
    mockApi({
      'POST /auth/signup': () =>
        json(400, { message, code: 'VALIDATION', errors: { email: message } }),
    });
    renderPage(<SignUpPage />, '/sign-up');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The form is back, as it was, with the reason under the field, and no toast repeating it.
    await waitFor(() => expect(describedError(field('Email address'))).toBe(message));
    expect(field('First name')).toHaveValue('Yusuf');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/ar/sign-up, in Arabic (decision 070)', () => {
  it('says its words in Arabic, right to left, with its links in Arabic', async () => {
    await activateLanguage('ar');
    renderPage(<SignUpPage />, '/ar/sign-up');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء حسابكم' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      /^إلى الأخوات المسجِّلات لأنفسهنّ: يُرجى التسجيل ببيانات المَحرم/,
    );
    expect(screen.getByLabelText('الاسم الأول')).toBeInTheDocument();
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('placeholder', '0803 123 4567');
    expect(screen.getByLabelText('قرأت الشروط والأحكام وأوافق عليها')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجّلوا الدخول' })).toHaveAttribute('href', '/ar/login');
    expect(
      screen.getByRole('link', { name: /^قراءة الشروط والأحكام ?\(تُفتح في علامة تبويب جديدة\)$/ }),
    ).toHaveAttribute('href', '/ar/terms');
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeInTheDocument();
    expect(document.title).toBe('إنشاء حساب — Waliyy');
    // An address and a phone number read left to right inside the Arabic form ('+234…').
    for (const field of document.querySelectorAll('input[type="email"], input[type="tel"]')) {
      expect(field).toHaveAttribute('dir', 'ltr');
    }
    expect(document.querySelectorAll('input[dir="ltr"]')).toHaveLength(2);
  });
});
