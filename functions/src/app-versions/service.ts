import {
  APP_PACKAGE_MAX_BYTES,
  AddAppVersionForm,
  AppVersionMsg,
  EditAppVersionForm,
  type AppVersion,
  type DownloadFileData,
  type SaveAppVersionData,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { env } from '../lib/env.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { checkUpload, publishUpload } from '../lib/uploads/checked-upload.js';
import { checkApk } from '../lib/uploads/package.js';
import { APK_CONTENT_TYPE } from '../lib/uploads/formats.js';
import { incomingPackageKey, packageDownloadUrl, packageKey, presignPackageUpload } from './package-store.js';
import {
  appVersionOfFile,
  createAppVersion,
  getAppVersion,
  listAppVersions,
  updateAppVersion,
} from './repository.js';

/** Page size of admin/appversionlist (spec §9 lists: 15). */
export const APP_VERSION_PAGE_SIZE = 15;

export function appVersionPage(nextToken: string | undefined) {
  return listAppVersions(APP_VERSION_PAGE_SIZE, nextToken);
}

export async function appVersion(id: string): Promise<AppVersion> {
  const v = await getAppVersion(id);
  if (!v) throw new NotFoundError(AppVersionMsg.notFound);
  return v;
}

/**
 * admin/addappversion: records the version (Pending) and answers the upload form of its package.
 * A folder holds each file name once → 409 with nothing written.
 */
export async function addAppVersion(
  form: z.output<typeof AddAppVersionForm>,
  by: string,
  now = new Date(),
): Promise<SaveAppVersionData> {
  const v: AppVersion = {
    AppVersionID: ulid(),
    ...form,
    Status: 'Pending',
    SizeBytes: null,
    CreatedAt: now.toISOString(),
    UpdatedAt: now.toISOString(),
    UpdatedBy: by,
  };
  if (!(await createAppVersion(v))) throw new ConflictError(AppVersionMsg.fileTaken);
  return { AppVersion: v, Upload: await presignPackageUpload(v.AppVersionID) };
}

/** admin/editappversion: name, version, platform and notes; with ReplacePackage a new upload form. */
export async function editAppVersion(
  form: z.output<typeof EditAppVersionForm>,
  by: string,
  now = new Date(),
): Promise<SaveAppVersionData> {
  const changes = {
    AppName: form.AppName,
    Version: form.Version,
    Platform: form.Platform,
    Notes: form.Notes,
    UpdatedAt: now.toISOString(),
    UpdatedBy: by,
  };
  if (!(await updateAppVersion(form.AppVersionID, changes))) throw new NotFoundError(AppVersionMsg.notFound);
  const v = await appVersion(form.AppVersionID);
  return { AppVersion: v, Upload: form.ReplacePackage ? await presignPackageUpload(v.AppVersionID) : null };
}

/** The spec's message for a package refused by the checked-upload pipeline. */
function packageMessage(reason: string): string {
  if (/empty/.test(reason)) return AppVersionMsg.packageMissing;
  if (/larger than/.test(reason)) return AppVersionMsg.packageTooLarge;
  return AppVersionMsg.packageNotApk;
}

/**
 * Checks the uploaded package through the checked-upload pipeline (present, 1 byte..
 * APP_PACKAGE_MAX_BYTES, uploaded as an APK, a zip whose central directory ends the file and
 * holds AndroidManifest.xml) and publishes it for download; the version becomes Available. Bad
 * uploads → 400 and the published package (if any) stays as it was.
 */
export async function confirmAppPackage(id: string, by: string, now = new Date()): Promise<AppVersion> {
  const v = await appVersion(id);
  const bucket = env().MEDIA_BUCKET;
  const verdict = await checkUpload(bucket, incomingPackageKey(id), {
    what: 'package',
    format: APK_CONTENT_TYPE,
    checks: { apk: checkApk },
    maxBytes: APP_PACKAGE_MAX_BYTES,
  });
  if (verdict.status === 'missing') throw new ValidationError(AppVersionMsg.packageMissing);
  if (verdict.status === 'refused') throw new ValidationError(packageMessage(verdict.reason));
  const upload = verdict.upload;
  await publishUpload(
    bucket,
    incomingPackageKey(id),
    packageKey(v.FolderName, v.FileName),
    upload,
    `${v.FolderName}.apk`,
  );
  const changes = {
    Status: 'Available' as const,
    SizeBytes: upload.size,
    UpdatedAt: now.toISOString(),
    UpdatedBy: by,
  };
  await updateAppVersion(id, changes);
  return { ...v, ...changes };
}

/**
 * downloadapk/{FolderName}/{FileName} (spec §2.1): a short-lived link to the package, downloaded
 * as `<FolderName>.apk`. Unknown or not yet available → 404 'App package not found'.
 */
export async function downloadFile(folder: string, file: string): Promise<DownloadFileData> {
  const v = await appVersionOfFile(folder, file);
  if (!v || v.Status !== 'Available') throw new NotFoundError(AppVersionMsg.packageNotFound);
  const FileName = `${v.FolderName}.apk`;
  return {
    Url: await packageDownloadUrl(v.FolderName, v.FileName, FileName),
    FileName,
    Version: v.Version,
    AppName: v.AppName,
  };
}
