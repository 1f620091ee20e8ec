import {
  CHILD_RESULT_MESSAGES,
  type ChildProfile,
  READ_ONLY_FIELDS,
  type ReadOnlyField,
} from '@waliyy/contract';

const LABELS: Record<ReadOnlyField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  monthOfBirth: 'Month of birth',
  yearOfBirth: 'Year of birth',
  gender: 'Gender',
  genotype: 'Genotype',
  state: 'State of origin',
  isMixedEthnicity: 'Mixed ethnicity',
  mixedEthnicityDescription: 'Mixed ethnicity description',
  sect: 'Sect',
  startedPracticingIn: 'Started practising in',
  fullName: 'Full name',
  id: 'The profile id',
  displayId: 'The display id',
};

/** Whether a value sent back equals the stored one, allowing for the forms' strings. */
function isSame(stored: unknown, given: unknown): boolean {
  if (given === undefined) return true;
  if (stored === null) return given === null || (typeof given === 'string' && given.trim() === '');
  if (typeof stored === 'boolean') return given === stored || given === String(stored);
  if (typeof stored === 'number') {
    return (
      (typeof given === 'number' || (typeof given === 'string' && given.trim() !== '')) &&
      Number(given) === stored
    );
  }
  return typeof given === 'string' && given.trim() === stored;
}

/**
 * The read-only fields in an update whose value would change, each with its message. The same
 * value is ignored, so a form may send the whole profile back. Date of birth changes are asked
 * of support (product.md §2 /settings).
 */
export function readOnlyErrors(
  current: ChildProfile,
  body: Partial<Record<ReadOnlyField, unknown>>,
  supportEmail: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of READ_ONLY_FIELDS) {
    if (isSame(current[field], body[field])) continue;
    errors[field] =
      field === 'yearOfBirth' || field === 'monthOfBirth'
        ? CHILD_RESULT_MESSAGES.dobReadOnly(supportEmail)
        : CHILD_RESULT_MESSAGES.readOnly(LABELS[field]);
  }
  return errors;
}
