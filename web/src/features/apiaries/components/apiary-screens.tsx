import { type Apiary, ApiaryFields, ApiMsg, MAX_APIARIES, Msg } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SiteFormScreen } from '@/components/map/site-form';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { savedState, useAlerts, useSavedNotice } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormTextAreaField, useSchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/i18n';
import { useDeleteApiary } from '../api/delete-apiary';
import { useApiaries } from '../api/get-apiaries';
import { useApiary } from '../api/get-apiary';
import { useSaveApiary } from '../api/save-apiary';
import { PageHead } from '@/components/ui/page-head';
import { formatCoordinates } from '@/components/map/point-place';
import { failureMessage } from '@/lib/server-error';
import { RecordGate } from '@/components/ui/record-gate';

/** beekeeper/myapiaries: the beekeeper's apiaries (at most 25, spec §9) on a map and in a table. */
export function MyApiariesScreen() {
  const { t } = useTranslation();
  const list = useApiaries();
  const remove = useDeleteApiary();
  const { showAlert } = useAlerts();
  const [deleting, setDeleting] = useState<string | null>(null);
  useSavedNotice();
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const data = useMemo<SitesMapData>(
    () => ({
      fit: true,
      zoom: 11,
      points: rows.map((a) => ({
        id: a.ApiaryID,
        lat: a.Latitude,
        lng: a.Longitude,
        kind: 'apiary' as const,
        lines: [a.Name, t('apiaries.hives', { count: a.Hives })],
      })),
      arrows: [],
      polygons: [],
    }),
    [rows, t],
  );
  const full = rows.length >= MAX_APIARIES;
  const columns = useMemo<DataColumn<Apiary>[]>(
    () => [
      { id: 'name', header: t('apiaries.col.name'), cell: (a) => a.Name },
      { id: 'hives', header: t('apiaries.col.hives'), cell: (a) => a.Hives },
      { id: 'postCode', header: t('apiaries.col.postCode'), cell: (a) => a.PostCode ?? '' },
      {
        id: 'position',
        header: t('apiaries.col.position'),
        className: 'nowrap',
        cell: (a) => formatCoordinates(t, a.Latitude, a.Longitude),
      },
      {
        id: 'actions',
        header: t('apiaries.actions'),
        headerHidden: true,
        className: 'nowrap',
        cell: (a) => (
          <>
            <Link to={`/beekeeper/editapiary?ApiaryID=${a.ApiaryID}`}>{t('apiaries.edit')}</Link>{' '}
            <Button variation="link" size="small" onClick={() => setDeleting(a.ApiaryID)}>
              {t('apiaries.delete')}
            </Button>
          </>
        ),
      },
    ],
    [t],
  );
  return (
    <section aria-labelledby="apiaries-title">
      <PageHead id="apiaries-title" title={t('menu.beekeeper/myapiaries')}>
        {full ? (
          <span className="hint">{translateMessage(ApiMsg.apiaryLimit)}</span>
        ) : (
          <Link to="/beekeeper/addapiary" className="btn btn-primary">
            {t('menu.beekeeper/addapiary')}
          </Link>
        )}
      </PageHead>
      <p>{t('apiaries.count', { count: rows.length, max: MAX_APIARIES })}</p>
      {list.isPending && <Spinner label={t('apiaries.loading')} />}
      {list.data && (
        <>
          <SitesMap data={data} label={t('apiaries.mapLabel')} height={380} hideList />
          <DataTable
            label={t('menu.beekeeper/myapiaries')}
            columns={columns}
            rows={rows}
            rowId={(a) => a.ApiaryID}
            emptyText={t('apiaries.none')}
          />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          open
          busy={remove.isPending}
          title={t('apiaries.delete')}
          message={t('apiaries.confirmDelete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting, {
              onSuccess: () => showAlert('success', Msg.dataDeleted, { autoClose: true }),
              onError: (err) => showAlert('error', failureMessage(err)),
              onSettled: () => setDeleting(null),
            });
          }}
        />
      )}
    </section>
  );
}

/** beekeeper/addapiary and beekeeper/editapiary (?ApiaryID=): name, location, colonies, notes. */
export function ApiaryFormScreen({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? params.get('ApiaryID') : null;
  const existing = useApiary(id);
  const save = useSaveApiary();
  const schemaForm = useSchemaForm(ApiaryFields, {
    defaultValues: { Name: '', PostCode: '', Hives: 0, Notes: '' },
    onSubmit: async (values) => {
      await save.mutateAsync({ ...values, ApiaryID: id });
      void navigate('/beekeeper/myapiaries', savedState(Msg.dataSaved));
    },
  });
  const { reset } = schemaForm.form;
  useEffect(() => {
    if (existing.data) reset({ ...existing.data, PostCode: existing.data.PostCode ?? '' });
  }, [existing.data, reset]);

  // Until the apiary is loaded the form would show defaults, and what is typed would be reset.
  if (mode === 'edit' && !existing.isSuccess)
    return (
      <RecordGate
        title={t('menu.beekeeper/editapiary')}
        named={Boolean(id)}
        record={existing}
        chooseText={t('apiaries.chooseToEdit')}
        back={<Link to="/beekeeper/myapiaries">{t('menu.beekeeper/myapiaries')}</Link>}
      />
    );

  return (
    <SiteFormScreen
      idPrefix="apiary"
      kind="apiary"
      labels={{
        title: t(mode === 'add' ? 'menu.beekeeper/addapiary' : 'menu.beekeeper/editapiary'),
        pick: t('apiaries.pickLabel'),
        measure: t('apiaries.col.hives'),
      }}
      back={{ to: '/beekeeper/myapiaries', label: t('menu.beekeeper/myapiaries') }}
      form={schemaForm}
      measure={{ name: 'Hives' }}
    >
      <FormTextAreaField name="Notes" id="apiary-Notes" label={t('apiaries.notes')} rows={2} />
    </SiteFormScreen>
  );
}
