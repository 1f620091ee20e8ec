import { describe, expect, it } from 'vitest';
import { Otp, ResetToken, SignUpForm } from './auth';
import { ChildCreateBody } from './children';
import { numberFromText, toAsciiDigits } from './digits';
import { PageQuery } from './discovery';
import { PreferenceBody } from './preferences';

describe('toAsciiDigits (decision 074)', () => {
  it('makes Arabic-Indic, Persian and full-width digits ASCII, and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(toAsciiDigits('+٢٣٤ 803-١٢٣')).toBe('+234 803-123');
    expect(toAsciiDigits('Abuja, Nigeria')).toBe('Abuja, Nigeria');
  });

  it('reads a number with the Arabic decimal separator', () => {
    expect(numberFromText('١٫٧٥')).toBe(1.75);
    expect(numberFromText('۱.۸')).toBe(1.8);
    expect(numberFromText(' ')).toBe(' ');
  });
});

describe('numeric inputs take any digits', () => {
  it('reads preference ages, heights and weights', () => {
    const body = PreferenceBody.parse({ minAge: '٢٠', maxAge: '۳۵', minHeight: '١٫٥٠' });
    expect(body).toMatchObject({ minAge: 20, maxAge: 35, minHeight: 1.5 });
    expect(PreferenceBody.safeParse({ minAge: '١٧' }).success).toBe(false);
  });

  it('reads the 6-digit codes and a page number', () => {
    expect(Otp.parse('١٢٣٤٥٦')).toBe('123456');
    expect(Otp.parse('１２３４５６')).toBe('123456');
    expect(ResetToken.parse('۱۲۳ ۴۵۶')).toBe('123456');
    expect(PageQuery.parse({ page: '٢' }).page).toBe(2);
  });

  it('reads a profile’s height, weight and year of birth', () => {
    const parsed = ChildCreateBody.safeParse({ height: '١٫٧٥', weight: '٧٠', yearOfBirth: '١٩٩٥' });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path[0]) ?? [];
    expect(fields).not.toContain('height');
    expect(fields).not.toContain('weight');
    expect(fields).not.toContain('yearOfBirth');
  });

  it('lets the sign-up form take a local number in Arabic digits, as typed', () => {
    const form = {
      fname: 'Aisha',
      lname: 'Bello',
      emailAddress: 'aisha@example.com',
      phoneNumber: '٠٨٠٣ ١٢٣ ٤٥٦٧',
      password: 'password1',
      confirmPassword: 'password1',
      acceptTerms: true,
    };
    expect(SignUpForm.parse(form).phoneNumber).toBe('0803 123 4567');
  });
});
