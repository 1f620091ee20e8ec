import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY, renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';
import { GetStartedPage } from './get-started-page';

// The set-up form in Hausa (decision 070): the page, its sections, its questions and the limit notice.

beforeEach(async () => {
  signIn();
  // The account's language is the page's (decision 070).
  localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
  await activateLanguage('ha');
});

describe('/get-started in Hausa', { timeout: 30_000 }, () => {
  it('asks its questions in Hausa', async () => {
    renderPage(<GetStartedPage />, '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Faɗa mana game da mai neman aurenku' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Faɗa mana game da mai neman aurenku — Waliyy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bayanan kai',
      'Ƙasar asali',
      'Ilimi da sana’a',
      'Game da addinina',
      'Taƙaitaccen bayani game da kai',
    ]);
    expect(screen.getByLabelText('Sunan farko')).toBeInTheDocument();
    expect(screen.getByLabelText('Tsawo (m)')).toHaveAttribute('inputMode', 'decimal');
    expect(screen.getByRole('group', { name: 'Kuna da ʼya’ya?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Game da ku')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Kada a bayyana ko wane ne\./);
    expect(within(screen.getByRole('note')).getByText('Kada a bayyana ko wane ne.').tagName).toBe(
      'STRONG',
    );
    expect(screen.getByRole('button', { name: 'Aika' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: /Koma baya/ })).toBeInTheDocument();
    expect(screen.queryByText('Tell us about your single')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('says the plan’s limit in Hausa', async () => {
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({
            language: 'ha',
            children: [
              { id: 'c1', firstName: 'Aisha' },
              { id: 'c2', firstName: 'Umar' },
            ],
            singlesLimit: 2,
          }),
        }),
    });
    renderPage(<GetStartedPage />, '/get-started');
    const notice = await screen.findByRole(
      'region',
      { name: 'Kuna da masu neman aure 2 cikin 2' },
      LAZY,
    );
    expect(notice).toHaveTextContent(
      'Tsarinku na kyauta yana ba da damar masu neman aure 2. Ku ɗaga tsarinku zuwa Premium don ƙara har zuwa 4.',
    );
    expect(within(notice).getByRole('link', { name: 'Duba tsarin Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(notice).getByRole('button', { name: 'Cike fom ɗin yanzu' })).toBeInTheDocument();
  });
});
