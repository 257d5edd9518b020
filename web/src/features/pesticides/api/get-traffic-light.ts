import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** GET pesticide/GetTrafficLightUrl (spec §7.3): a product's or mix's light, reasons and picture. */
export async function getTrafficLight(q: { ProductID?: string; MixtureID?: string }, signal?: AbortSignal) {
  return (await call(API.pesticides.trafficLight, { query: q, signal })).data;
}

export function useTrafficLight(q: { ProductID?: string; MixtureID?: string } | null) {
  return useQuery({
    queryKey: [...pesticideKeys.all, 'light', q],
    queryFn: ({ signal }) => getTrafficLight(q!, signal),
    enabled: Boolean(q),
    staleTime: 60_000,
  });
}
