import { REDACTED_TEXT } from '@waliyy/contract';
import { describe, expect, it } from 'vitest';
import { bringsBack, fieldText, normalizeText, removableText } from './removed-texts';

describe('removed text comparison (decision 025)', () => {
  it('reads case, spacing and punctuation as the same text', () => {
    expect(normalizeText('  Liars,   and THIEVES!! ')).toBe('liars and thieves');
    expect(normalizeText('Ｌｉａｒｓ')).toBe('liars');
    // As the contact detector reads text (decision 073): invisible characters, look-alikes, accents.
    expect(normalizeText('li\u200cars, thi\u00adeves and fo\u034fols')).toBe(
      'liars thieves and fools',
    );
    expect(normalizeText('Liаrs аnd thiеvеs')).toBe('liars and thieves');
    expect(normalizeText('Líars')).toBe('liars');
  });

  it('refuses a removed text whole, or inside a longer text when it is long enough', () => {
    const long = normalizeText('they are all liars and thieves');
    expect(bringsBack(normalizeText('They are ALL liars -- and thieves!'), long)).toBe(true);
    expect(bringsBack(normalizeText('Kind. They are all liars and thieves. Pray.'), long)).toBe(
      true,
    );
    expect(bringsBack(normalizeText('They are all kind'), long)).toBe(false);
    // Short: only when it comes back whole; and only as whole words.
    expect(bringsBack('fool', 'fool')).toBe(true);
    expect(bringsBack(normalizeText('no fool would say so'), 'fool')).toBe(false);
    expect(bringsBack(normalizeText('xthey are all liars and thievesx'), long)).toBe(false);
  });

  it('keeps nothing of an empty or already removed field; a list reads as its items', () => {
    expect(removableText('  ')).toBeNull();
    expect(removableText(null)).toBeNull();
    expect(removableText(REDACTED_TEXT)).toBeNull();
    expect(removableText([])).toBeNull();
    expect(fieldText(['Mufti Menk', 'Someone rude'])).toBe('Mufti Menk, Someone rude');
  });
});
