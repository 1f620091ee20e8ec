import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Adds 'Passwords do not match' to a resolver as soon as both fields are filled. The contract's
 * zod schemas check the match in an object-level refine, which zod runs only once every other
 * field is valid — too late for an error shown on blur (product.md §5).
 */
export function withConfirmation<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
  fields: { password: keyof TInput & string; confirm: keyof TInput & string },
  message: string,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password = values[fields.password];
    const confirm = values[fields.confirm];
    const isMismatch = typeof confirm === 'string' && confirm !== '' && confirm !== password;
    if (!isMismatch || result.errors[fields.confirm]) return result;
    return {
      values: {},
      errors: { ...result.errors, [fields.confirm]: { type: 'custom', message } },
    } as Awaited<ReturnType<Resolver<TInput, TContext, TOutput>>>;
  };
}
