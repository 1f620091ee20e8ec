import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readChildId } from '../../../lib/storage';
import { json, mockApi } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';
import { SelectChildPage } from './select-child-page';

describe('/select-child', () => {
  it('lists the singles by first name; a pick makes one active and opens /dashboard', async () => {
    const user = userEvent.setup();
    signIn({ childId: 'c1' });
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({
            children: [
              { id: 'c1', firstName: 'Aisha' },
              { id: 'c2', firstName: 'Umar' },
            ],
          }),
        }),
    });
    renderPage(<SelectChildPage />, '/select-child');
    await user.click(await screen.findByRole('button', { name: 'Umar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(readChildId()).toBe('c2');
  });

  it('points to /get-started when there is no single yet', async () => {
    signIn();
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderPage(<SelectChildPage />, '/select-child');
    expect(await screen.findByRole('link', { name: 'Tell us about your single' })).toHaveAttribute(
      'href',
      '/get-started',
    );
  });

  it('in Hausa', async () => {
    signIn();
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderPage(<SelectChildPage />, '/select-child');
    expect(
      await screen.findByRole('link', { name: 'Faɗa mana game da mai neman aurenku' }),
    ).toHaveAttribute('href', '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Zaɓi mai neman aure' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ba ku ƙara kowa ba tukuna.')).toBeInTheDocument();
  });
});
