import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import {
  addictionsText,
  heightText,
  preferenceSummary,
  publicName,
  relocationText,
  startedPractisingText,
} from './profile-text';

const base = { theyMeet: 3, yourPreferences: 5, youMeet: 2, theirPreferences: 4 };
const c = (over: Partial<typeof base>) => ({ genotype: 'compatible' as const, ...base, ...over });

describe('profile view wording', () => {
  it('says how preferences are met, truthfully when a side stated none', () => {
    expect(preferenceSummary(c({}))).toEqual({
      isOwnMissing: false,
      text: 'Meets 3 of your 5 preferences; you meet 2 of theirs.',
    });
    expect(preferenceSummary(c({ theirPreferences: 0, youMeet: 0 }))).toEqual({
      isOwnMissing: false,
      text: 'Meets 3 of your 5 preferences; they have not set preferences yet.',
    });
    expect(preferenceSummary(c({ yourPreferences: 0, theyMeet: 0, theirPreferences: 1 }))).toEqual({
      isOwnMissing: true,
      text: 'You meet 2 of their 1 preference.',
    });
    expect(preferenceSummary(c({ yourPreferences: 0, theirPreferences: 0 }))).toEqual({
      isOwnMissing: true,
      text: 'They have not set preferences yet either.',
    });
    expect(preferenceSummary(c({ theyMeet: 1, yourPreferences: 1 })).text).toBe(
      'Meets 1 of your 1 preference; you meet 2 of theirs.',
    );
  });

  it('words practice, addictions, height, relocation and the public name (product.md §2)', () => {
    expect(startedPractisingText('NOT_PRACTICING')).toBe('I am not practicing');
    expect(startedPractisingText('twenties')).toBe('I started practising in my twenties');
    expect(startedPractisingText('Not practising')).toBe('I am not practicing');
    expect(startedPractisingText('2015')).toBe('I started practising in 2015');
    expect(startedPractisingText('Since childhood')).toBe('I have been practising since childhood');
    expect(startedPractisingText('my teenage years')).toBe(
      'I started practising in my teenage years',
    );
    expect(addictionsText(false)).toBe('No Addictions');
    expect(heightText(1.7)).toBe('1.7 m');
    expect(heightText(1.654)).toBe('1.65 m');
    const willing = { isWillingToRelocate: true, relocationPlans: ' Abuja ' };
    expect(relocationText(willing)).toBe('Abuja');
    expect(relocationText({ ...willing, isWillingToRelocate: false })).toBeNull();
    expect(relocationText({ ...willing, relocationPlans: '  ' })).toBeNull();
    expect(publicName('WL-1')).toBe('WL-1');
    expect(publicName('')).toBe('Waliyy User');
  });

  it('counts preferences in Arabic’s plural forms, and words practice in Hausa and Yoruba', async () => {
    await activateLanguage('ar');
    const mine = (yourPreferences: number) =>
      preferenceSummary(c({ theyMeet: 1, yourPreferences, theirPreferences: 0 })).text;
    expect(mine(1)).toBe('يستوفي 1 من تفضيل واحد لديك؛ ولم يحدّدوا تفضيلاتهم بعد.');
    expect(mine(2)).toBe('يستوفي 1 من تفضيلين لديك؛ ولم يحدّدوا تفضيلاتهم بعد.');
    expect(mine(4)).toBe('يستوفي 1 من 4 تفضيلات لديك؛ ولم يحدّدوا تفضيلاتهم بعد.');
    expect(mine(11)).toBe('يستوفي 1 من 11 تفضيلًا لديك؛ ولم يحدّدوا تفضيلاتهم بعد.');
    expect(addictionsText(true)).toBe('وجود إدمان');
    expect(addictionsText(true, 'female')).toBe('لديها إدمان');
    expect(addictionsText(true, 'male')).toBe('لديه إدمان');
    expect(heightText(1.7)).toBe('1.7 م');
    await activateLanguage('ha');
    expect(startedPractisingText('NOT_PRACTICING')).toBe('Ban fara riƙon addini ba tukuna');
    expect(startedPractisingText('Since childhood')).toBe(
      'Lokacin da na fara riƙon addini: since childhood',
    );
    await activateLanguage('yo');
    expect(startedPractisingText('2015')).toBe('Mo bẹ̀rẹ̀ sí ní ṣe ẹ̀sìn dáadáa ní ọdún 2015');
    expect(publicName('')).toBe('Olùlò Waliyy');
  });
});
