import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';

// Her link's frame, shared by /confirm-profile and /consent (decisions 083 and 084): the token is
// read from the fragment only (a fragment never reaches a server's log). A link without one
// says it is incomplete and asks the server nothing.

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('her link’s frame', { timeout: 30_000 }, () => {
  for (const [page, view, incomplete] of [
    [
      '/confirm-profile',
      'POST /confirm-profile/view',
      'This link is incomplete. Open it again from your message.',
    ],
    [
      '/consent',
      'POST /consent/view',
      'This link is incomplete. Open it again from the message we sent you.',
    ],
  ] as const) {
    it(`${page}: a link without its token, or with it outside the fragment, is incomplete`, async () => {
      for (const url of [page, `${page}#token=`, `${page}?token=${'c'.repeat(43)}`]) {
        const fetchMock = mockApi({});
        renderApp(url);
        expect(
          await screen.findByRole('heading', { name: 'This link cannot be used' }, LAZY),
        ).toBeVisible();
        expect(screen.getByRole('alert')).toHaveTextContent(incomplete);
        expect(sentBodies(fetchMock, view), url).toEqual([]);
        cleanup();
      }
    });
  }
});
