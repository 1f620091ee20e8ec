import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readChildId, readSetupDraft, writeSetupDraft } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { DRAFT, describedError, field } from '../get-started-fixtures';
import { GetStartedPage } from './get-started-page';

beforeEach(() => {
  signIn();
});

// What the server refuses in the set-up form, said where it belongs.

describe('/get-started: refused', { timeout: 30_000 }, () => {
  it('puts server field errors under their fields and focuses the first', async () => {
    writeSetupDraft(DRAFT);
    const user = userEvent.setup();
    mockApi({
      'POST /parent/child': () =>
        json(400, {
          message: 'Phone numbers are not allowed here.',
          code: 'VALIDATION',
          errors: {
            about: 'Phone numbers are not allowed here.',
            yearOfBirth: 'Enter a valid year and month of birth',
          },
        }),
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(field('Date of birth')).toHaveFocus());
    expect(describedError(field('Date of birth'))).toContain(
      'Enter a valid year and month of birth',
    );
    expect(describedError(field('About you'))).toContain('Phone numbers are not allowed here.');
    expect(readChildId()).toBeNull();
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });

  it('marks what the server found for contact details, says the kind, and focuses the field', async () => {
    writeSetupDraft({
      ...DRAFT,
      speakersListenedTo: 'Mufti Menk, @someone',
      about: 'Calm and kind. My number is 0803 123 4567, after six.',
    });
    const user = userEvent.setup();
    const phone =
      'Phone numbers are not allowed here. Contact details are shared only after a match.';
    const handle = 'Social media handles are not allowed here.';
    // As the server answers: offsets into the texts it was sent (a list's entry by its place).
    const fetchMock = mockApi({
      'POST /parent/child': ({ body }) => {
        const { about } = body as { about: string };
        const start = about.indexOf('0803');
        return json(400, {
          message: phone,
          code: 'VALIDATION',
          errors: { about: phone, speakersListenedTo: handle },
          contact: {
            about: { kind: 'phone', start, end: start + 13, text: '0803 123 4567' },
            speakersListenedTo: { kind: 'handle', start: 0, end: 8, text: '@someone', item: 1 },
          },
        });
      },
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The first refused field in the form's order (About my Deen comes before Self Summary).
    const speakers = field('Speakers and scholars you listen to');
    await waitFor(() => expect(speakers).toHaveFocus());
    expect(sentBodies(fetchMock, 'POST /parent/child')).toHaveLength(1);
    const about = field('About you');
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(about)).toBe(
      'Character, interests, family, what you hope for in a marriage | ' +
        `${phone} | We found what looks like a phone number: “0803 123 4567”` +
        'Calm and kind. My number is 0803 123 4567, after six.',
    );
    const detailId = about.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    const detail = document.getElementById(detailId)!;
    expect(within(detail).getByText('0803 123 4567', { selector: 'mark' })).toBeInTheDocument();
    expect(describedError(speakers)).toContain(
      'In the 2nd name on the list, we found what looks like a social media handle',
    );
    expect(
      within(speakers.parentElement!).getByText('@someone', { selector: 'mark' }),
    ).toBeVisible();

    // Editing the field takes the server's error away, and the mark with it.
    await user.type(about, ' Thanks');
    await waitFor(() => expect(about).not.toHaveAttribute('aria-invalid'));
    expect(document.getElementById(detailId)).toBeNull();
    expect(screen.queryByText('0803 123 4567', { selector: 'mark' })).toBeNull();
    expect(screen.getByText('@someone', { selector: 'mark' })).toBeVisible();
  });

  it('says when the account has no room for another single, keeping the answers', async () => {
    writeSetupDraft(DRAFT);
    const user = userEvent.setup();
    const message = 'Your free plan allows 2 singles. Upgrade to Premium to add up to 4.';
    mockApi({
      'POST /parent/child': () => json(403, { message, code: 'SINGLES_LIMIT' }),
    });
    renderPage(<GetStartedPage />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // In the toast and, to stay, at the top of the form, where the page is after the loader.
    const alert = await screen.findByText(message, { selector: 'p[role="alert"]' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(field('First name')).toHaveValue('Aisha');
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });
});
