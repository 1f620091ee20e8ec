import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { freeTextWhere } from '@waliyy/contract/free-text-fields';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, offContract, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, confirmationNotAsked, signIn } from '../../../test/session-fixtures';
import { OWN } from '../../profile-view/profile-fixtures';

// The profile-view tests' single (the contract's test profile with what pages read on
// screen), with the genotype these tests look for.
const PROFILE: ChildProfile = { ...OWN, genotype: 'AS' };
const _LONG_EDITABLE = freeTextWhere((spec) => spec.editable && spec.kind === 'long');

const SINGLES = [
  { id: 'c1', firstName: 'Aisha' },
  { id: 'c2', firstName: 'Maryam' },
];

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

function calls(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return sentBodies(fetchMock, key).length;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

// The User tab's refused saves: a field error from the server, contact details found, the
// contract's own rules before sending (split from user-tab.test.tsx).
describe('/settings › User: refused saves', { timeout: 30_000 }, () => {
  it('shows a field error from the server under its field', async () => {
    const message = 'Do not write the single’s name here.';
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      ...confirmationNotAsked('c1'),
      'PUT /parent/child/c1': () =>
        json(400, { message, code: 'VALIDATION', errors: { aboutDressing: message } }),
    });
    renderApp('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }, LAZY));
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('How do you dress?'))).toBe(message),
    );
    expect(screen.getByLabelText('How do you dress?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('How do you dress?')).toHaveFocus();
    // Under the field only, not in a toast as well (decision 022).
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks what the server found for contact details in a refused save', async () => {
    const message =
      'E-mail addresses are not allowed here. Contact details are shared only after a match.';
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      // As the server answers: the span's offsets into the text it was sent.
      'PUT /parent/child/c1': ({ body }) => {
        const { profession } = body as { profession: string };
        const start = profession.indexOf('aisha');
        return json(400, {
          message,
          code: 'VALIDATION',
          errors: { profession: message },
          contact: {
            profession: { kind: 'email', start, end: start + 15, text: 'aisha@gmail.com' },
          },
        });
      },
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const profession = await screen.findByLabelText('Profession', {}, LAZY);
    await user.clear(profession);
    await user.type(profession, 'Pharmacist, write to aisha@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(profession).toHaveFocus());
    expect(calls(fetchMock, 'PUT /parent/child/c1')).toBe(1);
    expect(profession).toHaveAttribute('aria-invalid', 'true');
    // The hint first (the set-up form's, now the same field in both forms), then the error.
    expect(describedError(profession)).toBe(
      `e.g. Pharmacist, trader, student of engineering | ${message} | We found what looks like an e-mail address: “aisha@gmail.com”` +
        'Pharmacist, write to aisha@gmail.com',
    );
    const mark = within(profession.parentElement!).getByText('aisha@gmail.com', {
      selector: 'mark',
    });
    expect(mark.parentElement).toHaveTextContent('Pharmacist, write to aisha@gmail.com');

    // Editing the field takes the server's error away, and the mark with it.
    await user.type(profession, '.');
    await waitFor(() => expect(profession).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('aisha@gmail.com', { selector: 'mark' })).toBeNull();
  });

  it('checks the contract’s rules before sending, and falls back to ‘An error occurred’', async () => {
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account({ children: SINGLES }) }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      // A gateway's bare failure, not the API's: no body to read.
      'PUT /parent/child/c1': () => offContract(new Response('', { status: 502 })),
    });
    renderApp('/settings');
    const user = userEvent.setup();
    const height = await screen.findByLabelText('Height (m)', {}, LAZY);
    await user.clear(height);
    await user.type(height, '175');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(describedError(height)).toBe(
      'In metres, e.g. 1.70 | Height must be between 1 and 2.5 metres',
    );
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1')).toEqual([]);

    await user.clear(height);
    await user.type(height, '1.75');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
