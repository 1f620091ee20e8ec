import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Match } from '@waliyy/contract/likes';
import { MATCH_GUIDANCE } from '@waliyy/contract/likes-messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies } from '../../../test/api-mock';
import { otherSingle, recommendationsAnswer } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { ACTIVE, api } from '../likes-fixtures';

// The match page: each side of a match, and none.

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/match', { timeout: 30_000 }, () => {
  it("the man's side sees her guardian's contact and can cancel the match after confirming", async () => {
    const match: Match = {
      match: otherSingle('p5', { gender: 'FEMALE' }),
      match_id: 'm1',
      contact: {
        fullName: 'Abdullahi Bello',
        email: 'abdullahi@example.com',
        phone: '+2348031234567',
        isWali: false,
      },
      guidance: MATCH_GUIDANCE.man,
      matchedAt: '2026-11-20T10:00:00.000Z',
    };
    let current: Match | null = match;
    const fetchMock = api(ACTIVE, {
      'GET /match/child/c1': () => json(200, { message: 'Your match.', data: current }),
      'PUT /match/cancel/child/c1': () => {
        current = null;
        return json(200, { message: 'The match has been cancelled.', data: null });
      },
      'GET /parent/child/c1/recommendations': () => json(200, recommendationsAnswer([])),
    });
    renderApp('/match');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This is who you have matched with.' },
        LAZY,
      ),
    ).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Her guardian’s contact' });
    expect(within(contact).getByRole('link', { name: 'abdullahi@example.com' })).toHaveAttribute(
      'href',
      'mailto:abdullahi@example.com',
    );
    // The guidance comes after the details it refers to, and says so without 'below'.
    const guidance = within(contact).getByText(MATCH_GUIDANCE.man);
    const details = within(contact).getByText('abdullahi@example.com');
    expect(
      details.compareDocumentPosition(guidance) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(contact).not.toHaveTextContent(/below|above/);
    expect(screen.getByRole('link', { name: 'WY-P5' })).toHaveAttribute('href', '/recommended/p5');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this match?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Match' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /match/cancel/child/c1')).toEqual([
        { match: 'm1', action: 'confirm' },
      ]),
    );
    await screen.findByRole('heading', { level: 1, name: /Aisha/ }, LAZY);
  });

  it("the woman's side has no contact, only what happens next", async () => {
    const current: Match = {
      match: otherSingle('p6'),
      match_id: 'm2',
      contact: null,
      guidance: 'He will be in touch with you.',
      matchedAt: '2026-11-20T10:00:00.000Z',
    };
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: current }) });
    renderApp('/match');
    const next = await screen.findByRole('region', { name: 'What happens next' }, LAZY);
    expect(within(next).getByText('He will be in touch with you.')).toBeInTheDocument();
    expect(within(next).queryAllByRole('link')).toHaveLength(0);
    expect(next).not.toHaveTextContent('@');
  });

  it("no match: 'No matched profile found.' is the page's heading, without the matched heading (product.md §2: one or the other)", async () => {
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: null }) });
    renderApp('/match');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No matched profile found.' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('This is who you have matched with.')).toBeNull();
  });
});
