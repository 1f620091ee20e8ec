import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { loadPlaceNames } from '../lib/place-names';
import { PlaceName } from './place-name';

describe('PlaceName', () => {
  it('shows a stored country or nationality in the language shown, once downloaded', async () => {
    await activateLanguage('ha');
    render(
      <p>
        <PlaceName list="countries" value="Nigeria" /> ·{' '}
        <PlaceName list="nationalities" value="British" /> ·{' '}
        <PlaceName list="countries" value="Atlantis" />
      </p>,
    );
    await act(() => loadPlaceNames('ha'));
    expect(screen.getByText('Najeriya · Biritaniya · Atlantis')).toBeInTheDocument();
  });

  it('shows English as it is stored', () => {
    render(<PlaceName list="countries" value="Nigeria" />);
    expect(screen.getByText('Nigeria')).toBeInTheDocument();
  });
});
