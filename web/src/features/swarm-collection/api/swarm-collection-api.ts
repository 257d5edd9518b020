import { API, PAGE_SIZE, SwarmAlertDetail } from '@beewatch/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

export const collectionKeys = {
  area: ['swarm-collection', 'area'] as const,
  alerts: ['swarm-collection', 'alerts'] as const,
  alert: (id: string) => ['swarm-collection', 'alert', id] as const,
};

/** GET beekeeper/GetCollectionArea: the collector's area, or null when none is set. */
export async function getCollectionArea(signal?: AbortSignal) {
  return (await call(API.swarm.getCollectionArea, { signal })).data;
}

export function useCollectionArea() {
  return useQuery({ queryKey: collectionKeys.area, queryFn: ({ signal }) => getCollectionArea(signal) });
}

/** POST beekeeper/SaveCollectionArea: post code (geocoded by the server) and radius 1–10 km. */
export async function saveCollectionArea(body: BodyOf<typeof API.swarm.saveCollectionArea>) {
  return (await call(API.swarm.saveCollectionArea, { body })).data;
}

export function useSaveCollectionArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollectionArea,
    onSuccess: (area) => queryClient.setQueryData(collectionKeys.area, area),
  });
}

/** GET beekeeper/SwarmAlertList: the swarms sent to this collector, newest first, 15 a page. */
export async function getSwarmAlertPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.swarmAlertList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSwarmAlerts() {
  return useInfiniteQuery({
    queryKey: collectionKeys.alerts,
    queryFn: ({ pageParam, signal }) => getSwarmAlertPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
  });
}

/** GET beekeeper/GetSwarmAlert?ID=: one swarm; the reporter's contact only for its adopter. */
export async function getSwarmAlert(id: string, signal?: AbortSignal) {
  return (await call(API.swarm.getSwarmAlert, { query: { ID: id }, signal })).data;
}

export function useSwarmAlert(id: string) {
  return useQuery({
    queryKey: collectionKeys.alert(id),
    queryFn: ({ signal }) => getSwarmAlert(id, signal),
    retry: false,
  });
}

/** POST beekeeper/AdoptSwarm?ID=: first collector wins (409 'already adopted' otherwise). */
export async function adoptSwarm(id: string) {
  return (await call(API.swarm.adoptSwarm, { query: { ID: id } })).data;
}

/** POST beekeeper/UpdateSwarmStatus: the adopter's Successful / Unsuccessful / Failed / Abandoned. */
export async function updateSwarmStatus(body: BodyOf<typeof API.swarm.updateSwarmStatus>) {
  return (await call(API.swarm.updateSwarmStatus, { body })).data;
}

/** Adopt and status changes refresh the swarm and the list. */
export function useSwarmAction<A>(fn: (arg: A) => Promise<SwarmAlertDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionKeys.alert(detail.SwarmID), detail);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.alerts });
    },
  });
}
