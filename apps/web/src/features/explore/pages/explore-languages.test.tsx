import { screen, within } from '@testing-library/react';
import { DISCOVERY_MESSAGES } from '@waliyy/contract/discovery-messages';
import type { Language } from '@waliyy/contract/languages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { exploreAnswer, profileCard, profileCards } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';

// The explore page in Arabic and Hausa (decision 070).

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

/** The signed-in account reads `language` (the session shows the account's language). */
async function showIn(language: Language) {
  localStorage.setItem('user', JSON.stringify({ ...USER, language }));
  await activateLanguage(language);
}

const accountHandler = () =>
  json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) });

describe('/explore in another language', { timeout: 30_000 }, () => {
  it('Arabic: right to left, the count in its plural form, Load More', async () => {
    await showIn('ar');
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/': () => json(200, exploreAnswer(profileCards(1, 9), 20)),
    });
    renderApp('/explore');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'استكشاف الملفات' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      await screen.findByText('كلّ من يمكن أن يُقترَح على Aisha، بصرف النظر عن التفضيلات.'),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    expect(within(screen.getByRole('list', { name: 'الملفات' })).getAllByRole('link')).toHaveLength(
      9,
    );
    // 20 is Arabic's "many" form.
    expect(screen.getByText('عرض 9 من 20 ملفًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحميل المزيد' })).toBeInTheDocument();
    expect(document.title).toBe('استكشاف — Waliyy');
  });

  it('Arabic: three profiles take the "few" form', async () => {
    await showIn('ar');
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/': () =>
        json(200, exploreAnswer([profileCard('p1'), profileCard('p2'), profileCard('p3')], 3)),
    });
    renderApp('/explore');
    expect(await screen.findByText('عرض 3 من 3 ملفات', {}, LAZY)).toBeInTheDocument();
  });

  it('Hausa: the empty list', async () => {
    await showIn('ha');
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/': () => json(200, exploreAnswer([], 0)),
    });
    renderApp('/explore');
    expect(
      await screen.findByText(/Babu bayanan da za a bincika tukuna/, {}, LAZY),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bincika bayanan mutane' }),
    ).toBeInTheDocument();
  });

  it('Arabic: the server’s refusal in Arabic by its id, not its English (decision 078)', async () => {
    await showIn('ar');
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/': () =>
        json(400, {
          code: 'VALIDATION',
          message: DISCOVERY_MESSAGES.pageTooDeep,
          messageId: 'discovery.pageTooDeep',
          errors: { 'query.page': DISCOVERY_MESSAGES.pageTooDeep },
          errorIds: { 'query.page': { messageId: 'discovery.pageTooDeep' } },
        }),
    });
    renderApp('/explore');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent(
      'هذه الصفحة بعيدة جدًا في القائمة. ضيّقوا القائمة أو ابدؤوا من الصفحة الأولى.',
    );
    expect(alert).not.toHaveTextContent(DISCOVERY_MESSAGES.pageTooDeep);
  });
});
