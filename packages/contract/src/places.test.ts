import { describe, expect, it } from 'vitest';
import { isLgaListed, placeErrors } from './children';
import {
  COUNTRIES,
  canonicalCountry,
  canonicalNationality,
  isCountry,
  isLgaOf,
  isNationality,
  isNigerianState,
  lgasOf,
  NATIONALITIES,
  NIGERIAN_STATES,
  placeKey,
} from './places';

describe('countries', () => {
  it('has one entry per ISO 3166-1 country or territory and the four home nations, value equal to label', () => {
    // 249 ISO codes and Kosovo; England, Scotland, Wales, Northern Ireland (decision 063).
    expect(COUNTRIES).toHaveLength(254);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.label).toBe(country.value);
  });

  it('uses everyday names', () => {
    for (const name of ['Nigeria', 'Niger', 'United Kingdom', 'United States', 'Saudi Arabia']) {
      expect(isCountry(name)).toBe(true);
    }
    for (const name of ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Antarctica']) {
      expect(isCountry(name)).toBe(true);
    }
  });

  it("stores the original client's and other lists' spellings as one listed value", () => {
    expect(canonicalCountry('Turkey')).toBe('Türkiye');
    expect(canonicalCountry('Türkiye')).toBe('Türkiye');
    expect(canonicalCountry('Czech Republic')).toBe('Czechia');
    expect(canonicalCountry('United States of America')).toBe('United States');
    expect(canonicalCountry('UK')).toBe('United Kingdom');
    expect(canonicalCountry("Cote d'Ivoire")).toBe('Ivory Coast');
    expect(canonicalCountry('Côte d’Ivoire')).toBe('Ivory Coast');
    expect(canonicalCountry('Swaziland')).toBe('Eswatini');
    expect(canonicalCountry('Congo')).toBe('Republic of the Congo');
    expect(canonicalCountry('Congo, The Democratic Republic of the')).toBe(
      'Democratic Republic of the Congo',
    );
    expect(canonicalCountry('St. Lucia')).toBe('Saint Lucia');
    expect(canonicalCountry('Trinidad & Tobago')).toBe('Trinidad and Tobago');
    expect(canonicalCountry('The Gambia')).toBe('Gambia');
    expect(canonicalCountry('nigeria')).toBe('Nigeria');
    expect(canonicalCountry('Curacao')).toBe('Curaçao');
    expect(canonicalCountry('Atlantis')).toBeUndefined();
  });

  it('keeps every listed name and alias apart: no two listed names share a key', () => {
    const keys = COUNTRIES.map((c) => placeKey(c.value));
    expect(new Set(keys).size).toBe(keys.length);
    for (const country of COUNTRIES) expect(canonicalCountry(country.value)).toBe(country.value);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('rejects codes, non-strings and near misses', () => {
    expect(isCountry('NG')).toBe(false);
    expect(isCountry('Nigerias')).toBe(false);
    expect(isCountry(undefined)).toBe(false);
    expect(isCountry(42)).toBe(false);
  });
});

describe('nationalities', () => {
  it('lists one demonym per sovereign state and home nation, value equal to label', () => {
    // 193 UN members, Palestine, Kosovo and Taiwan; English, Scottish, Welsh, Northern Irish;
    // Congolese and Dominican as other lists give them (not saying which Congo or Dominica).
    expect(NATIONALITIES).toHaveLength(202);
    expect(new Set(NATIONALITIES.map((n) => n.value)).size).toBe(NATIONALITIES.length);
    for (const nationality of NATIONALITIES) expect(nationality.label).toBe(nationality.value);
  });

  it('knows the nationalities the audience names most', () => {
    for (const name of ['Nigerian', 'Nigerien', 'British', 'American', 'Ghanaian', 'Emirati']) {
      expect(isNationality(name)).toBe(true);
    }
  });

  it("stores the original client's and other lists' spellings as one listed value", () => {
    for (const name of ['English', 'Scottish', 'Welsh', 'Northern Irish']) {
      expect(canonicalNationality(name)).toBe(name);
    }
    expect(canonicalNationality('Slovakian')).toBe('Slovak');
    expect(canonicalNationality('Emirian')).toBe('Emirati');
    expect(canonicalNationality('Motswana')).toBe('Botswanan');
    expect(canonicalNationality('Trinidadian/Tobagonian')).toBe('Trinidadian and Tobagonian');
    expect(canonicalNationality('nigerian')).toBe('Nigerian');
    expect(canonicalNationality('Burkinabé')).toBe('Burkinabe');
    const keys = NATIONALITIES.map((n) => placeKey(n.value));
    expect(new Set(keys).size).toBe(keys.length);
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

describe('the LGA rule (decision 063)', () => {
  const place = (over: Partial<Parameters<typeof placeErrors>[0]>) => ({
    citizenship: 'Nigerian',
    state: 'Lagos',
    lga: 'Ikeja',
    countryofResidence: 'Nigeria',
    ...over,
  });

  it("holds the LGA to the state's list for a Nigerian state and a home in Nigeria only", () => {
    expect(placeErrors(place({}))).toEqual({});
    expect(placeErrors(place({ lga: 'London' }))).toEqual({
      lga: 'Select an LGA of the chosen state',
    });
    expect(placeErrors(place({ lga: 'London', countryofResidence: 'United Kingdom' }))).toEqual({});
    expect(placeErrors(place({ state: 'Wessex' }))).toEqual({
      state: 'Select a Nigerian state of origin',
    });
    expect(placeErrors(place({ state: 'Wessex', countryofResidence: 'England' }))).toEqual({});
    expect(isLgaListed(place({}))).toBe(true);
    expect(isLgaListed(place({ countryofResidence: 'United Kingdom' }))).toBe(false);
    expect(isLgaListed(place({ state: 'Greater London' }))).toBe(false);
  });
});
