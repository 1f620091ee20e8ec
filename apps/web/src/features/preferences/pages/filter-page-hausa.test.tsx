import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { signIn, USER } from '../../../test/session-fixtures';
import { FilterPage } from './filter-page';

// /filter in another language (decision 070): every word of the page from the catalog.

const PATH = '/parent/child/preference/c1';
const choice = (group: string, answer: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name: answer });

describe('/filter in Hausa', () => {
  it('speaks Hausa: the page, the sections, the inputs and the answers (decision 070)', {
    timeout: 20_000,
  }, async () => {
    await activateLanguage('ha');
    signIn({ childId: 'c1' });
    // The account's language is the page's: a Hausa account keeps the page in Hausa.
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({ [`GET ${PATH}`]: () => json(200, { message: '', data: null }) });
    renderPage(<FilterPage />, { pathname: '/filter', state: { from: '/dashboard' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Saita abin da kuke so' })).toBeVisible();
    expect(screen.getByText('Ku zaɓi abin da kuke so')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Koma baya' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Ana loda zaɓuɓɓuka…');

    expect(await screen.findByLabelText('Mafi ƙarancin shekaru')).toHaveValue('18');
    expect(screen.getByLabelText('Mafi yawan shekaru')).toHaveAttribute(
      'placeholder',
      'Babu iyaka',
    );
    expect(screen.getByRole('combobox', { name: 'Matsayin aure' })).toHaveTextContent('Kowane');
    expect(screen.getByRole('combobox', { name: 'Mazhaba' })).toBeVisible();
    expect(choice('Shan taba', 'Babu zaɓi na musamman')).toBeChecked();
    expect(choice('Shan taba', 'Gara ba haka ba')).not.toBeChecked();
    expect(choice('A shirye don ƙaura', 'Ana son wanda ke a shirye')).not.toBeChecked();
    const rules = screen.getByRole('region', { name: 'Yadda zaɓuɓɓukanku ke aiki' });
    expect(rules).toHaveTextContent(/^Sharuɗɗa: iyakokin shekaru/);
    expect(within(rules).getByText('Don tsari kawai:').tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: 'Salon rayuwa' })).toHaveTextContent(
      /Ba damuwa: ba laifi idan haka ne\./,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/^Kariya koyaushe: .*cutar sikila/);
    expect(screen.getByRole('button', { name: 'Ajiye zaɓuɓɓuka' })).toBeEnabled();
    expect(screen.queryByText('Save preferences')).toBeNull();
    expect(document.title).toBe('Saita abin da kuke so — Waliyy');
  });
});
