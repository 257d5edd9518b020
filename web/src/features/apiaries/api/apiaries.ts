import { API } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

const keys = { all: ['apiaries'] as const };

/** GET beekeeper/MyApiaries: the caller's apiaries by name. */
export async function getApiaries(signal?: AbortSignal) {
  return (await call(API.sites.myApiaries, { signal })).data;
}

export function useApiaries() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => getApiaries(signal) });
}

/** GET beekeeper/GetApiary?ApiaryID=. */
export async function getApiary(id: string, signal?: AbortSignal) {
  return (await call(API.sites.getApiary, { query: { ApiaryID: id }, signal })).data;
}

export function useApiary(id: string | null) {
  return useQuery({
    queryKey: [...keys.all, id],
    queryFn: ({ signal }) => getApiary(id!, signal),
    enabled: Boolean(id),
  });
}

/** POST beekeeper/AddOrUpdateApiary (spec §7.3); 409 beyond 25 apiaries (spec §9). */
export async function saveApiary(values: BodyOf<typeof API.sites.addOrUpdateApiary>) {
  return (await call(API.sites.addOrUpdateApiary, { body: values })).data;
}

/** POST beekeeper/DeleteApiary?ApiaryID=. */
export async function deleteApiary(id: string) {
  await call(API.sites.deleteApiary, { query: { ApiaryID: id } });
}

export function useApiaryMutations() {
  const qc = useQueryClient();
  const onSuccess = () => void qc.invalidateQueries({ queryKey: keys.all });
  return {
    save: useMutation({ mutationFn: saveApiary, onSuccess }),
    remove: useMutation({ mutationFn: deleteApiary, onSuccess }),
  };
}
