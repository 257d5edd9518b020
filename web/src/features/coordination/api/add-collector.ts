import { API, type AddSwarmCollectorFields } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/AddSwarmCollector: an existing beekeeper becomes a collector of the domain. */
export async function addCollector(values: z.output<typeof AddSwarmCollectorFields>) {
  const res = await call(API.coordination.addSwarmCollector, { body: values });
  return { collector: res.data, message: envelopeMessage(res) };
}

export function useAddCollector() {
  return useInvalidatingMutation(addCollector, coordinationKeys.all);
}
