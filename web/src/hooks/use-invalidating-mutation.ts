import type { MutationFunction, QueryKey } from '@tanstack/react-query';
import { useCacheMutation } from './use-cache-mutation';

/**
 * A mutation that, once it succeeded, marks the queries under `queryKey` stale (shown ones
 * refetch): what an endpoint file's mutation hook does when the change alters what its lists show.
 */
export function useInvalidatingMutation<TResult, TInput = void>(
  mutationFn: MutationFunction<TResult, TInput>,
  queryKey: QueryKey,
) {
  return useCacheMutation(mutationFn, { invalidate: [queryKey] });
}
