import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';

/** What a mutation changes in the query cache once it succeeded; each effect takes the result and the input. */
export interface CacheEffects<TResult, TInput> {
  /** Puts the result straight into one query's cache, as `[query key, data]` (a detail the server sent back). */
  store?: (result: TResult, input: TInput) => readonly [QueryKey, unknown];
  /** Marks these queries stale; the shown ones refetch. */
  invalidate?: readonly QueryKey[] | ((result: TResult, input: TInput) => readonly QueryKey[]);
  /** Empties the queries under this key, so an infinite list reads again from its first page. */
  reset?: QueryKey;
}

/**
 * A mutation that, once it succeeded, stores, invalidates and resets what `effects` names, in
 * that order: what an endpoint file's mutation hook does when the change alters what is shown.
 */
export function useCacheMutation<TResult, TInput = void>(
  mutationFn: MutationFunction<TResult, TInput>,
  effects: CacheEffects<TResult, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      if (effects.store) queryClient.setQueryData(...effects.store(result, input));
      const { invalidate = [] } = effects;
      const stale = typeof invalidate === 'function' ? invalidate(result, input) : invalidate;
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
      if (effects.reset) void queryClient.resetQueries({ queryKey: effects.reset });
    },
  });
}
