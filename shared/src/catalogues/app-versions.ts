/** Verbatim server messages of the app-version routes. */
export const AppVersionMsg = {
  folderInvalid: 'Folder name: letters, digits, - and _ only',
  fileInvalid: 'File name: letters, digits, - and _ only (no extension)',
  versionRequired: 'Please enter Version',
  appNameRequired: 'Please enter App Name',
  platformInvalid: 'Please select Platform',
  fileTaken: 'This folder already has a file with this name',
  notFound: 'App version not found',
  packageNotFound: 'App package not found',
  packageMissing: 'The package has not been uploaded',
  packageNotApk: 'The package is not an APK (zip) file',
  packageTooLarge: 'The package is too large',
  added: 'Data saved',
} as const;
