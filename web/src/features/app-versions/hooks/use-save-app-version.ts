import type { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@/lib/api-client';
import { addAppVersion } from '../api/add-app-version';
import { confirmAppPackage } from '../api/confirm-app-package';
import { editAppVersion } from '../api/edit-app-version';
import { appVersionKeys } from '../api/get-app-versions';
import { uploadPackage } from '../api/upload-package';

/** What the add/edit form saves: a new version, or changes to one (with a new package or not). */
export type SaveAppVersionInput =
  | { mode: 'add'; values: BodyOf<typeof API.content.addAppVersion>; file: File | null }
  | { mode: 'edit'; values: BodyOf<typeof API.content.editAppVersion>; file: File | null };

/**
 * Saves a version as the admin form does: add or edit, then (with a package) the browser posts
 * the file to the presigned form and asks the server to check and publish it; the lists are
 * refreshed afterwards. Any step's ApiError is thrown as is.
 */
export function useSaveAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mode, values, file }: SaveAppVersionInput) => {
      const saved = mode === 'add' ? await addAppVersion(values) : await editAppVersion(values);
      if (file && saved.Upload) {
        await uploadPackage(saved.Upload, file);
        await confirmAppPackage(saved.AppVersion.AppVersionID);
      }
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appVersionKeys.all }),
  });
}
