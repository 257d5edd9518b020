import { API, CountryItem } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/GetCountryList (spec §7.2): [{Value, Text}]. */
export async function getCountryList(signal?: AbortSignal): Promise<CountryItem[]> {
  const res = await call(API.profile.getCountryList, { auth: false, signal });
  return res.data;
}

/** The country list, fetched once per visit. */
export function useCountryList() {
  return useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: ({ signal }) => getCountryList(signal),
    staleTime: Infinity,
  });
}
