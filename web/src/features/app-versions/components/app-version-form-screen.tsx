import {
  APP_PACKAGE_MAX_BYTES,
  AddAppVersionFields,
  AppVersionMsg,
  EditAppVersionFields,
  GuideMsg,
  type AddAppVersionForm as AddValues,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import {
  addAppVersion,
  confirmAppPackage,
  editAppVersion,
  uploadPackage,
  useAppVersion,
  useAppVersions,
  useRefreshAppVersions,
} from '../api/app-versions-api';
import { APP_PLATFORM_VALUES, platformKey } from './platform';
import { Spinner } from '@/components/ui/spinner';

type Values = AddValues & { ReplacePackage?: boolean };
const ids = {
  AppName: 'app-name',
  FolderName: 'app-folder',
  FileName: 'app-file',
  Version: 'app-version',
  Platform: 'app-platform',
  Notes: 'app-notes',
} as const;

/** admin/editappversion without an id: choose the version to edit. */
function ChooseVersion() {
  const { t } = useTranslation();
  const list = useAppVersions();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section aria-labelledby="choose-version-title">
      <h1 id="choose-version-title">{t('menu.admin/editappversion')}</h1>
      <p>{t('appVersions.choose')}</p>
      <ul>
        {rows.map((v) => (
          <li key={v.AppVersionID}>
            <Link to={`/admin/editappversion?AppVersionID=${v.AppVersionID}`}>
              {v.AppName} {v.Version} ({v.FolderName}/{v.FileName})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * admin/addappversion and admin/editappversion (spec §2.4): the version's details and its package.
 * The package is posted straight to S3 with a presigned form, then the server checks it (size, APK
 * = zip) and publishes it; a version is downloadable only after that.
 */
export function AppVersionFormScreen({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshAppVersions();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? params.get('AppVersionID') : null;
  const existing = useAppVersion(id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema =
    mode === 'add'
      ? AddAppVersionFields
      : EditAppVersionFields.omit({ AppVersionID: true, ReplacePackage: true });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema as unknown as typeof AddAppVersionFields),
    defaultValues: { AppName: '', FolderName: '', FileName: '', Version: '', Platform: 2, Notes: '' },
  });
  useEffect(() => {
    if (existing.data) reset({ ...existing.data, Platform: existing.data.Platform });
  }, [existing.data, reset]);

  if (mode === 'edit' && !id) return <ChooseVersion />;
  // Until the version is loaded the form would show defaults, and what is typed would be reset.
  if (mode === 'edit' && existing.isPending) return <Spinner label={t('common.loading')} />;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setFileError(null);
    if (mode === 'add' && !file) return setFileError(t('appVersions.choosePackage'));
    if (file && file.size > APP_PACKAGE_MAX_BYTES)
      return setFileError(translateMessage(AppVersionMsg.packageTooLarge));
    try {
      const saved =
        mode === 'add'
          ? await addAppVersion(values)
          : await editAppVersion({
              AppVersionID: id!,
              AppName: values.AppName,
              Version: values.Version,
              Platform: values.Platform,
              Notes: values.Notes,
              ReplacePackage: Boolean(file),
            });
      if (file && saved.Upload) {
        await uploadPackage(saved.Upload, file);
        await confirmAppPackage(saved.AppVersion.AppVersionID);
      }
      await refresh();
      void navigate('/admin/appversionlist', { state: { notice: GuideMsg.saved } });
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isTransport ? err.message : t('common.requestFailed'));
    }
  });
  const describe = (name: keyof typeof ids) => ({
    id: ids[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
  });
  const error = (name: keyof typeof ids) =>
    errors[name]?.message && (
      <p id={`${ids[name]}-error`} className="field-error" role="alert">
        {translateMessage(errors[name].message)}
      </p>
    );

  if (mode === 'edit' && existing.isError)
    return (
      <p className="form-error" role="alert">
        {translateMessage(AppVersionMsg.notFound)}
      </p>
    );

  return (
    <section aria-labelledby="app-form-title" className="guide-form">
      <div className="page-head">
        <h1 id="app-form-title">
          {t(mode === 'add' ? 'menu.admin/addappversion' : 'menu.admin/editappversion')}
        </h1>
        <Link to="/admin/appversionlist">{t('menu.admin/appversionlist')}</Link>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.AppName}>{t('appVersions.appName')}</label>
          <input type="text" maxLength={100} {...describe('AppName')} {...register('AppName')} />
          {error('AppName')}
        </div>
        <div className="field">
          <label htmlFor={ids.FolderName}>{t('appVersions.folder')}</label>
          <input
            type="text"
            maxLength={64}
            disabled={mode === 'edit'}
            {...describe('FolderName')}
            {...register('FolderName')}
          />
          <p className="hint">{t('appVersions.folderHint')}</p>
          {error('FolderName')}
        </div>
        <div className="field">
          <label htmlFor={ids.FileName}>{t('appVersions.fileName')}</label>
          <input
            type="text"
            maxLength={128}
            disabled={mode === 'edit'}
            {...describe('FileName')}
            {...register('FileName')}
          />
          {error('FileName')}
        </div>
        <div className="field">
          <label htmlFor={ids.Version}>{t('appVersions.version')}</label>
          <input type="text" maxLength={32} {...describe('Version')} {...register('Version')} />
          {error('Version')}
        </div>
        <div className="field">
          <label htmlFor={ids.Platform}>{t('appVersions.platformLabel')}</label>
          <select {...describe('Platform')} {...register('Platform', { valueAsNumber: true })}>
            {APP_PLATFORM_VALUES.map((p) => (
              <option key={p} value={p}>
                {t(platformKey(p))}
              </option>
            ))}
          </select>
          {error('Platform')}
        </div>
        <div className="field">
          <label htmlFor={ids.Notes}>{t('appVersions.notes')}</label>
          <textarea rows={4} maxLength={1000} {...describe('Notes')} {...register('Notes')} />
        </div>
        <div className="field">
          <label htmlFor="app-package">
            {t(mode === 'add' ? 'appVersions.package' : 'appVersions.replacePackage')}
          </label>
          <input
            id="app-package"
            type="file"
            accept=".apk,application/vnd.android.package-archive"
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <p className="field-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {translateMessage(serverError)}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('appVersions.save')}</SubmitButton>
      </form>
    </section>
  );
}
