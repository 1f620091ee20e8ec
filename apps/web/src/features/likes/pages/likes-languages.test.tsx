import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@waliyy/contract/languages';
import type { Match } from '@waliyy/contract/likes';
import { LIKES_MESSAGES, MATCH_GUIDANCE } from '@waliyy/contract/likes-messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json } from '../../../test/api-mock';
import { otherSingle } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { signIn, USER } from '../../../test/session-fixtures';
import { OTHER } from '../../profile-view/profile-fixtures';
import { ACTIVE, api, likesAnswer } from '../likes-fixtures';

// The likes and match pages in Hausa and Arabic (decision 070).

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

/** The signed-in account reads `language` (the session shows the account's language). */
async function showIn(language: Language) {
  localStorage.setItem('user', JSON.stringify({ ...USER, language }));
  await activateLanguage(language);
}

const match: Match = {
  match: otherSingle('p5', { gender: 'FEMALE', age: 26 }),
  match_id: 'm1',
  contact: {
    fullName: 'Abdullahi Bello',
    email: 'abdullahi@example.com',
    phone: '+2348031234567',
    isWali: true,
  },
  guidance: MATCH_GUIDANCE.manWali,
  matchedAt: '2026-11-20T10:00:00.000Z',
};

describe('likes and matches in another language', { timeout: 30_000 }, () => {
  it('the likes page in Hausa: its title, tabs, cards and empty list', async () => {
    await showIn('ha');
    api(ACTIVE, { 'GET /match/like/child/c1/': likesAnswer });
    renderApp('/likes');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Masu sha’awarku' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sha’awa' })).toBeInTheDocument();
    expect(
      screen.getByText('Waɗannan su ne waɗanda suka nuna sha’awa ga bayananku.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bayanan da suka nuna sha’awa ga naku' });
    const card = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByText('Shekaru 30')).toBeInTheDocument();
    // The country comes in Hausa once the place names (a chunk of their own) arrive.
    expect(await within(card).findByText('Daga Ikeja · Yana zaune a Najeriya')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'WY-P1' }).firstElementChild).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(document.title).toBe('Sha’awa — Waliyy');

    await userEvent.click(screen.getByRole('tab', { name: 'Waɗanda kuka nuna wa sha’awa' }));
    expect(await screen.findByText('Ba a sami bayanai ba.')).toBeInTheDocument();
  });

  it('the match page in Arabic: right to left, the wali’s contact left to right', async () => {
    await showIn('ar');
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: match }) });
    renderApp('/match');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'هذه هي من تمّ التوافق معها.' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    const contact = screen.getByRole('region', { name: 'بيانات التواصل مع وليّها' });
    expect(within(contact).getByText('الوليّ')).toBeInTheDocument();
    const phone = within(contact).getByRole('link', { name: '+2348031234567' });
    expect(phone).toHaveAttribute('href', 'tel:+2348031234567');
    // Left to right inside, lined up with the name on the right like every row of the list.
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.closest('dd')).not.toHaveAttribute('dir');
    const email = within(contact).getByRole('link', { name: 'abdullahi@example.com' });
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email.closest('dd')).not.toHaveAttribute('dir');
    // The server's guidance (English) is said in Arabic.
    expect(within(contact).getByText(/تواصلوا أولًا مع وليّها/)).toBeInTheDocument();
    expect(screen.getByText(/26 سنة/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إلغاء التوافق' }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء هذا التوافق؟' });
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على التوافق' })).toBeInTheDocument();
  });

  it('‘Interested’ in Arabic: the button, and the server’s answer said in Arabic', async () => {
    await showIn('ar');
    api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: { ...OTHER, relation: { given: null, received: null, matched: false } },
        }),
      'POST /match/like/child/c1': () =>
        json(200, {
          message: '',
          data: {
            message: LIKES_MESSAGES.liked,
            like: { _id: 'l9', status: 'pending' },
            match_id: null,
          },
        }),
      'GET /match/like/child/c1/': likesAnswer,
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'مهتم' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'إبداء الاهتمام؟' });
    expect(dialog).toHaveTextContent('ستُبلَّغ أسرته بالبريد الإلكتروني');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إبداء الاهتمام' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'أبديتم اهتمامكم بهم' }, LAZY),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('أُرسل اهتمامكم، وستُبلَّغ الأسرة بالبريد الإلكتروني.'),
    ).toBeInTheDocument();
  });

  it('a plan that ran out a moment ago, in Hausa: the server’s refusal (sent with its id) in Hausa', async () => {
    await showIn('ha');
    api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: { ...OTHER, relation: { given: null, received: null, matched: false } },
        }),
      // The API sends the refusal's id beside its English (decision 078).
      'POST /match/like/child/c1': () =>
        json(403, {
          message: LIKES_MESSAGES.planRequired,
          code: 'PLAN_REQUIRED',
          messageId: 'server.likesPlanRequired',
        }),
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Ina sha’awa' }, LAZY));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aika da sha’awa' }));
    expect(
      await screen.findByText(
        'Babu tsarin biyan kuɗi a yanzu. Ku ɗaga tsarinku don nuna sha’awa ga masu neman aure',
      ),
    ).toBeInTheDocument();
  });

  it('no match in Arabic: the empty state is the heading', async () => {
    await showIn('ar');
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: null }) });
    renderApp('/match');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لا يوجد ملف متوافق.' }, LAZY),
    ).toBeInTheDocument();
    expect(document.title).toBe('التوافق — Waliyy');
  });
});
