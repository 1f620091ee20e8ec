import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, type MockRequest, mockApi, offContract } from '../../../test/api-mock';
import {
  pageOf,
  recommendationCard,
  recommendationCards,
  recommendationsAnswer,
  scrollWindow,
} from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';

const SINGLES = [
  { id: 'c1', firstName: 'Aisha' },
  { id: 'c2', firstName: 'Umar' },
];
const RECOMMENDATIONS = 'GET /parent/child/c1/recommendations';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrollWindow(0);
});

const accountHandler = () => json(200, { message: '', data: account({ children: SINGLES }) });

/** 20 recommendations: page 2 repeats p9 from page 1, page 3 holds the last two. */
function twentyRecommendations({ url }: MockRequest) {
  const pages: Record<number, ReturnType<typeof recommendationCards>> = {
    1: recommendationCards(1, 9),
    2: [recommendationCard('p9'), ...recommendationCards(10, 17)],
    3: recommendationCards(18, 19),
  };
  return json(200, recommendationsAnswer(pages[pageOf(url)] ?? [], 20));
}

const cards = () => within(screen.getByRole('list', { name: 'Recommended profiles' }));
const cardLinks = () => cards().queryAllByRole('link');
const requestedPages = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/recommendations'))
    .map(pageOf);

describe('/dashboard', { timeout: 30_000 }, () => {
  it('names the active single in the heading and the top bar', async () => {
    signIn({ childId: 'c2' });
    mockApi({
      'GET /account': accountHandler,
      'GET /parent/child/c2/recommendations': () => json(200, recommendationsAnswer([])),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended for Umar' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/what Umar’s family is looking for/)).toBeInTheDocument();
    const filter = screen.getByRole('link', { name: 'Set preferences' });
    expect(filter).toHaveAttribute('href', '/filter');
    // The top bar draws its own read of the account; it may settle a render after the heading.
    expect((await screen.findByText('Active single:')).parentElement).toHaveTextContent('Umar');
    expect(screen.getByRole('link', { name: /Waliyy.*dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // No one yet: a kind word, and where to go from here.
    expect(await screen.findByRole('heading', { name: 'No recommendations yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it('asks for the list at once, but draws the heading and the grid only with the name', async () => {
    signIn({ childId: 'c1' });
    const accountAnswer = deferred<Response>();
    const fetchMock = mockApi({
      'GET /account': () => accountAnswer.promise,
      [RECOMMENDATIONS]: twentyRecommendations,
    });
    renderApp('/dashboard');
    await waitFor(() => expect(requestedPages(fetchMock)).toEqual([1]), LAZY);
    // Nothing the name would push down once it came (a layout shift on a slow phone). The list
    // is asked for before the page's chunk has loaded: wait for the page, the account withheld.
    expect(await screen.findByText('Loading recommendations…', {}, LAZY)).toBeInTheDocument();
    // Only a heading for screen readers and placeholders, no name yet.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recommended$/);
    expect(screen.queryByRole('list', { name: 'Recommended profiles' })).not.toBeInTheDocument();

    accountAnswer.resolve(accountHandler());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended for Aisha' }, LAZY),
    ).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(9);
    expect(requestedPages(fetchMock)).toEqual([1]);
  });

  it('an account that cannot be read is said so, with a retry — not “set up a single”', async () => {
    signIn({ childId: 'c1' });
    let accountCalls = 0;
    mockApi({
      'GET /account': () =>
        ++accountCalls <= 2
          ? json(503, { message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' })
          : accountHandler(),
      [RECOMMENDATIONS]: twentyRecommendations,
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText('The service is busy. Please try again.', undefined, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tell us about your single' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended for Aisha' }, LAZY),
    ).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(9);
  });

  it('the filter button opens /filter marked as from /dashboard', async () => {
    signIn({ childId: 'c1' });
    mockApi({ 'GET /account': accountHandler, [RECOMMENDATIONS]: twentyRecommendations });
    const router = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Set preferences' }, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/filter'), LAZY);
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('points to /get-started when there is no single yet', async () => {
    signIn();
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('link', { name: 'Tell us about your single' }, LAZY),
    ).toHaveAttribute('href', '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your recommendations' }),
    ).toBeInTheDocument();
  });

  it('loads page 1, then the next page near the bottom, drops repeats and stops at totalCount', async () => {
    signIn({ childId: 'c1' });
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: twentyRecommendations,
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    expect(cardLinks()).toHaveLength(9);
    expect(cardLinks()[0]).toHaveAttribute('href', '/recommended/p1');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('recommend'));
    expect(url).toBe('/api/v1/parent/child/c1/recommendations?page=1&limit=9&include=close');

    // Far from the bottom: nothing more.
    scrollWindow(500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestedPages(fetchMock)).toEqual([1]);

    // Within 200 px of the bottom (3000 − 768 − 100): page 2 after the 300 ms rest.
    scrollWindow(2132);
    await screen.findByRole('link', { name: 'WY-P17' }, LAZY);
    expect(cardLinks()).toHaveLength(17); // p9 came twice and shows once
    expect(cards().getAllByRole('link', { name: 'WY-P9' })).toHaveLength(1);

    scrollWindow(2132);
    await screen.findByRole('link', { name: 'WY-P19' }, LAZY);
    expect(cardLinks()).toHaveLength(19);
    expect(screen.getByText('That is everyone recommended for now.')).toBeInTheDocument();

    // 20 loaded of 20: no page 4.
    scrollWindow(2132);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestedPages(fetchMock)).toEqual([1, 2, 3]);
  });

  it('shows the fallback when the server says nothing, and Retry asks again', async () => {
    signIn({ childId: 'c1' });
    let fail = true;
    mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: (request) =>
        fail ? offContract(json(404, {})) : twentyRecommendations(request),
    });
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Error fetching recommendations');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'WY-P1' })).toBeInTheDocument();
  });

  it('shows the server’s message when it sends one', async () => {
    signIn({ childId: 'c1' });
    mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: () =>
        json(404, { message: 'We could not find that single.', code: 'NOT_FOUND' }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'We could not find that single.',
    );
  });

  it('coming back (a POP) fetches the pages of the last visit and restores the scroll', async () => {
    signIn({ childId: 'c1' });
    sessionStorage.setItem('page', '2');
    sessionStorage.setItem('limit', '9');
    sessionStorage.setItem('scrollPos', '640');
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: twentyRecommendations,
    });
    renderApp('/dashboard'); // the first entry of a history is a POP, as after a reload
    await screen.findByRole('link', { name: 'WY-P17' }, LAZY);
    expect(requestedPages(fetchMock)).toEqual([1, 2]);
    await waitFor(() =>
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, behavior: 'instant' }),
    );
    expect(sessionStorage.getItem('page')).toBe('2');
  });

  it('keeps the place in session storage and comes back to it from a profile', async () => {
    signIn({ childId: 'c1' });
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: twentyRecommendations,
    });
    const router = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    // The near-bottom listener is added by an effect after the cards' commit, which the link above
    // can be found before (on a busy machine a first scroll went unheard): scroll again, slower
    // than the 300 ms rest, until page 2 is asked for, and never after, so page 3 is not.
    await waitFor(
      () => {
        if (!requestedPages(fetchMock).includes(2)) scrollWindow(2132);
        expect(requestedPages(fetchMock)).toContain(2);
      },
      { ...LAZY, interval: 400 },
    );
    await screen.findByRole('link', { name: 'WY-P17' }, LAZY);
    expect(sessionStorage.getItem('page')).toBe('2');
    expect(sessionStorage.getItem('limit')).toBe('9');

    scrollWindow(1500);
    await waitFor(() => expect(sessionStorage.getItem('scrollPos')).toBe('1500'));
    await router.navigate('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LAZY);
    scrollTo.mockClear();
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'WY-P17' }, LAZY);
    await waitFor(() =>
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 1500, behavior: 'instant' }),
    );
    // ScrollToTop ran first; the restore came after it.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a floating Top button appears once scrolled down and goes back up', async () => {
    signIn({ childId: 'c1' });
    mockApi({ 'GET /account': accountHandler, [RECOMMENDATIONS]: twentyRecommendations });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    // The button hears scrolls from an effect that runs after the cards' commit, which the
    // link above can be found before: scroll again until it has heard one.
    const top = await waitFor(() => {
      scrollWindow(900);
      return screen.getByRole('button', { name: 'Top' });
    }, LAZY);
    await userEvent.click(top);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('switching the single starts another list', async () => {
    signIn({ childId: 'c1' });
    mockApi({
      'GET /account': accountHandler,
      [RECOMMENDATIONS]: twentyRecommendations,
      'GET /parent/child/c2/recommendations': () =>
        json(200, recommendationsAnswer([recommendationCard('q1', { gender: 'FEMALE' })])),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Umar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended for Umar' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'WY-Q1' })).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(1);
  });
});
