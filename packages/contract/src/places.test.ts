import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  isCountry,
  isLgaOf,
  isNationality,
  isNigerianState,
  lgasOf,
  NATIONALITIES,
  NIGERIAN_STATES,
} from './places';

describe('countries', () => {
  it('has one entry per inhabited ISO 3166-1 country or territory, value equal to label', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.label).toBe(country.value);
  });

  it('uses everyday names', () => {
    for (const name of ['Nigeria', 'Niger', 'United Kingdom', 'United States', 'Saudi Arabia']) {
      expect(isCountry(name)).toBe(true);
    }
    expect(isCountry('United States of America')).toBe(false);
    expect(isCountry('Antarctica')).toBe(false);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('rejects codes, other casing and non-strings', () => {
    expect(isCountry('NG')).toBe(false);
    expect(isCountry('nigeria')).toBe(false);
    expect(isCountry(undefined)).toBe(false);
    expect(isCountry(42)).toBe(false);
  });
});

describe('nationalities', () => {
  it('lists one demonym per sovereign state, value equal to label', () => {
    // 193 UN members, Palestine, Kosovo and Taiwan.
    expect(NATIONALITIES).toHaveLength(196);
    expect(new Set(NATIONALITIES.map((n) => n.value)).size).toBe(NATIONALITIES.length);
    for (const nationality of NATIONALITIES) expect(nationality.label).toBe(nationality.value);
  });

  it('knows the nationalities the audience names most', () => {
    for (const name of ['Nigerian', 'Nigerien', 'British', 'American', 'Ghanaian', 'Emirati']) {
      expect(isNationality(name)).toBe(true);
    }
  });

  it('leaves out territories that only repeat a place name', () => {
    expect(isNationality('Bermuda')).toBe(false);
    expect(isNationality('Nigeria')).toBe(false);
    expect(isNationality(null)).toBe(false);
  });
});

describe('Nigerian states and LGAs', () => {
  const total = NIGERIAN_STATES.reduce((n, state) => n + state.lgas.length, 0);

  it('has the 36 states and the FCT, with 774 LGAs in all', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(total).toBe(774);
    expect(new Set(NIGERIAN_STATES.map((s) => s.name)).size).toBe(37);
  });

  it('has no duplicate LGA within a state, and no stray whitespace', () => {
    for (const state of NIGERIAN_STATES) {
      expect(new Set(state.lgas).size, state.name).toBe(state.lgas.length);
      for (const lga of state.lgas) expect(lga).toBe(lga.trim());
    }
  });

  it('spells the states as Nigerians do', () => {
    for (const name of ['Lagos', 'Kano', 'Katsina', 'Nasarawa', 'Akwa Ibom', 'Cross River']) {
      expect(isNigerianState(name)).toBe(true);
    }
    expect(isNigerianState('Federal Capital Territory')).toBe(true);
    expect(isNigerianState('Kastina')).toBe(false);
    expect(isNigerianState('London')).toBe(false);
    expect(isNigerianState(7)).toBe(false);
  });

  it('gives each state its real LGAs', () => {
    expect(lgasOf('Lagos')).toContain('Ikeja');
    expect(lgasOf('Lagos')).toHaveLength(20);
    expect(lgasOf('Kano')).toContain('Kano Municipal');
    expect(lgasOf('Kano')).toContain('Nasarawa');
    expect(lgasOf('Kano')).toHaveLength(44);
    expect(lgasOf('Federal Capital Territory')).toContain('Abuja Municipal Area Council');
    expect(lgasOf('Federal Capital Territory')).toHaveLength(6);
    expect(lgasOf('Ogun')).toContain('Sagamu');
  });

  it('answers no LGAs for an unknown state', () => {
    expect(lgasOf('Greater London')).toEqual([]);
  });

  it('checks that an LGA belongs to the state', () => {
    expect(isLgaOf('Lagos', 'Ikeja')).toBe(true);
    expect(isLgaOf('Oyo', 'Ikeja')).toBe(false);
    // Surulere is an LGA of both Lagos and Oyo.
    expect(isLgaOf('Oyo', 'Surulere')).toBe(true);
    expect(isLgaOf('Lagos', 'ikeja')).toBe(false);
    expect(isLgaOf('Nowhere', 'Ikeja')).toBe(false);
    expect(isLgaOf('Lagos', undefined)).toBe(false);
  });
});
