import * as z from 'zod/mini';
import {
  APP_PACKAGE_MAX_BYTES,
  AddAppVersionFields,
  AppVersionMsg,
  EditAppVersionFields,
  GuideMsg,
} from '@beewatch/shared';
import { Heading } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  FileField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import type { MessageSource } from '@/lib/i18n';
import { useAppVersion } from '../api/get-app-version';
import { useAppVersions } from '../api/get-app-versions';
import { useSaveAppVersion } from '../hooks/use-save-app-version';
import { APP_PLATFORM_VALUES, platformKey } from './platform';
import { PageHead } from '@/components/ui/page-head';
import { savedState } from '@/components/ui/alerts';
import { RecordGate } from '@/components/ui/record-gate';

/** admin/editappversion without an id: choose the version to edit. */
function ChooseVersion() {
  const { t } = useTranslation();
  const list = useAppVersions();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section aria-labelledby="choose-version-title">
      <Heading level={1} id="choose-version-title">
        {t('menu.admin/editappversion')}
      </Heading>
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
  const save = useSaveAppVersion();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? params.get('AppVersionID') : null;
  const existing = useAppVersion(id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<MessageSource | null>(null);
  const schema =
    mode === 'add'
      ? AddAppVersionFields
      : z.omit(EditAppVersionFields, { AppVersionID: true, ReplacePackage: true });
  const { form, submit, serverError } = useSchemaForm(schema as unknown as typeof AddAppVersionFields, {
    defaultValues: { AppName: '', FolderName: '', FileName: '', Version: '', Platform: 2, Notes: '' },
    onSubmit: async (values) => {
      setFileError(null);
      // The package is checked beside the schema: it is a file, not a form value.
      if (mode === 'add' && !file) return setFileError({ i18nKey: 'appVersions.choosePackage' });
      if (file && file.size > APP_PACKAGE_MAX_BYTES) return setFileError(AppVersionMsg.packageTooLarge);
      await save.mutateAsync(
        mode === 'add'
          ? { mode, values, file }
          : {
              mode,
              file,
              values: {
                AppVersionID: id!,
                AppName: values.AppName,
                Version: values.Version,
                Platform: values.Platform,
                Notes: values.Notes,
                ReplacePackage: Boolean(file),
              },
            },
      );
      void navigate('/admin/appversionlist', savedState(GuideMsg.saved));
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (existing.data) reset({ ...existing.data, Platform: existing.data.Platform });
  }, [existing.data, reset]);

  if (mode === 'edit' && !id) return <ChooseVersion />;
  // Until the version is loaded the form would show defaults, and what is typed would be reset.
  if (mode === 'edit' && !existing.isSuccess)
    return (
      <RecordGate
        title={t('menu.admin/editappversion')}
        named
        record={existing}
        back={<Link to="/admin/appversionlist">{t('menu.admin/appversionlist')}</Link>}
      />
    );

  return (
    <section aria-labelledby="app-form-title" className="guide-form">
      <PageHead
        id="app-form-title"
        title={t(mode === 'add' ? 'menu.admin/addappversion' : 'menu.admin/editappversion')}
      >
        <Link to="/admin/appversionlist">{t('menu.admin/appversionlist')}</Link>
      </PageHead>
      <SchemaForm form={form} onSubmit={submit}>
        <FormTextField name="AppName" id="app-name" label={t('appVersions.appName')} maxLength={100} />
        <FormTextField
          name="FolderName"
          id="app-folder"
          label={t('appVersions.folder')}
          descriptiveText={t('appVersions.folderHint')}
          maxLength={64}
          isDisabled={mode === 'edit'}
        />
        <FormTextField
          name="FileName"
          id="app-file"
          label={t('appVersions.fileName')}
          maxLength={128}
          isDisabled={mode === 'edit'}
        />
        <FormTextField name="Version" id="app-version" label={t('appVersions.version')} maxLength={32} />
        <FormSelectField
          name="Platform"
          id="app-platform"
          label={t('appVersions.platformLabel')}
          registerOptions={{ valueAsNumber: true }}
          choices={APP_PLATFORM_VALUES.map((p) => ({ value: String(p), label: t(platformKey(p)) }))}
        />
        <FormTextAreaField
          name="Notes"
          id="app-notes"
          label={t('appVersions.notes')}
          rows={4}
          maxLength={1000}
        />
        <FileField
          id="app-package"
          label={t(mode === 'add' ? 'appVersions.package' : 'appVersions.replacePackage')}
          accept=".apk,application/vnd.android.package-archive"
          error={fileError}
          onFile={setFile}
        />
        <FormSubmit error={serverError}>{t('appVersions.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
