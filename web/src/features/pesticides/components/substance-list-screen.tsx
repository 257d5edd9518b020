import { BEE_TOXICITY, EU_SUBSTANCES_SOURCE, SubstanceFields, type Substance } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack, DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { FormDialog, FormSelectField, FormTextField, useSchemaForm } from '@/components/ui/form';
import { useSubstances, type SubstanceFilters } from '../api/get-substances';
import { useSaveSubstance } from '../api/save-substance';
import { SearchFilter, SelectFilter, useEuStatusChoices, usePesticideTypeChoices } from './filters';
import './pesticides.css';
import { PageHead } from '@/components/ui/page-head';
import { formatDisplayDay } from '@/lib/dates';
import { labelled } from '@/lib/i18n';

/** The add/edit dialog of a substance: name, CAS, type, status, expiry and the bee LD50s. */
function SubstanceDialog({ substance, onClose }: { substance: Substance | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSubstance();
  const types = usePesticideTypeChoices();
  const statuses = useEuStatusChoices();
  const s = substance === 'new' ? null : substance;
  const { dialogProps } = useSchemaForm(SubstanceFields, {
    defaultValues: {
      SubstanceID: s?.SubstanceID ?? null,
      Name: s?.Name ?? '',
      CasNumber: s?.CasNumber ?? '',
      PesticideType: s?.PesticideType ?? 6,
      Status: s?.Status ?? 'Approved',
      ExpiryDate: s?.ExpiryDate ?? null,
      ContactLd50: s?.ContactLd50 ?? null,
      OralLd50: s?.OralLd50 ?? null,
    },
    onSubmit: async (values) => {
      await save.mutateAsync({ ...values, ExpiryDate: values.ExpiryDate || null });
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t(s ? 'pesticides.substances.edit' : 'pesticides.substances.add')}
      onClose={onClose}
      submitLabel={t('pesticides.save')}
    >
      <FormTextField name="Name" id="substance-Name" label={t('pesticides.col.substance')} isRequired />
      <FormTextField name="CasNumber" id="substance-Cas" label={t('pesticides.col.cas')} />
      <FormSelectField
        name="PesticideType"
        id="substance-Type"
        label={t('pesticides.col.type')}
        choices={types}
      />
      <FormSelectField
        name="Status"
        id="substance-Status"
        label={t('pesticides.col.euStatus')}
        choices={statuses}
      />
      <FormTextField
        name="ExpiryDate"
        id="substance-Expiry"
        type="date"
        label={t('pesticides.col.approvalExpiry')}
      />
      <FormTextField
        name="ContactLd50"
        id="substance-Contact"
        inputMode="decimal"
        label={t('pesticides.substances.contactLd50')}
      />
      <FormTextField
        name="OralLd50"
        id="substance-Oral"
        inputMode="decimal"
        label={t('pesticides.substances.oralLd50')}
      />
      <p className="hint">{t('pesticides.substances.toxicityRule')}</p>
    </FormDialog>
  );
}

/**
 * admin/pesticidelist (role-screens §1.7): the active substances imported from the EU Pesticides
 * Database, searched by name, filtered by type, EU status and bee toxicity, 25 a page; an
 * administrator adds substances and enters their bee LD50s.
 */
export function SubstanceListScreen() {
  const { t, i18n } = useTranslation();
  const types = usePesticideTypeChoices();
  const statuses = useEuStatusChoices();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [toxicity, setToxicity] = useState('');
  const [editing, setEditing] = useState<Substance | 'new' | null>(null);
  const filters: SubstanceFilters = {
    Search: useDeferredValue(search),
    PesticideType: type ? Number(type) : undefined,
    Status: (status || undefined) as SubstanceFilters['Status'],
    BeeToxicity: (toxicity || undefined) as SubstanceFilters['BeeToxicity'],
  };
  const list = useSubstances(filters);
  /** One select of the filter bar ('any' first). */
  const filter = (
    name: 'type' | 'status' | 'toxicity',
    label: string,
    value: string,
    onChange: (value: string) => void,
    choices: { value: string; label: string }[],
  ) => (
    <SelectFilter
      id={`substance-${name}`}
      label={label}
      value={value}
      onChange={onChange}
      choices={choices}
    />
  );
  const table = infiniteRows(list, t('pesticides.loadMore'));
  const date = (d: string | null) => (d ? formatDisplayDay(d, i18n.language) : '—');
  const columns = useMemo<DataColumn<Substance>[]>(
    () => [
      { id: 'name', header: t('pesticides.col.substance'), cell: (s) => s.Name },
      { id: 'cas', header: t('pesticides.col.cas'), cell: (s) => s.CasNumber ?? '—' },
      {
        id: 'type',
        header: t('pesticides.col.type'),
        cell: (s) => t(`sprayEnum.pesticideType.${s.PesticideType}`),
      },
      {
        // The approval's end and the candidate flag under the status: one column keeps the list
        // and its Edit buttons beside the menu at 1280 px.
        id: 'status',
        header: t('pesticides.col.euStatus'),
        cell: (s) => (
          <CellStack
            main={t(`pesticides.euStatus.${s.Status}`)}
            notes={[
              s.ExpiryDate && labelled(t('pesticides.col.approvalExpiry'), date(s.ExpiryDate)),
              s.CandidateForSubstitution && t('pesticides.col.candidate'),
            ]}
          />
        ),
      },
      {
        id: 'tox',
        header: t('pesticides.col.beeToxicity'),
        cell: (s) => t(`pesticides.toxicity.${s.BeeToxicity}`),
      },
      {
        id: 'source',
        header: t('pesticides.col.source'),
        cell: (s) =>
          s.Source === 'EU'
            ? t('pesticides.sourceEu', { date: date(s.SourceDate) })
            : t('pesticides.sourceAdmin'),
      },
      {
        id: 'edit',
        header: t('pesticides.edit'),
        headerHidden: true,
        cell: (s) => (
          <Button
            size="small"
            onClick={() => setEditing(s)}
            aria-label={t('pesticides.editNamed', { name: s.Name })}
          >
            {t('pesticides.edit')}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="substances-title">
      <PageHead id="substances-title" title={t('menu.admin/pesticidelist')}>
        <Button variation="primary" onClick={() => setEditing('new')}>
          {t('pesticides.substances.add')}
        </Button>
      </PageHead>
      <p className="attribution">
        {t('pesticides.attribution', { title: EU_SUBSTANCES_SOURCE.Title })}{' '}
        <a href={EU_SUBSTANCES_SOURCE.Url} rel="noreferrer" target="_blank">
          {EU_SUBSTANCES_SOURCE.Attribution}
        </a>{' '}
        ({EU_SUBSTANCES_SOURCE.Licence}). {t('pesticides.noBeeColumn')}
      </p>
      <div className="filters" role="search" aria-label={t('pesticides.filters')}>
        <SearchFilter
          id="substance-search"
          label={t('pesticides.searchName')}
          value={search}
          onChange={setSearch}
        />
        {filter('type', t('pesticides.col.type'), type, setType, types)}
        {filter('status', t('pesticides.col.euStatus'), status, setStatus, statuses)}
        {filter(
          'toxicity',
          t('pesticides.col.beeToxicity'),
          toxicity,
          setToxicity,
          BEE_TOXICITY.map((v) => ({ value: v, label: t(`pesticides.toxicity.${v}`) })),
        )}
      </div>
      <DataTable
        label={t('menu.admin/pesticidelist')}
        columns={columns}
        rowId={(s) => s.SubstanceID}
        {...table}
        emptyText={t('pesticides.substances.empty')}
      />
      {editing && <SubstanceDialog substance={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
