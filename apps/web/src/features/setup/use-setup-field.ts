import type { ChildCreateBody } from '@waliyy/contract/children';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import type { SetupField, SetupFormValues } from './setup-form-model';

export function useSetupForm() {
  return useFormContext<SetupFormValues, unknown, ChildCreateBody>();
}

/** `field('firstName')`: react-hook-form's registration plus the field's error, to spread. */
export function useSetupField() {
  const {
    register,
    formState: { errors },
  } = useSetupForm();
  return (name: SetupField, options?: RegisterOptions<SetupFormValues, SetupField>) => ({
    ...register(name, options),
    error: errors[name]?.message,
  });
}
