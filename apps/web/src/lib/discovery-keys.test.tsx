import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preference } from '@waliyy/contract/preferences';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavePreference } from '../features/preferences/api';
import { OTHER } from '../features/profile-view/profile-fixtures';
import { useUpdateChild } from '../features/singles/api';
import { json, mockApi } from '../test/api-mock';
import { recommendationCard, recommendationsAnswer } from '../test/discovery-fixtures';
import { LAZY, renderApp } from '../test/render';
import { account, signIn } from '../test/session-fixtures';
import { discoveryKeys, refreshDiscovery } from './discovery-keys';
import { usePauseSingle } from './single-pause';

/** A saved preference that filters nothing (what the API answers a save with). */
const OPEN_PREFERENCE: Preference = {
  childId: 'c1',
  minAge: 18,
  maxAge: null,
  genotypes: [],
  minHeight: null,
  maxHeight: null,
  minWeight: null,
  maxWeight: null,
  maritalStatus: [],
  levelOfEducation: [],
  employmentStatus: [],
  countryOfResidence: [],
  citizenship: [],
  willingnessToRelocate: null,
  patternOfSalat: [],
  sect: [],
  hasChildren: null,
  isRevert: null,
  isSmoker: null,
  isDrinker: null,
  hasAddictions: null,
  verifiedPhone: false,
  verifiedSingle: false,
  verifiedGenotype: false,
};

// Decision 021: every change that reorders a single's recommendations drops the pages the
// client holds, through the one key factory, so the dashboard asks for the new list.

const HELD = { pages: [recommendationsAnswer([recommendationCard('p1')]).data], pageParams: [1] };

function clientWithLists() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  client.setQueryData(discoveryKeys.recommendationsOf('c1'), HELD);
  client.setQueryData(discoveryKeys.recommendationsOf('c2'), HELD);
  client.setQueryData(discoveryKeys.explorePage('c1', 1), { totalCount: 0, children: [] });
  return client;
}
const held = (client: QueryClient, key: readonly unknown[]) => client.getQueryData(key);

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
  mockApi({
    'PUT /parent/child/preference/c1': ({ body }) =>
      json(200, { message: 'Saved.', data: { ...OPEN_PREFERENCE, ...(body as object) } }),
    'PUT /parent/child/c1': () => json(200, { message: 'Updated.', data: null }),
    'PUT /parent/child/c1/pause': () =>
      json(200, { message: 'Paused.', data: { id: 'c1', isPaused: true } }),
  });
});

describe('the discovery keys', () => {
  /** Renders a mutation hook with `client` and runs it once. */
  async function run<V>(
    client: QueryClient,
    useHook: () => { mutateAsync: (variables: V) => Promise<unknown> },
    variables: V,
  ) {
    const { result } = renderHook(useHook, { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync(variables));
  }

  it.each([
    [
      'saving preferences',
      (client: QueryClient) =>
        run(client, () => useSavePreference('c1'), { body: {} as never, isUpdate: true }),
    ],
    [
      'editing the single',
      (client: QueryClient) => run(client, () => useUpdateChild('c1'), { weight: 70 }),
    ],
    ['pausing the single', (client: QueryClient) => run(client, () => usePauseSingle('c1'), true)],
  ])('%s drops that single’s list, and only its', async (_, change) => {
    const client = clientWithLists();
    await change(client);
    expect(held(client, discoveryKeys.recommendationsOf('c1'))).toBeUndefined();
    expect(held(client, discoveryKeys.recommendationsOf('c2'))).toEqual(HELD);
    expect(held(client, discoveryKeys.explorePage('c1', 1))).toBeDefined();
  });

  it('a block or unblock drops every recommendations list and every explore page', async () => {
    const client = clientWithLists();
    await refreshDiscovery(client);
    expect(held(client, discoveryKeys.recommendationsOf('c1'))).toBeUndefined();
    expect(held(client, discoveryKeys.recommendationsOf('c2'))).toBeUndefined();
    expect(held(client, discoveryKeys.explorePage('c1', 1))).toBeUndefined();
  });
});

describe('blocking from a recommended profile', { timeout: 30_000 }, () => {
  it('comes back to a dashboard without the blocked profile', async () => {
    signIn({ childId: 'c1' });
    let isBlocked = false;
    const fetchMock = mockApi({
      'GET /account': () =>
        json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
      'GET /recommendation/p9': () => json(200, { message: '', data: OTHER }),
      'POST /block': () => {
        isBlocked = true;
        return json(200, { message: 'This profile has been blocked.', data: null });
      },
      'GET /parent/child/c1/recommendations': () =>
        json(
          200,
          recommendationsAnswer(
            isBlocked
              ? [recommendationCard('p1')]
              : [recommendationCard('p9'), recommendationCard('p1')],
          ),
        ),
    });
    const router = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'WY-P9' }, LAZY);
    await router.navigate('/recommended/p9');
    const section = await screen.findByRole(
      'region',
      { name: 'Something wrong with this profile?' },
      LAZY,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: /^Block / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByRole('link', { name: 'WY-P1' }, LAZY);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'WY-P9' })).toBeNull());
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/recommendations'));
    expect(asked).toHaveLength(2);
  });
});
