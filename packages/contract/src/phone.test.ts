import { describe, expect, it } from 'vitest';
import { PhoneNumber } from './auth';
import { AUTH_MESSAGES } from './auth-messages';
import { ChildUpdateBodyE164, PhoneE164, SignUpBodyE164, toE164 } from './phone';

describe('toE164 (decision 074)', () => {
  it('reads a number without a country code as Nigerian', () => {
    expect(toE164('08031234567')).toBe('+2348031234567');
    expect(toE164('0803 123 4567')).toBe('+2348031234567');
    expect(toE164('(0803) 123-4567')).toBe('+2348031234567');
  });

  it('reads a country code after + or 00, with spaces, dashes and brackets', () => {
    expect(toE164('+234 803 123 4567')).toBe('+2348031234567');
    expect(toE164('+234-803-123-4567')).toBe('+2348031234567');
    expect(toE164('00234 803 123 4567')).toBe('+2348031234567');
    expect(toE164('0044 7911 123456')).toBe('+447911123456');
    expect(toE164('+44 (0)7911 123456')).toBe('+447911123456');
    // A trunk 0 kept after the code is dropped.
    expect(toE164('+234 0803 123 4567')).toBe('+2348031234567');
  });

  it('reads a number in the given country', () => {
    expect(toE164('07911 123456', 'GB')).toBe('+447911123456');
  });

  it('reads Arabic-Indic, Persian and full-width digits', () => {
    expect(toE164('+٢٣٤٨٠٣١٢٣٤٥٦٧')).toBe('+2348031234567');
    expect(toE164('۰۸۰۳۱۲۳۴۵۶۷')).toBe('+2348031234567');
    expect(toE164('０８０３ １２３ ４５６７')).toBe('+2348031234567');
    expect(toE164('００４４ ７９１１ １２３４５６')).toBe('+447911123456');
  });

  it('refuses what no country has', () => {
    for (const typed of ['080312345', '+1234', '12345', '0803 123 456x', '+999 1234 5678', '']) {
      expect(toE164(typed), typed).toBeNull();
    }
  });
});

describe('PhoneNumber (shape only) and PhoneE164 (the API’s)', () => {
  const messageOf = (schema: typeof PhoneNumber | typeof PhoneE164, typed: string) => {
    const parsed = schema.safeParse(typed);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('takes what people type and stores E.164', () => {
    expect(PhoneNumber.parse('0803 123 4567')).toBe('0803 123 4567');
    expect(PhoneE164.parse('0803 123 4567')).toBe('+2348031234567');
    expect(PhoneE164.parse('+٢٣٤ ٨٠٣ ١٢٣ ٤٥٦٧')).toBe('+2348031234567');
  });

  it('refuses with a clear message', () => {
    expect(messageOf(PhoneNumber, '')).toBe(AUTH_MESSAGES.phoneRequired);
    expect(messageOf(PhoneNumber, 'call me')).toBe(AUTH_MESSAGES.phoneFormat);
    expect(messageOf(PhoneNumber, '+234801')).toBe(AUTH_MESSAGES.phoneMin);
    expect(messageOf(PhoneNumber, '+234 8012 3456 7890 1234')).toBe(AUTH_MESSAGES.phoneMax);
    // The right shape, but no country has it: only the API's schema knows.
    expect(messageOf(PhoneNumber, '080312345')).toBeNull();
    expect(messageOf(PhoneE164, '080312345')).toBe(AUTH_MESSAGES.phoneFormat);
    expect(AUTH_MESSAGES.phoneFormat).toBe(
      'Enter a phone number, e.g. 0803 123 4567 or +44 7911 123456',
    );
  });

  it('is in the sign-up body and the wali’s number', () => {
    const signUp = SignUpBodyE164.parse({
      firstName: 'Aisha',
      lastName: 'Bello',
      email: 'aisha@example.com',
      phoneNumber: '0803-123-4567',
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(signUp.phoneNumber).toBe('+2348031234567');
    expect(ChildUpdateBodyE164.parse({ waliPhoneNumber: '0044 7911 123456' })).toEqual({
      waliPhoneNumber: '+447911123456',
    });
    expect(ChildUpdateBodyE164.parse({ waliPhoneNumber: ' ' })).toEqual({ waliPhoneNumber: null });
    expect(ChildUpdateBodyE164.safeParse({ waliPhoneNumber: '0803' }).success).toBe(false);
  });
});
