import type { ChildCreateBody } from '@waliyy/contract/children';
import { createContext, useContext } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { ContactSpan } from '../../../components/fields/contact-span';
import type { ContactMark } from '../../../lib/contact-marks';
import type { SetupField, SetupFormValues } from '../setup-form-model';

export function useSetupForm() {
  return useFormContext<SetupFormValues, unknown, ChildCreateBody>();
}

/** What the server found in the fields of the last refused Submit (decision 067), by field. */
export const SetupContactMarks = createContext<Partial<Record<SetupField, ContactMark>>>({});

/**
 * `field('firstName')`: react-hook-form's registration plus the field's error, to spread. A
 * field the server refused for contact details gets its `detail` too — while that error stands:
 * an edit re-validates the field, which clears the server's error and the mark with it.
 */
export function useSetupField() {
  const {
    register,
    formState: { errors },
  } = useSetupForm();
  const marks = useContext(SetupContactMarks);
  return (name: SetupField, options?: RegisterOptions<SetupFormValues, SetupField>) => {
    const error = errors[name];
    const mark = error?.type === 'server' ? marks[name] : undefined;
    return {
      ...register(name, options),
      error: error?.message,
      // Only on the fields that have one: a choice field would pass it on to its inputs.
      ...(mark ? { detail: <ContactSpan mark={mark} /> } : {}),
    };
  };
}
