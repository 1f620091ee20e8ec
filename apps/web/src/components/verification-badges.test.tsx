import { render, screen, within } from '@testing-library/react';
import type { ProfileCard as ProfileCardData } from '@waliyy/contract/discovery';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './profile-card';
import { ProfileChecks } from './profile-view/profile-checks';
import { VerificationBadges } from './verification-badges';

// Decision 083: the checks a single passed, as badges — an icon and a word, named for a
// screen reader, never colour alone — with a plain explanation on the card and the profile.

const NONE = { phone: false, single: false, genotype: false };
const ALL = { phone: true, single: true, genotype: true };
const CARD: ProfileCardData = {
  id: 'p1',
  displayId: 'WY-7K2Q',
  age: 29,
  lga: 'Ikeja',
  countryofResidence: 'Nigeria',
  about: 'Calm and kind.',
  profession: 'Architect',
  gender: 'FEMALE',
  verification: ALL,
};

describe('the verification badges', () => {
  it('show only the checks passed, each with a word and an accessible name', () => {
    const { container, rerender } = render(
      <VerificationBadges verification={{ ...NONE, genotype: true }} gender="FEMALE" />,
    );
    const list = screen.getByRole('list', { name: 'Checks passed' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Genotype');
    expect(within(items[0]!).getByText('Genotype checked by Waliyy staff')).toHaveClass('sr-only');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();

    rerender(<VerificationBadges verification={ALL} gender="FEMALE" />);
    expect(screen.getAllByRole('listitem').map((li) => li.dataset.badge)).toEqual([
      'phone',
      'single',
      'genotype',
    ]);
    expect(screen.getByText('The single confirmed this profile in person')).toBeInTheDocument();

    rerender(<VerificationBadges verification={NONE} gender="FEMALE" />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('sit on the card with a "what do these mean" that opens without leaving the card', () => {
    const { container } = render(
      <MemoryRouter>
        <ProfileCard profile={CARD} to="/recommended/p1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Checks passed' }).children).toHaveLength(3);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).toHaveClass('relative', 'z-10');
    expect(within(details!).getByText('What do these mean?').tagName).toBe('SUMMARY');
    expect(details).toHaveTextContent(/Waliyy staff checked a lab result/);
    // Still one link: the explanation is no second way into the profile.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('leave a card with no check as it was', () => {
    const { container } = render(
      <MemoryRouter>
        <ProfileCard profile={{ ...CARD, verification: NONE }} to="/recommended/p1" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: 'Checks passed' })).toBeNull();
    expect(container.querySelector('details')).toBeNull();
  });

  it('have a legend on the profile: every check, passed or not yet, and what it means', () => {
    render(<ProfileChecks verification={{ ...NONE, phone: true }} gender="MALE" />);
    const region = screen.getByRole('region', { name: 'Verified family checks' });
    const rows = region.querySelectorAll('[data-check]');
    expect([...rows].map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Phone: passed.*SMS/),
      expect.stringMatching(/^Self-confirmed: not yet.*agreed to be presented/),
      expect.stringMatching(/^Genotype: not yet.*deleted after the check/),
    ]);
  });
});
