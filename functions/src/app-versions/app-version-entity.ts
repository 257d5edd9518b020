import { AppVersion } from '@beewatch/shared';

/**
 * The app version entity of the content table:
 * - version  `APPVER#<AppVersionID>` / `APPVER`, byKind `APPVER`, kindSort `<CreatedAt>#<id>`;
 * - file key `APPFILE#<lower folder>#<lower file>` / `APPFILE` → AppVersionID: a folder holds a
 *   file name once, guarded in the same transaction as the version.
 */
export const APP_VERSION_KIND = 'APPVER';
export const versionKey = (id: string) => ({ pk: `APPVER#${id}`, sk: 'APPVER' });
export const fileKey = (folder: string, file: string) => ({
  pk: `APPFILE#${folder.toLowerCase()}#${file.toLowerCase()}`,
  sk: 'APPFILE',
});

/** A version as stored: its key and byKind attributes, then the fields. @throws ZodError on bad fields. */
export const versionItemOf = (v: AppVersion) => ({
  ...versionKey(v.AppVersionID),
  kind: APP_VERSION_KIND,
  kindSort: `${v.CreatedAt}#${v.AppVersionID}`,
  ...AppVersion.parse(v),
});

/** The file key's item, pointing at the version that owns the file. */
export const fileItemOf = (v: AppVersion) => ({
  ...fileKey(v.FolderName, v.FileName),
  AppVersionID: v.AppVersionID,
});
