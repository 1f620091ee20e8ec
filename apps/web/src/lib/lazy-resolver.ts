import type { FieldValues, Resolver } from 'react-hook-form';
import { loadChunk } from './chunk-load';

export type LazyResolver<TInput extends FieldValues, TContext, TOutput> = {
  resolver: Resolver<TInput, TContext, TOutput>;
  /** Starts loading the checks (on the form's first focus), so the first blur need not wait. */
  preload: () => void;
};

/** With no checks loaded: the values go to the server as they are, and it checks them. */
function serverChecks<TInput extends FieldValues, TContext, TOutput extends TInput>(): Resolver<
  TInput,
  TContext,
  TOutput
> {
  return (values) => ({ values: values as TOutput, errors: {} });
}

/**
 * A form resolver whose checks load on first use. The sign-in pages are drawn before anyone
 * types, and building the contract's zod schemas would cost a slow phone more than the page
 * itself (decision 016): the form focuses, the checks arrive.
 *
 * The checks load through `loadChunk` (the route chunks' timeout). Should they fail to load (the
 * connection dropped, or they took longer than that), `unavailable` decides — by default
 * the values go to the server as they are (it checks them with the same schema and its field
 * errors show on the form), which suits a form whose output is its input; a form with a check
 * the server cannot make (the sign-up's terms box) passes its own. The next check tries to load
 * them again.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends TInput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
  unavailable: Resolver<TInput, TContext, TOutput> = serverChecks(),
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | null = null;
  const get = () => {
    loading ??= loadChunk('form-checks', load).catch((error: unknown) => {
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
        resolve = unavailable;
      }
      return resolve(values, context, options);
    },
    preload: () => {
      get().catch(() => {});
    },
  };
}
