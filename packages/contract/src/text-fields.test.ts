import { describe, expect, it } from 'vitest';
import { SpeakersList } from './child-fields';
import { ChildCreateBody } from './children';
import { plainTextLine, TEXT_MESSAGES } from './text-chars';
import { multiLineText, noNulValue, oneLineText, opaqueText } from './text-fields';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('oneLineText', () => {
  const field = oneLineText().min(1, 'Required');

  it('refuses NUL and every other control character, naming why', () => {
    for (const bad of ['Ai\u0000sha', 'Ai\u0007sha', 'Ai\u001Bsha', 'Ai\u007Fsha', 'Ai\u0085sha']) {
      expect(issues(field.safeParse(bad))).toEqual([TEXT_MESSAGES.controls]);
    }
    expect(issues(field.safeParse('Ai\tsha'))).toEqual([TEXT_MESSAGES.controls]);
  });

  it('refuses a line break inside, but trims one at the ends', () => {
    for (const bad of ['Aisha\nBello', 'Aisha\r\nBello', 'Aisha\u2028Bello']) {
      expect(issues(field.safeParse(bad))).toEqual([TEXT_MESSAGES.oneLine]);
    }
    expect(field.parse('  Aisha Bello\r\n')).toBe('Aisha Bello');
  });

  it('removes bidi overrides and isolates, zero-width spaces, word joiners and BOMs', () => {
    expect(field.parse('\u202Eevil\u202C')).toBe('evil');
    expect(field.parse('\u2066a\u2069b\u2067c\u2068d')).toBe('abcd');
    expect(field.parse('\uFEFFAi\u200Bsha\u2060')).toBe('Aisha');
  });

  it('keeps ZWNJ and ZWJ inside a word (Persian, Arabic, emoji), not at its ends', () => {
    expect(field.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(field.parse('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(field.parse('\u200D\u200CAisha\u200C ')).toBe('Aisha');
    // Nothing but joiners and invisible marks is no value at all.
    expect(issues(field.safeParse('\u200D\u200B\u200C'))).toEqual(['Required']);
  });

  it('takes linear time on a long run of spaces (the request body may hold 256 KB)', () => {
    const started = performance.now();
    expect(field.parse(`a${' '.repeat(250_000)}b`)).toHaveLength(250_002);
    expect(multiLineText().parse(`${'\u200D '.repeat(100_000)}x`)).toBe('x');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('keeps the direction marks of mixed Arabic and English text', () => {
    expect(field.parse('Aisha \u200Fعائشة\u200E')).toBe('Aisha \u200Fعائشة\u200E');
  });
});

describe('multiLineText', () => {
  const field = multiLineText();

  it('keeps line feeds and tabs, and makes every line ending a line feed', () => {
    expect(field.parse('One\n\tTwo\r\nThree\rFour\u2029Five')).toBe(
      'One\n\tTwo\nThree\nFour\nFive',
    );
  });

  it('refuses any other control character', () => {
    for (const bad of ['a\u0000b', 'a\u000Bb', 'a\u000Cb', 'a\u007Fb', 'a\u009Bb']) {
      expect(issues(field.safeParse(bad))).toEqual([TEXT_MESSAGES.controls]);
    }
  });

  it('removes the invisible formatting', () => {
    expect(field.parse('I am\u202E kind\u200B.\nTruly.')).toBe('I am kind.\nTruly.');
  });
});

describe('opaqueText and noNulValue', () => {
  it('keep a password exactly as typed, spaces and symbols included, but never NUL', () => {
    const password = opaqueText();
    expect(password.parse(' pa\tss\u202E word ')).toBe(' pa\tss\u202E word ');
    expect(issues(password.safeParse('pass\u0000word'))).toEqual([TEXT_MESSAGES.controls]);
  });

  it('let anything through but a string with NUL', () => {
    const echo = noNulValue();
    for (const ok of [1, true, null, 'Aisha', { a: '\u0000' }]) expect(echo.parse(ok)).toBe(ok);
    expect(issues(echo.safeParse('Ai\u0000sha'))).toEqual([TEXT_MESSAGES.controls]);
  });
});

describe('the request schemas use them', () => {
  it('names the field that holds NUL', () => {
    const result = ChildCreateBody.safeParse({ firstName: 'Ai\u0000sha', about: 'ok\u0000' });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField.firstName).toBe(TEXT_MESSAGES.controls);
    expect(byField.about).toBe(TEXT_MESSAGES.controls);
  });

  it('cleans each speaker', () => {
    expect(SpeakersList.parse('Mufti Menk\u200B, \u202EYasir Qadhi')).toEqual([
      'Mufti Menk',
      'Yasir Qadhi',
    ]);
    expect(SpeakersList.safeParse(['Mufti\nMenk']).success).toBe(false);
  });
});

describe('plainTextLine', () => {
  it('puts text on one line with no control or invisible character (no header injection)', () => {
    expect(plainTextLine('Aisha\r\nBcc: victim@example.com')).toBe('Aisha Bcc: victim@example.com');
    expect(plainTextLine('A\u0000i\u0007s\u001Bh\u007Fa\u0085')).toBe('Aisha');
    expect(plainTextLine('\u202Eevil\u202C\u200B\tname')).toBe('evil name');
  });

  it('keeps letters, marks and joiners of any script', () => {
    expect(plainTextLine('عائشة می\u200Cخواهم Adébáyọ̀ 👨\u200D👩')).toBe(
      'عائشة می\u200Cخواهم Adébáyọ̀ 👨\u200D👩',
    );
  });
});
