import { describe, expect, it } from 'vitest';
import { accountSearchOf, displayIdOf, phonePrefixes } from './account-search';

describe('account search input', () => {
  it('reads phone numbers in the forms families write them', () => {
    expect(phonePrefixes('+2348031234567')).toEqual(['+2348031234567']);
    expect(phonePrefixes('+234 803 123-4567')).toEqual(['+2348031234567']);
    expect(phonePrefixes('2348031234567')).toEqual(['+2348031234567']);
    expect(phonePrefixes('002348031234567')).toEqual(['+2348031234567']);
    expect(phonePrefixes('0803-123-4567')).toEqual(['+2348031234567', '+448031234567']);
    expect(phonePrefixes('(0803) 123 4567')).toEqual(['+2348031234567', '+448031234567']);
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
    expect(accountSearchOf('+44 7700')).toEqual({ kind: 'phone', prefixes: ['+447700'] });
  });
});
