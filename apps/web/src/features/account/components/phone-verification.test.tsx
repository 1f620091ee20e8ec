import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGES } from '@waliyy/contract';
import type { AccountData } from '@waliyy/contract/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../../app/settings-page';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

const blocks = () => json(200, { message: '', data: { blocks: [], totalCount: 0 } });
const URL = '/account/phone/verification';

/** The Account tab with this account; answers the "Your phone" section. */
async function openSection(overrides: Partial<AccountData>, handlers = {}) {
  let current = account({ children: [{ id: 'c1', firstName: 'Aisha' }], ...overrides });
  const fetchMock = mockApi({
    'GET /account': () => json(200, { message: '', data: current }),
    'GET /blocks': blocks,
    ...handlers,
  });
  renderPage(<SettingsPage />, '/settings?tab=account#phone');
  const heading = await screen.findByRole('heading', { name: 'Your phone' });
  const section = heading.closest('section');
  if (!section) throw new Error('no phone section');
  expect(section.parentElement).toHaveAttribute('id', 'phone');
  return {
    fetchMock,
    section: within(section),
    setAccount: (next: Partial<AccountData>) => {
      current = { ...current, ...next };
    },
  };
}

describe('Settings › Account › Your phone (decision 083)', { timeout: 30_000 }, () => {
  it('texts a code, shows the wait, and confirms the code typed in Arabic-Indic digits', async () => {
    const { fetchMock, section, setAccount } = await openSection(
      {},
      {
        [`POST ${URL}`]: () =>
          json(200, {
            message: PHONE_MESSAGES.codeSent,
            data: { resendAfterSeconds: 60, expiresInSeconds: 600 },
          }),
        [`PUT ${URL}`]: () => {
          setAccount({ phoneVerified: true });
          return json(200, { message: PHONE_MESSAGES.verified, data: null });
        },
      },
    );
    expect(section.getByText('Not confirmed yet')).toBeInTheDocument();
    expect(section.queryByLabelText('Code from the text message')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Send me a code' }));

    // The resend wait, said and kept on the button.
    expect(
      await section.findByText(/You can ask for a new code in (60|59) seconds\./),
    ).toBeVisible();
    expect(section.getByRole('button', { name: 'Send me a new code' })).toBeDisabled();

    await userEvent.type(section.getByLabelText('Code from the text message'), '١٢٣٤٥٦');
    await userEvent.click(section.getByRole('button', { name: 'Confirm my phone' }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT ${URL}`)).toEqual([{ code: '123456' }]));
    expect(await section.findByText('Confirmed')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /code/ })).toBeNull();
  });

  it('says a wrong code under the field', async () => {
    const { section } = await openSection(
      {},
      {
        [`POST ${URL}`]: () =>
          json(200, {
            message: PHONE_MESSAGES.codeSent,
            data: { resendAfterSeconds: 60, expiresInSeconds: 600 },
          }),
        [`PUT ${URL}`]: () =>
          json(400, {
            message: PHONE_MESSAGES.codeInvalid,
            code: 'VALIDATION',
            errors: { code: PHONE_MESSAGES.codeInvalid },
          }),
      },
    );
    await userEvent.click(section.getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await section.findByLabelText('Code from the text message'), '000000');
    await userEvent.click(section.getByRole('button', { name: 'Confirm my phone' }));
    expect(await section.findByText(PHONE_MESSAGES.codeInvalid)).toBeInTheDocument();
    // A malformed code is refused before any call.
    await userEvent.clear(section.getByLabelText('Code from the text message'));
    await userEvent.type(section.getByLabelText('Code from the text message'), '12');
    await userEvent.click(section.getByRole('button', { name: 'Confirm my phone' }));
    expect(await section.findByText(/6 characters/)).toBeInTheDocument();
  });

  it('says the limit the server met, and waits as long as it said', async () => {
    const { section } = await openSection(
      {},
      {
        [`POST ${URL}`]: () =>
          json(
            429,
            { message: PHONE_MESSAGES.resendWait, code: 'RATE_LIMITED' },
            { 'retry-after': '42' },
          ),
      },
    );
    await userEvent.click(section.getByRole('button', { name: 'Send me a code' }));
    expect(await section.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.resendWait);
    expect(section.getByText(/in (42|41) seconds/)).toBeInTheDocument();
  });

  it('says plainly when the check cannot be done on this server', async () => {
    const { section } = await openSection({ phoneVerification: 'unavailable' });
    expect(section.getByText(/Phone numbers cannot be checked at the moment/)).toBeInTheDocument();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('shows a confirmed phone as confirmed, in Hausa too', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({
      'GET /account': () =>
        json(200, { message: '', data: account({ phoneVerified: true, language: 'ha' }) }),
      'GET /blocks': blocks,
    });
    renderPage(<SettingsPage />, '/settings?tab=account');
    const heading = await screen.findByRole('heading', { name: 'Wayarku' });
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByText('An tabbatar')).toBeInTheDocument();
    expect(section.getByText(/An tabbatar da lambar wayarku/)).toBeInTheDocument();
  });
});
