import * as z from 'zod/mini';
import { withTextNumbers } from './text-fields.js';
import { AppVersionMsg } from '../catalogues/app-versions.js';

export { AppVersionMsg };

/**
 * App platforms (spec §3 enumerations: '{product} 1, BeeWatch 2, Web 8, others'). The spec
 * names value 1 only by a placeholder: it is the sister asset-tracking product (§1).
 */
export const AppPlatform = { Product: 1, BeeWatch: 2, Web: 8 } as const;
export type AppPlatformValue = (typeof AppPlatform)[keyof typeof AppPlatform];
export const APP_PLATFORM_VALUES = [1, 2, 8] as const;

/** Largest app package accepted, bytes (ours: an Android APK of the apps stays well below). */
export const APP_PACKAGE_MAX_BYTES = 150 * 1024 * 1024;
/** Lifetime of the upload form and of the download link, seconds. */
export const APP_UPLOAD_TTL_S = 900;
export const APP_DOWNLOAD_TTL_S = 300;

/** Folder of an app (e.g. BeeWatch): the download is named `<FolderName>.apk` (spec §2.1). */
export const FolderName = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, AppVersionMsg.folderInvalid));
/**
 * The package's name in the folder, without extension (e.g. beewatch-2-4-0): no dots or path
 * parts, so `downloadapk/{FolderName}/{FileName}` stays an app route (the SPA rewrite serves
 * index.html only for paths whose last segment has no dot) and can never leave its folder.
 */
export const PackageFileName = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,100}$/, AppVersionMsg.fileInvalid));

const platform = z.number({ error: AppVersionMsg.platformInvalid }).check(
  z.refine((v): v is AppPlatformValue => (APP_PLATFORM_VALUES as readonly number[]).includes(v), {
    message: AppVersionMsg.platformInvalid,
  }),
);

/** One app version (admin/appversionlist rows). */
export const AppVersion = z.object({
  AppVersionID: z.string(),
  AppName: z.string(),
  FolderName: z.string(),
  FileName: z.string(),
  Version: z.string(),
  Platform: z.number().check(z.int()),
  Notes: z.string(),
  /** 'Pending' until the uploaded package passed its checks, then 'Available'. */
  Status: z.enum(['Pending', 'Available']),
  SizeBytes: z.nullable(z.number().check(z.int())),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type AppVersion = z.infer<typeof AppVersion>;

/** POST admin/AddAppVersion (admin/addappversion). */
export const AddAppVersionForm = z.object({
  AppName: z.string().check(z.trim(), z.minLength(1, AppVersionMsg.appNameRequired), z.maxLength(100)),
  FolderName,
  FileName: PackageFileName,
  Version: z.string().check(z.trim(), z.minLength(1, AppVersionMsg.versionRequired), z.maxLength(32)),
  Platform: platform,
  Notes: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
});
/** The add form in the browser: the platform read from its select. */
export const AddAppVersionFields = withTextNumbers(AddAppVersionForm, ['Platform']);
export type AddAppVersionForm = z.input<typeof AddAppVersionFields>;

/** POST admin/EditAppVersion (admin/editappversion): the folder and file stay; the package may be replaced. */
export const EditAppVersionForm = z.object({
  AppVersionID: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  AppName: z.string().check(z.trim(), z.minLength(1, AppVersionMsg.appNameRequired), z.maxLength(100)),
  Version: z.string().check(z.trim(), z.minLength(1, AppVersionMsg.versionRequired), z.maxLength(32)),
  Platform: platform,
  Notes: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
  ReplacePackage: z._default(z.boolean(), false),
});
/** The edit form in the browser: the platform read from its select. */
export const EditAppVersionFields = withTextNumbers(EditAppVersionForm, ['Platform']);
export type EditAppVersionForm = z.input<typeof EditAppVersionFields>;

/** A presigned POST for the package (S3 browser-based upload): post the fields, then the file. */
export const AppPackageUpload = z.object({
  Url: z.string(),
  Fields: z.record(z.string(), z.string()),
  Expires: z.string(),
  MaxBytes: z.number().check(z.int()),
});
export type AppPackageUpload = z.infer<typeof AppPackageUpload>;

/** Answer of add/edit: the version and, when a package is expected, its upload form. */
export const SaveAppVersionData = z.object({
  AppVersion,
  Upload: z.nullable(AppPackageUpload),
});
export type SaveAppVersionData = z.infer<typeof SaveAppVersionData>;

export const AppVersionIdQuery = z.object({
  AppVersionID: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});

/** GET common/DownloadFile (spec §7.2 'Download file (FolderName, FileName)'; public). */
export const DownloadFileQuery = z.object({ FolderName, FileName: PackageFileName });
export type DownloadFileQuery = z.input<typeof DownloadFileQuery>;
/** A short-lived link whose response is an attachment named `<FolderName>.apk`. */
export const DownloadFileData = z.object({
  Url: z.string(),
  FileName: z.string(),
  Version: z.string(),
  AppName: z.string(),
});
export type DownloadFileData = z.infer<typeof DownloadFileData>;

/** Query of a list continued by key: the previous page's NextToken (absent on page one). */
export const NextTokenQuery = z.object({ NextToken: z.optional(z.string().check(z.maxLength(2000))) });
