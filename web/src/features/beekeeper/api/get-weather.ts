import { API, type WeatherData } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** GET beekeeper/Weather: the forecast of every own apiary, or of one. */
export async function getWeather(apiaryId: string | null, signal?: AbortSignal): Promise<WeatherData> {
  return (await call(API.beekeeper.weather, { query: apiaryId ? { ApiaryID: apiaryId } : {}, signal })).data;
}

export const weatherQueryOptions = (apiaryId: string | null) =>
  queryOptions({
    queryKey: beekeeperKeys.weather(apiaryId),
    queryFn: ({ signal }) => getWeather(apiaryId, signal),
  });

export function useWeather(apiaryId: string | null) {
  return useQuery(weatherQueryOptions(apiaryId));
}
