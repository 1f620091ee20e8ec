import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSetupDraft, writeSetupDraft } from '../../../lib/storage';
import { renderPage } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { answer, field } from '../get-started-fixtures';
import { GetStartedPage } from './get-started-page';

beforeEach(() => {
  signIn();
});

// The set-up form’s draft: saved on an interval, restored, cleared on request.

describe('/get-started: the draft', { timeout: 30_000 }, () => {
  it('saves the draft after the autosave interval and restores it on return', async () => {
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={30} />, '/get-started');
    await user.type(field('First name'), 'Aisha');
    await answer(user, 'Do you smoke?', 'No');
    await user.selectOptions(field('Citizenship'), 'British');
    await user.type(field('State, region or county of origin'), 'Essex');
    await waitFor(() =>
      expect(readSetupDraft()).toMatchObject({
        firstName: 'Aisha',
        isSmoker: 'false',
        citizenship: 'British',
        state: 'Essex',
      }),
    );

    cleanup();
    renderPage(<GetStartedPage autosaveMs={30} />, '/get-started');
    expect(field('First name')).toHaveValue('Aisha');
    expect(
      within(screen.getByRole('group', { name: 'Do you smoke?' })).getByLabelText('No'),
    ).toBeChecked();
    expect(field('Citizenship')).toHaveValue('British');
    expect(field('State, region or county of origin')).toHaveValue('Essex');
    expect(screen.getByText(/brought back the answers/)).toBeInTheDocument();
  });

  it('starts afresh on request: the draft goes and the form empties', async () => {
    writeSetupDraft({ firstName: 'Aisha', isSmoker: 'true' });
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
    await user.click(screen.getByRole('button', { name: 'Start afresh' }));
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));

    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveValue('');
    expect(screen.queryByText(/brought back the answers/)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(readSetupDraft()).toBeNull();
  });

  it('writes nothing before the interval has passed', async () => {
    const user = userEvent.setup();
    renderPage(<GetStartedPage autosaveMs={60_000} />, '/get-started');
    await user.type(field('First name'), 'Aisha');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readSetupDraft()).toBeNull();
    // Leaving the page keeps what was typed since the last interval.
    cleanup();
    expect(readSetupDraft()).toMatchObject({ firstName: 'Aisha' });
  });
});
