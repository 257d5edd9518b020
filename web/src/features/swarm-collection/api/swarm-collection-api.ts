import {
  CollectionArea,
  PAGE_SIZE,
  SwarmAlertDetail,
  SwarmAlertRow,
  type CollectionAreaRequest,
} from '@beewatch/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const collectionKeys = {
  area: ['swarm-collection', 'area'] as const,
  alerts: ['swarm-collection', 'alerts'] as const,
  alert: (id: string) => ['swarm-collection', 'alert', id] as const,
};

/** GET beekeeper/GetCollectionArea: the collector's area, or null when none is set. */
export async function getCollectionArea(signal?: AbortSignal) {
  return (await apiRequest('beekeeper/GetCollectionArea', { data: CollectionArea.nullable(), signal })).data;
}

export function useCollectionArea() {
  return useQuery({ queryKey: collectionKeys.area, queryFn: ({ signal }) => getCollectionArea(signal) });
}

/** POST beekeeper/SaveCollectionArea: post code (geocoded by the server) and radius 1–10 km. */
export async function saveCollectionArea(body: CollectionAreaRequest) {
  return (await apiRequest('beekeeper/SaveCollectionArea', { method: 'POST', body, data: CollectionArea }))
    .data;
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
  const res = await apiRequest('beekeeper/SwarmAlertList', {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    data: z.array(SwarmAlertRow),
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
  return (await apiRequest('beekeeper/GetSwarmAlert', { query: { ID: id }, data: SwarmAlertDetail, signal }))
    .data;
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
  return (
    await apiRequest('beekeeper/AdoptSwarm', { method: 'POST', query: { ID: id }, data: SwarmAlertDetail })
  ).data;
}

/** POST beekeeper/UpdateSwarmStatus: the adopter's Successful / Unsuccessful / Failed / Abandoned. */
export async function updateSwarmStatus(body: { SwarmID: string; Status: 3 | 4 | 5 | 6 }) {
  return (await apiRequest('beekeeper/UpdateSwarmStatus', { method: 'POST', body, data: SwarmAlertDetail }))
    .data;
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
