import { describe, expect, it } from 'vitest';
import {
  EDUCATION_LEVELS,
  EducationLevel,
  EMPLOYMENT_STATUSES,
  EmploymentStatus,
  GENDERS,
  GENOTYPES,
  Gender,
  Genotype,
  MARITAL_STATUSES,
  MaritalStatus,
  type Option,
  SALAT_PATTERNS,
  SalatPattern,
  SECTS,
  Sect,
} from './options';

const values = (list: readonly Option[]) => list.map((option) => option.value);
const labelOf = (list: readonly Option[], value: string) =>
  list.find((option) => option.value === value)?.label;

describe('option lists (product.md §3)', () => {
  it('lists the genotypes in order, labelled by their value', () => {
    expect(values(GENOTYPES)).toEqual(['AA', 'AC', 'AS', 'SS', 'CC', 'SC']);
    for (const option of GENOTYPES) expect(option.label).toBe(option.value);
  });

  it('lists marital status, education, employment, sect and gender values', () => {
    expect(values(MARITAL_STATUSES)).toEqual(['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED']);
    expect(values(EDUCATION_LEVELS)).toEqual([
      'NONE',
      'PRIMARY',
      'SECONDARY',
      'BACHELORS',
      'POSTGRADUATE_DIPLOMA',
      'MASTERS',
      'PHD',
    ]);
    expect(values(EMPLOYMENT_STATUSES)).toEqual([
      'EMPLOYED',
      'SELF_EMPLOYED',
      'UNEMPLOYED',
      'STUDENT',
      'DISABLED',
    ]);
    expect(values(SECTS)).toEqual(['SUNNI', 'SHIA', 'SALAFI', 'QADIRIYYAH', 'TIJANIYYAH']);
    expect(values(GENDERS)).toEqual(['MALE', 'FEMALE']);
  });

  it('uses the labels the spec gives', () => {
    expect(labelOf(EMPLOYMENT_STATUSES, 'DISABLED')).toBe(
      'Disabled - Unable to work due to disability',
    );
    expect(labelOf(EDUCATION_LEVELS, 'BACHELORS')).toBe("Bachelor's degree");
    expect(labelOf(SECTS, 'SHIA')).toBe("Shi'a");
    expect(labelOf(SECTS, 'QADIRIYYAH')).toBe('Qadiriyyah');
    expect(labelOf(SECTS, 'TIJANIYYAH')).toBe('Tijaniyyah');
    expect(labelOf(EMPLOYMENT_STATUSES, 'SELF_EMPLOYED')).toBe('Self-employed');
  });

  it('lists the salat patterns with value equal to label', () => {
    expect(values(SALAT_PATTERNS)).toEqual([
      'I pray 5 times daily',
      'I perform some of the daily prayers',
      'I pray occasionally',
      'I regularly attend Friday prayers',
      'I mainly pray on special occasions',
      'Not Practicing',
    ]);
    for (const option of SALAT_PATTERNS) expect(option.label).toBe(option.value);
  });

  it('has no duplicate values or labels in any list', () => {
    const lists = [
      GENOTYPES,
      MARITAL_STATUSES,
      EDUCATION_LEVELS,
      EMPLOYMENT_STATUSES,
      SECTS,
      GENDERS,
      SALAT_PATTERNS,
    ];
    for (const list of lists) {
      expect(new Set(values(list)).size).toBe(list.length);
      expect(new Set(list.map((option) => option.label)).size).toBe(list.length);
    }
  });
});

describe('zod enums', () => {
  it('accept exactly the values of their list', () => {
    const pairs = [
      [Genotype, GENOTYPES],
      [MaritalStatus, MARITAL_STATUSES],
      [EmploymentStatus, EMPLOYMENT_STATUSES],
      [EducationLevel, EDUCATION_LEVELS],
      [Sect, SECTS],
      [Gender, GENDERS],
      [SalatPattern, SALAT_PATTERNS],
    ] as const;
    for (const [schema, list] of pairs) {
      expect(schema.options).toEqual(values(list));
    }
  });

  it('reject labels, other casing and unknown values', () => {
    expect(Genotype.safeParse('AS').success).toBe(true);
    expect(Genotype.safeParse('as').success).toBe(false);
    expect(Sect.safeParse("Shi'a").success).toBe(false);
    expect(Gender.safeParse('OTHER').success).toBe(false);
    expect(SalatPattern.safeParse('Not Practicing').success).toBe(true);
    expect(SalatPattern.safeParse('NOT_PRACTICING').success).toBe(false);
  });
});

describe('labelOf', () => {
  it('finds the label of a value', () => {
    expect(labelOf(MARITAL_STATUSES, 'WIDOWED')).toBe('Widowed');
    expect(labelOf(EDUCATION_LEVELS, 'PHD')).toBe('PhD');
  });
});
