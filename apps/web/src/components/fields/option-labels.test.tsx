import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENDERS, GENOTYPES, MARITAL_STATUSES } from '@waliyy/contract/options';
import { COUNTRIES, NATIONALITIES } from '@waliyy/contract/places';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { loadPlaceNames } from '../../lib/place-names';
import { ChoiceField } from './choice-field';
import { SelectField } from './select-field';

// The fields show the contract's options in the language shown and submit the stored English
// values (decision 070, "Option labels, dates and money").

function submitted(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form));
}

describe('option labels in the fields', () => {
  it('shows Hausa labels in a select and submits the English value', async () => {
    await activateLanguage('ha');
    const { container } = render(
      <form>
        <SelectField label="Marital status" name="maritalStatus" options={MARITAL_STATUSES} />
        <SelectField label="Genotype" name="genotype" options={GENOTYPES} />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Marital status' });
    expect(within(select).getByRole('option', { name: 'Rabuwar aure (saki)' })).toHaveValue(
      'DIVORCED',
    );
    await userEvent.selectOptions(select, 'Rabuwar aure (saki)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genotype' }), 'AS');
    expect(submitted(container.querySelector('form') as HTMLFormElement)).toEqual({
      maritalStatus: 'DIVORCED',
      genotype: 'AS',
    });
  });

  it('shows Arabic choices and countries, sorted in Arabic, with English values', async () => {
    await activateLanguage('ar');
    await loadPlaceNames('ar');
    render(
      <form>
        <ChoiceField label="Gender" name="gender" options={GENDERS} />
        <SelectField label="Country of residence" name="country" options={COUNTRIES} />
      </form>,
    );
    expect(screen.getByRole('radio', { name: 'أنثى' })).toHaveAttribute('value', 'FEMALE');
    const countries = within(screen.getByRole('combobox', { name: 'Country of residence' }))
      .getAllByRole('option')
      .slice(1);
    expect(countries[0]).toHaveTextContent('نيجيريا');
    expect(countries[0]).toHaveValue('Nigeria');
    const names = countries.slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('downloads the place names a picker needs, then shows them', async () => {
    await activateLanguage('yo');
    render(<SelectField label="Citizenship" options={NATIONALITIES} />);
    // The field asked for them; waiting on the same download, then it has drawn again.
    await act(() => loadPlaceNames('yo'));
    expect(screen.getByRole('option', { name: 'Nàìjíríà' })).toHaveValue('Nigerian');
  });

  it('keeps English labels, Nigeria first and then the contract’s (alphabetical) order', () => {
    render(<SelectField label="Country of residence" options={COUNTRIES} />);
    const options = screen.getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      'Nigeria',
      ...COUNTRIES.map((option) => option.label).filter((label) => label !== 'Nigeria'),
    ]);
  });
});
