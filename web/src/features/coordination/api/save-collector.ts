import { API, type SaveSwarmCollectorFields } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/SaveSwarmCollector: the collector's record, base and radius (re-indexed at once). */
export async function saveCollector(values: z.output<typeof SaveSwarmCollectorFields>) {
  const res = await call(API.coordination.saveSwarmCollector, { body: values });
  return { collector: res.data, message: envelopeMessage(res) };
}

export function useSaveCollector() {
  return useInvalidatingMutation(saveCollector, coordinationKeys.all);
}
