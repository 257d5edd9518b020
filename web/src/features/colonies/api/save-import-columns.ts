import { API, type SaveImportColumnsRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/SaveImportColumns (spec §7.2 'Save import columns'): list of Name, IsCheked, value. */
export async function saveImportColumns(body: SaveImportColumnsRequest) {
  return call(API.colonies.saveImportColumns, { body });
}

export function useSaveImportColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportColumns,
    onSuccess: (res) => queryClient.setQueryData(colonyKeys.template, res.data),
  });
}
