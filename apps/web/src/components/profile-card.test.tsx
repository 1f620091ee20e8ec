import { render, screen } from '@testing-library/react';
import type { ProfileCard as ProfileCardData } from '@waliyy/contract/discovery';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './profile-card';
import { uniqueProfiles } from './profile-card-grid';

const PROFILE: ProfileCardData = {
  id: 'p1',
  displayId: 'WY-7K2Q',
  age: 29,
  lga: 'Ikeja',
  countryofResidence: 'Nigeria',
  about: 'Calm, kind and close to my family…',
  profession: 'Architect',
  gender: 'MALE',
  verification: { phone: false, single: false, genotype: false },
};

function renderCard(profile: ProfileCardData, to = '/recommended/p1') {
  return render(
    <MemoryRouter>
      <ProfileCard profile={profile} to={to} />
    </MemoryRouter>,
  );
}

describe('ProfileCard', () => {
  it('shows the display id, age, place, profession and about; the whole card is one link', () => {
    const { container } = renderCard(PROFILE);
    const link = screen.getByRole('link', { name: 'WY-7K2Q' });
    expect(link).toHaveAttribute('href', '/recommended/p1');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'WY-7K2Q' })).toBeInTheDocument();
    expect(screen.getByText('29 years')).toBeInTheDocument();
    expect(screen.getByText('From Ikeja · Lives in Nigeria')).toBeInTheDocument();
    expect(screen.getByText('Architect')).toBeInTheDocument();
    expect(screen.getByText('Calm, kind and close to my family…')).toBeInTheDocument();
    expect(container.querySelector('svg[data-gender="MALE"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('never shows a first name, even if an answer carried one (decision 027)', () => {
    const leaky = { ...PROFILE, firstName: 'Musa', gender: 'FEMALE' } as ProfileCardData;
    const { container } = renderCard(leaky, '/explore/p1');
    expect(container).not.toHaveTextContent('Musa');
    expect(screen.getByRole('link', { name: 'WY-7K2Q' })).toHaveAttribute('href', '/explore/p1');
    expect(container.querySelector('svg[data-gender="FEMALE"]')).not.toBeNull();
  });

  it('says where they are from apart from where they live (decision 021)', () => {
    const { unmount } = renderCard({ ...PROFILE, lga: 'Chibok', countryofResidence: 'Germany' });
    expect(screen.getByText('From Chibok · Lives in Germany')).toBeInTheDocument();
    expect(screen.queryByText(/Chibok, Germany/)).toBeNull();
    unmount();
    renderCard({ ...PROFILE, lga: ' ', countryofResidence: 'Germany' });
    expect(screen.getByText('Lives in Germany')).toBeInTheDocument();
  });

  it('draws what it is given below its facts, and its heading at the level asked', () => {
    render(
      <MemoryRouter>
        <ProfileCard profile={PROFILE} to="/recommended/p1" headingLevel={3}>
          <p>Meets your choices</p>
        </ProfileCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'WY-7K2Q' })).toBeInTheDocument();
    expect(screen.getByText('Meets your choices')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("says 'Waliyy User' when there is no display id", () => {
    renderCard({ ...PROFILE, displayId: ' ' });
    expect(screen.getByRole('link', { name: 'Waliyy User' })).toBeInTheDocument();
  });
});

describe('uniqueProfiles', () => {
  it('appends pages in order and drops an id seen before', () => {
    const a = { ...PROFILE, id: 'a' };
    const b = { ...PROFILE, id: 'b' };
    const c = { ...PROFILE, id: 'c' };
    expect(
      uniqueProfiles([
        [a, b],
        [b, c],
      ]).map((p) => p.id),
    ).toEqual(['a', 'b', 'c']);
  });
});
