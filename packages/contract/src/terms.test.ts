import { describe, expect, it } from 'vitest';
import { TERMS_MESSAGES, termsErrors, termsViolation } from './terms';

describe('terms check', () => {
  it.each([
    ['write to aisha.bello@gmail.com', 'email'],
    ['aisha (at) gmail (dot) com', 'email'],
    ['my gmail is aisha at gmail', 'email'],
    ['call 08031234567', 'phone'],
    ['0803 123 4567', 'phone'],
    ['0803.123.4567', 'phone'],
    ['0803-123-4567', 'phone'],
    ['+234 803 123 4567', 'phone'],
    ['+44 7700 900123', 'phone'],
    ['zero eight zero three one two three four five six seven', 'phone'],
    ['Zero Eight 0 3 one 2 three 4567', 'phone'],
    ['see https://example.org/me', 'link'],
    ['www.aisha.ng', 'link'],
    ['my site is aishabello.com', 'link'],
    ['aishabello dot com', 'link'],
    ['find me @aisha_b', 'social'],
    ['instagram: aisha_b', 'social'],
    ['my IG is aishab', 'social'],
    ['ig: aishab', 'social'],
    ['snap me', 'social'],
    ['whatsapp me', 'social'],
    ['WhatsApp me on the number', 'social'],
  ])('refuses %j (%s)', (text, kind) => {
    expect(termsViolation(text)).toBe(kind);
  });

  it.each([
    'I am 25 years old',
    'I memorised 2 juz',
    'born in 1998',
    'I pray 5 times daily',
    'height 1.75m',
    'I studied from 2010 to 2014 and then 2015-2019',
    'I have one or two close friends and a big family',
    'Signing up with my mahram; I design buildings.',
    'I hope to be a good wife, in shā’ Allāh. Hijab and abaya, e.g. in dark colours.',
    'Mufti Menk, Nouman Ali Khan',
  ])('accepts ordinary text %j', (text) => {
    expect(termsViolation(text, ['Aisha', 'Bello'])).toBeNull();
  });

  it("refuses the single's own first or last name as a word (DECISIONS 24)", () => {
    expect(termsViolation('Aisha is kind', ['Aisha', 'Bello'])).toBe('name');
    expect(termsViolation('the bello family', ['Aisha', 'Bello'])).toBe('name');
    expect(termsViolation('Belloson and Aishat', ['Aisha', 'Bello'])).toBeNull();
    expect(termsViolation('I follow Prophet Muhammad', ['Muhammad', 'Sani'])).toBeNull();
    expect(termsViolation('Muhammad (SAW) taught us', ['Muhammad', 'Sani'])).toBeNull();
    expect(termsViolation('Muhammad loves football', ['Muhammad', 'Sani'])).toBe('name');
  });

  it('answers the fields that break the Terms, lists item by item', () => {
    expect(
      termsErrors(
        {
          about: 'ok text',
          speakersListenedTo: ['Mufti Menk', 'www.x.com'],
          relocationPlans: null,
        },
        [],
      ),
    ).toEqual({ speakersListenedTo: TERMS_MESSAGES.link });
  });
});
