import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecommendationFit } from '@waliyy/contract/discovery';
import { makeChildProfile } from '@waliyy/contract/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { deferred, json, mockApi, sentBodies } from '../../../test/api-mock';
import {
  recommendationCard,
  recommendationCards,
  recommendationsAnswer,
  scrollWindow,
} from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';

// Decision 021 on the dashboard: the two sections and each card's fit, the
// placeholders while the account loads, the paused single, and the new list after a change.

const RECOMMENDATIONS = 'GET /parent/child/c1/recommendations';
const CHILD = 'GET /parent/child/c1';
const accountHandler = () =>
  json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) });

const MEETS: RecommendationFit = {
  section: 'preferred',
  meets: [
    { key: 'age', value: 29 },
    { key: 'countryOfResidence', value: 'Nigeria' },
    { key: 'sect', value: 'SUNNI' },
  ],
  differs: [],
};
const LIVES_IN_GHANA: RecommendationFit = {
  section: 'close',
  meets: [{ key: 'sect', value: 'SUNNI' }],
  differs: [
    { key: 'countryOfResidence', value: 'Ghana' },
    { key: 'maritalStatus', value: 'DIVORCED' },
  ],
};

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  scrollWindow(0);
  signIn({ childId: 'c1' });
});

const list = (name: string) => within(screen.getByRole('list', { name }));
const recommendationCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/recommendations')).length;

describe('/dashboard sections and fit', { timeout: 30_000 }, () => {
  it('lists the preferred cards, then "Close to your preferences" saying what differs', async () => {
    mockApi({
      'GET /account': accountHandler,
      // Before the lists are built with the must-haves a close card may come first: grouped anyway.
      [RECOMMENDATIONS]: () =>
        json(
          200,
          recommendationsAnswer([
            recommendationCard('c9', { lga: 'Ga', countryofResidence: 'Ghana' }, LIVES_IN_GHANA),
            recommendationCard('p1', {}, MEETS),
            recommendationCard('p2', {}, MEETS),
          ]),
        ),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P1' }, LAZY);

    const preferred = list('Recommended profiles');
    expect(preferred.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'WY-P1',
      'WY-P2',
    ]);
    expect(preferred.getAllByText('Meets your choices:')[0]?.parentElement).toHaveTextContent(
      'Meets your choices: Aged 29 · Lives in Nigeria · Sunni',
    );

    const heading = screen.getByRole('heading', { level: 2, name: 'Close to your preferences' });
    const section = screen.getByRole('region', { name: 'Close to your preferences' });
    expect(section).toContainElement(heading);
    expect(within(section).getByText(/miss one or two of Aisha’s must-haves/)).toBeVisible();
    const close = list('Close to your preferences');
    expect(close.getByRole('heading', { level: 3, name: 'WY-C9' })).toBeInTheDocument();
    expect(close.getByText('Lives in Ghana · Divorced', { exact: false })).toHaveTextContent(
      'Differs: Lives in Ghana · Divorced',
    );
    expect(close.getByText('From Ga · Lives in Ghana')).toBeInTheDocument();
    expect(close.getByRole('link', { name: 'WY-C9' })).toHaveAttribute('href', '/recommended/c9');
    expect(screen.queryByText(/No profile meets every/)).toBeNull();
  });

  it('with only close cards, says kindly that none meets every choice, with the way to /filter', async () => {
    mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: () =>
        json(200, recommendationsAnswer([recommendationCard('c1x', {}, LIVES_IN_GHANA)])),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(/No profile meets every one of Aisha’s choices yet/, undefined, LAZY),
    ).toBeVisible();
    const adjust = screen.getByRole('link', { name: 'Adjust preferences' });
    expect(adjust).toHaveAttribute('href', '/filter');
    expect(screen.queryByRole('list', { name: 'Recommended profiles' })).toBeNull();
    expect(list('Close to your preferences').getAllByRole('link')).toHaveLength(1);
  });

  it('shows no fit line when nothing is chosen (every card preferred, nothing met)', async () => {
    mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: () => json(200, recommendationsAnswer(recommendationCards(1, 3))),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P3' }, LAZY);
    expect(screen.queryByText(/Meets your choices/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Close to your preferences' })).toBeNull();
  });
});

describe('/dashboard while loading, paused, and after a change', { timeout: 30_000 }, () => {
  it('draws placeholder cards while the account is still on its way', async () => {
    const accountAnswer = deferred<Response>();
    mockApi({
      'GET /account': () => accountAnswer.promise,
      [RECOMMENDATIONS]: () => json(200, recommendationsAnswer(recommendationCards(1, 2))),
    });
    renderApp('/dashboard');
    const placeholders = await screen.findByRole(
      'list',
      { name: 'Loading recommended profiles' },
      LAZY,
    );
    // Seen, not only announced: six card-shaped placeholders.
    expect(placeholders.querySelectorAll('li')).toHaveLength(6);
    expect(placeholders.closest('[role="status"]')).toHaveTextContent('Loading recommendations…');
    accountAnswer.resolve(accountHandler());
    expect(await screen.findByRole('link', { name: 'WY-P2' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading recommended profiles' })).toBeNull();
  });

  it('says a paused single is paused, and Resume resumes it and asks for the list again', async () => {
    let isPaused = true;
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      [CHILD]: () => json(200, { message: '', data: makeChildProfile({ isPaused }) }),
      'PUT /parent/child/c1/pause': ({ body }) => {
        isPaused = (body as { paused: boolean }).paused;
        return json(200, { message: 'Resumed.', data: { id: 'c1', isPaused } });
      },
      [RECOMMENDATIONS]: () => json(200, recommendationsAnswer(recommendationCards(1, 2))),
    });
    renderApp('/dashboard');
    const notice = await screen.findByRole('region', { name: 'Aisha is paused' }, LAZY);
    expect(notice).toHaveTextContent('Other families cannot see Aisha until you resume.');
    await screen.findByRole('link', { name: 'WY-P2' });
    expect(recommendationCalls(fetchMock)).toBe(1);

    await userEvent.click(within(notice).getByRole('button', { name: 'Resume Aisha' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Aisha is paused' })).toBeNull(),
    );
    expect(sentBodies(fetchMock, 'PUT /parent/child/c1/pause')).toEqual([{ paused: false }]);
    expect(await screen.findByText('Resumed.')).toBeInTheDocument();
    await waitFor(() => expect(recommendationCalls(fetchMock)).toBe(2));
    expect(await screen.findByRole('link', { name: 'WY-P2' })).toBeInTheDocument();
  });

  it('after saving preferences the dashboard shows the new list at once, without a reload', async () => {
    let maxAge: number | null = null;
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      'GET /parent/child/preference/c1': () => json(200, { message: '', data: null }),
      'POST /parent/child/preference/c1': ({ body }) => {
        maxAge = (body as { maxAge: number | null }).maxAge;
        return json(201, {
          message: 'Preference saved.',
          data: { childId: 'c1', ...(body as object) },
        });
      },
      // Before: a 31-year-old; after "Max Age 30": only those of 30 and under.
      [RECOMMENDATIONS]: () =>
        json(
          200,
          recommendationsAnswer(
            maxAge === null
              ? [recommendationCard('old', { age: 31 }), recommendationCard('p1')]
              : [recommendationCard('p1'), recommendationCard('new', { age: 29 })],
          ),
        ),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-OLD' }, LAZY);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Set preferences' }));
    const max = await screen.findByLabelText('Max Age', undefined, LAZY);
    await user.type(max, '30');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    // Within the list's 30 s freshness: asked again all the same, and the old card is gone.
    expect(await screen.findByRole('link', { name: 'WY-NEW' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WY-OLD' })).toBeNull();
    expect(recommendationCalls(fetchMock)).toBe(2);
  });
});

describe('/dashboard in Arabic (decision 070)', { timeout: 30_000 }, () => {
  it('says the page, the paused notice, the sections and each card’s fit in Arabic, right to left', async () => {
    await activateLanguage('ar');
    // The account's language is the page's: an Arabic account keeps the page in Arabic.
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({ language: 'ar', children: [{ id: 'c1', firstName: 'Aisha' }] }),
        }),
      [CHILD]: () => json(200, { message: '', data: makeChildProfile({ isPaused: true }) }),
      [RECOMMENDATIONS]: () =>
        json(
          200,
          recommendationsAnswer([
            recommendationCard('p1', {}, MEETS),
            recommendationCard('c9', {}, LIVES_IN_GHANA),
          ]),
        ),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مقترَحون لAisha' }, LAZY),
    ).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('اختيروا بحسب ما تبحث عنه أسرة Aisha، والأنسب أولًا.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تحديد التفضيلات' })).toHaveAttribute(
      'href',
      '/filter',
    );
    expect(document.title).toBe('لوحة التحكم — Waliyy');

    const notice = await screen.findByRole('region', { name: 'Aisha في وضع الإيقاف المؤقت' });
    expect(within(notice).getByRole('button', { name: 'استئناف Aisha' })).toBeEnabled();

    await screen.findByRole('link', { name: 'WY-P1' });
    // Countries in Arabic once their chunk has arrived (maybe already, from an earlier test).
    await waitFor(() =>
      expect(
        list('الملفات المقترَحة').getByText('يستوفي اختياراتكم:').parentElement,
      ).toHaveTextContent('يستوفي اختياراتكم: العمر 29 · يقيم في نيجيريا · سنّي'),
    );
    const close = screen.getByRole('region', { name: 'قريبون من تفضيلاتكم' });
    expect(close).toHaveTextContent('لا يستوفي هؤلاء شرطًا أو شرطين من شروط Aisha الأساسية');
    expect(list('قريبون من تفضيلاتكم').getByText(/^يختلف في:/).parentElement).toHaveTextContent(
      'يختلف في: يقيم في غانا · مطلّق / مطلّقة',
    );
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('يُعرض ملفان.');
    expect(screen.getByText('هؤلاء جميع المقترَحين حاليًا.')).toBeVisible();
    expect(screen.queryByText(/Recommended for/)).toBeNull();
  });
});
