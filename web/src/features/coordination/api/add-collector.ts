import { API, type AddSwarmCollectorFields } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** POST beewatchagent/AddSwarmCollector: an existing beekeeper becomes a collector of the domain. */
export async function addCollector(values: z.output<typeof AddSwarmCollectorFields>) {
  const res = await call(API.coordination.addSwarmCollector, { body: values });
  return { collector: res.data, message: res.ErrorMessage };
}

export function useAddCollector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollector,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coordinationKeys.all }),
  });
}
