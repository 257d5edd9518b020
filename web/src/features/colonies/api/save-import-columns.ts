import { API, type SaveImportColumnsRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** POST admin/SaveImportColumns (spec §7.2 'Save import columns'): list of Name, IsCheked, value. */
export async function saveImportColumns(body: SaveImportColumnsRequest) {
  return call(API.colonies.saveImportColumns, { body });
}

export function useSaveImportColumns() {
  return useCacheMutation(saveImportColumns, { store: (res) => [colonyKeys.template, res.data] });
}
