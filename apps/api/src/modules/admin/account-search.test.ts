import { describe, expect, it } from 'vitest';
import { accountSearchOf, displayIdOf, phonePrefixes } from './account-search';

describe('account search input', () => {
  it('reads phone numbers in the forms families write them', () => {
    // Each with its twin saved with the trunk 0 kept after the country code.
    const NG = ['+2348031234567', '+23408031234567'];
    expect(phonePrefixes('+2348031234567')).toEqual(NG);
    expect(phonePrefixes('+234 803 123-4567')).toEqual(NG);
    expect(phonePrefixes('2348031234567')).toEqual(NG);
    expect(phonePrefixes('002348031234567')).toEqual(NG);
    const LOCAL = ['+2348031234567', '+23408031234567', '+448031234567', '+4408031234567'];
    expect(phonePrefixes('0803-123-4567')).toEqual(LOCAL);
    expect(phonePrefixes('(0803) 123 4567')).toEqual(LOCAL);
    // Arabic-Indic, Persian and full-width digits are digits (decision 074).
    expect(phonePrefixes('٠٨٠٣ ١٢٣ ٤٥٦٧')).toEqual(LOCAL);
    expect(phonePrefixes('+۲۳۴۸۰۳۱۲۳۴۵۶۷')).toEqual(NG);
    expect(phonePrefixes('０８０３１２３４５６７')).toEqual(LOCAL);
    // Typed with the trunk 0: found saved either way.
    expect(phonePrefixes('+234 0803 123 4567')).toEqual(['+23408031234567', '+2348031234567']);
    // A country code this search does not know: as typed.
    expect(phonePrefixes('+1 415 555')).toEqual(['+1415555']);
    expect(phonePrefixes('+2340')).toEqual(['+2340']);
    expect(phonePrefixes('12')).toBeNull();
    expect(phonePrefixes('Aisha')).toBeNull();
    expect(phonePrefixes('0803a')).toBeNull();
  });

  it('reads display ids in any case, with or without WY-', () => {
    expect(displayIdOf('WY-7K3M9QAR')).toBe('WY-7K3M9QAR');
    expect(displayIdOf(' wy-7k3m9qar ')).toBe('WY-7K3M9QAR');
    expect(displayIdOf('wy7k3m9qar')).toBe('WY-7K3M9QAR');
    expect(displayIdOf('7k3m9qar')).toBe('WY-7K3M9QAR');
    // 0, 1, I, L and O are never in a display id.
    expect(displayIdOf('WY-7K3M9QA0')).toBeNull();
    expect(displayIdOf('aisha')).toBeNull();
  });

  it('searches text as an escaped lower-case prefix', () => {
    expect(accountSearchOf('Ai_sha%')).toEqual({
      kind: 'text',
      prefix: 'ai\\_sha\\%%',
      displayId: null,
    });
    expect(accountSearchOf('+44 7700')).toEqual({
      kind: 'phone',
      prefixes: ['+447700', '+4407700'],
    });
  });
});
