import { describe, expect, it } from 'vitest';
import { mustHaveText } from './fit-text';

describe('mustHaveText', () => {
  it('words each must-have with the candidate’s value, in plain words', () => {
    expect(mustHaveText({ key: 'countryOfResidence', value: 'Ghana' })).toBe('Lives in Ghana');
    expect(mustHaveText({ key: 'age', value: 41 })).toBe('Aged 41');
    expect(mustHaveText({ key: 'genotypes', value: 'AS' })).toBe('Genotype AS');
    expect(mustHaveText({ key: 'height', value: 1.62 })).toBe('Height 1.62 m');
    expect(mustHaveText({ key: 'height', value: 1.7 })).toBe('Height 1.70 m');
    expect(mustHaveText({ key: 'weight', value: 72.5 })).toBe('Weight 72.5 kg');
    expect(mustHaveText({ key: 'weight', value: 70 })).toBe('Weight 70 kg');
    expect(mustHaveText({ key: 'citizenship', value: 'Ghanaian' })).toBe('Ghanaian nationality');
    // Said of the candidate, not quoted in her own first person (decision 076).
    expect(mustHaveText({ key: 'patternOfSalat', value: 'I pray occasionally' })).toBe(
      'Prays occasionally',
    );
    expect(mustHaveText({ key: 'patternOfSalat', value: 'Twice a day' })).toBe(
      'Salat: Twice a day',
    );
  });

  it('uses the contract’s option labels, never the stored value', () => {
    expect(mustHaveText({ key: 'maritalStatus', value: 'DIVORCED' })).toBe('Divorced');
    expect(mustHaveText({ key: 'sect', value: 'SALAFI' })).toBe('Salafi');
    expect(mustHaveText({ key: 'sect', value: 'SHIA' })).toBe("Shi'a");
    expect(mustHaveText({ key: 'levelOfEducation', value: 'MASTERS' })).toBe(
      "Education: Master's degree",
    );
    expect(mustHaveText({ key: 'employmentStatus', value: 'SELF_EMPLOYED' })).toBe('Self-employed');
    // A value the list does not know is shown as it came rather than dropped.
    expect(mustHaveText({ key: 'maritalStatus', value: 'ENGAGED' })).toBe('ENGAGED');
  });
});
