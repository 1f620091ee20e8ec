import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@waliyy/contract/languages';
import { SAFETY_MESSAGES } from '@waliyy/contract/safety';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';
import { headerOf, mockOther, mockOwn, OTHER, openTab } from '../profile-fixtures';

// The profile pages in Arabic (right to left) and Hausa (decision 070).

/** The signed-in account reads `language` (the session shows the account's language). */
async function showIn(language: Language) {
  localStorage.setItem('user', JSON.stringify({ ...USER, language }));
  await activateLanguage(language);
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('a profile in another language', { timeout: 30_000 }, () => {
  it('someone else’s profile in Arabic: right to left, plurals, the display id left to right', async () => {
    await showIn('ar');
    mockOther(() => json(200, { message: 'Profile.', data: OTHER }));
    renderApp('/recommended/p9');
    const heading = await screen.findByRole('heading', { level: 1, name: 'WL-7310' }, LAZY);
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(heading).getByText('WL-7310')).toHaveAttribute('dir', 'ltr');
    const header = headerOf(heading);
    expect(within(header).getByText('الملف الشخصي')).toBeInTheDocument();
    // 31 takes Arabic's "many" form.
    expect(within(header).getByText(/31 سنة/)).toBeInTheDocument();
    expect(within(header).getByText('يقيم في')).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'لماذا هذا الملف' });
    expect(within(why).getByText('الزمرتان الوراثيتان متوافقتان')).toBeInTheDocument();
    // 5 preferences: the "few" form.
    expect(
      within(why).getByText('يستوفي 3 من 5 تفضيلات لديكم؛ ويستوفي ملفكم 2 من تفضيلاته.'),
    ).toBeInTheDocument();

    await openTab('ديني');
    expect(screen.getByRole('tabpanel', { name: 'ديني' })).toHaveTextContent('عن التزامي الديني');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'هل في هذا الملف ما يريبكم؟' })).toBeInTheDocument();
    expect(document.title).toBe('الملف الشخصي — Waliyy');
  });

  it('reporting in Hausa asks in Hausa and says the server’s answer in Hausa', async () => {
    await showIn('ha');
    mockApi({
      'GET /account': () =>
        json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
      'GET /recommendation/p9': () => json(200, { message: '', data: OTHER }),
      'POST /report': () =>
        json(200, { message: SAFETY_MESSAGES.reported, data: { _id: 'r1', isNew: true } }),
    });
    renderApp('/recommended/p9');
    const section = await screen.findByRole(
      'region',
      { name: 'Akwai matsala da waɗannan bayanan?' },
      LAZY,
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Kai rahoton waɗannan bayanan' }));
    expect(
      within(section).getByRole('group', { name: 'Me ya sa kuke kai rahotonsa?' }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Aika rahoto' }));
    expect(within(section).getByText('Zaɓi dalili')).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: 'Ƙasa da shekara 18' }));
    await user.click(within(section).getByRole('button', { name: 'Aika rahoto' }));
    expect(
      await screen.findByText(
        'Mun gode. Ma’aikatanmu za su duba waɗannan bayanan kuma su sanar da ku ta imel idan sun gama.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('An kai rahoto.');
    await user.click(within(section).getByRole('button', { name: 'Toshe' }));
    expect(await screen.findByRole('dialog', { name: 'A toshe WL-7310?' })).toBeInTheDocument();
  });

  it('one’s own single in Hausa: the tabs, the facts and the profile id left to right', async () => {
    await showIn('ha');
    mockOwn({ hasAddictions: false, startedPracticingIn: '2015' });
    renderApp('/profile/c1');
    const heading = await screen.findByRole('heading', { level: 1 }, LAZY);
    const header = headerOf(heading);
    expect(within(header).getByText('Bayanan mai neman aurenku')).toBeInTheDocument();
    expect(within(header).getByText(/Shekaru 27/)).toBeInTheDocument();
    expect(within(header).getByText('Lambar shaida').nextElementSibling).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(screen.getByRole('tab', { name: 'Karatuna da sana’ata' })).toBeInTheDocument();
    const me = screen.getByRole('tabpanel', { name: 'Ni' });
    expect(within(me).getByText('Game da ni')).toBeInTheDocument();
    expect(within(me).getByText('Babu jaraba')).toBeInTheDocument();
    await openTab('Addinina');
    expect(screen.getByText('Na fara riƙon addini a shekarar 2015')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
