import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeded, marks the queries under `queryKey` stale (shown ones
 * refetch): what an endpoint file's mutation hook does when the change alters what its lists show.
 */
export function useInvalidatingMutation<TResult, TInput = void>(
  mutationFn: MutationFunction<TResult, TInput>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
