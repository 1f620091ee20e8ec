import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TInput extends FieldValues, TContext, TOutput> = {
  resolver: Resolver<TInput, TContext, TOutput>;
  /** Starts loading the checks (on the form's first focus), so the first blur need not wait. */
  preload: () => void;
};

/**
 * A form resolver whose checks load on first use. The login page is drawn before anyone types,
 * and building the contract's zod schemas would cost a slow phone more than the page itself
 * (decision 016): the form focuses, the checks arrive.
 *
 * Should the checks fail to load (the connection dropped), the values go to the server as they
 * are — it checks them again and its field errors show on the form — and the next check tries
 * to load them again. So only a form whose output is its input may use it.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends TInput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, TContext, TOutput>;
      try {
        resolve = await get();
      } catch {
        return { values: values as TOutput, errors: {} };
      }
      return resolve(values, context, options);
    },
    preload: () => {
      get().catch(() => {});
    },
  };
}
