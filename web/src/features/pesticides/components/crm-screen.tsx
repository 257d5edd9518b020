import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, NOTICE_HOURS, type CrmRow } from '@beewatch/shared';
import { Button, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellStack, DataTable, infiniteRows, setToggles, type DataColumn } from '@/components/ui/data-table';
import { FormError } from '@/components/ui/form';
import { useCrm } from '../api/get-crm';
import { useSendMessages } from '../api/send-messages';
import { PanelForm } from './panel-form';
import './pesticides.css';
import { failureMessage } from '@/lib/server-error';
import { formatDisplayDay } from '@/lib/dates';
import { labelled, type MessageSource } from '@/lib/i18n';

/**
 * admin/crmpesticides (role-screens §1.10): how pesticide users use the notifications this
 * season — fields, schedules, the share entered at least 48 h ahead (BBKA BeeConnected
 * practice), cancellations, last login — and 'Message selected', a portal message to each one
 * chosen through the messages route. Field locations are not shown.
 */
export function CrmScreen() {
  const { t, i18n } = useTranslation();
  const list = useCrm();
  const send = useSendMessages();
  const table = infiniteRows(list, t('pesticides.loadMore'));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<MessageSource | null>(null);
  const [sentCount, setSentCount] = useState<number | null>(null);
  const date = (d: string | null) => (d ? formatDisplayDay(d, i18n.language) : '—');
  const columns = useMemo<DataColumn<CrmRow>[]>(
    () => [
      // The organisation under the name and the last schedule under the count: the list and its
      // selection boxes stay beside the menu at 1280 px.
      {
        id: 'name',
        header: t('pesticides.crm.name'),
        cell: (r) => <CellStack main={`${r.FullName} (${r.UserName})`} notes={[r.Organisation]} />,
      },
      { id: 'post', header: t('pesticides.crm.postCode'), cell: (r) => r.PostCode || '—' },
      { id: 'fields', header: t('pesticides.crm.fields'), cell: (r) => r.Fields },
      {
        id: 'schedules',
        header: t('pesticides.crm.schedules'),
        cell: (r) => (
          <CellStack
            main={r.SchedulesThisSeason}
            notes={[
              r.LastScheduleDate && labelled(t('pesticides.crm.lastSchedule'), date(r.LastScheduleDate)),
            ]}
          />
        ),
      },
      {
        id: 'notice',
        header: t('pesticides.crm.notice', { hours: NOTICE_HOURS }),
        cell: (r) => (r.NoticePercent === null ? '—' : `${r.NoticePercent} %`),
      },
      { id: 'cancelled', header: t('pesticides.crm.cancelled'), cell: (r) => r.Cancelled },
      { id: 'login', header: t('pesticides.crm.lastLogin'), cell: (r) => date(r.LastLogin) },
      {
        id: 'status',
        header: t('pesticides.col.status'),
        cell: (r) => t(`pesticides.crm.status.${r.Status}`),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setSentCount(null);
    if (!selected.size) return setError({ i18nKey: 'pesticides.crm.chooseSomeone' });
    if (!title.trim() || !body.trim()) return setError({ i18nKey: 'pesticides.crm.titleAndBody' });
    try {
      const count = await send.mutateAsync({ to: [...selected], Title: title.trim(), Body: body.trim() });
      setSentCount(count);
      setTitle('');
      setBody('');
    } catch (err) {
      setError(failureMessage(err));
    }
  };
  return (
    <section aria-labelledby="crm-title">
      <h1 id="crm-title">{t('menu.admin/crmpesticides')}</h1>
      <p className="hint">{t('pesticides.crm.intro', { hours: NOTICE_HOURS })}</p>
      <DataTable
        label={t('menu.admin/crmpesticides')}
        columns={columns}
        rowId={(r) => r.UserName}
        {...table}
        emptyText={t('pesticides.crm.empty')}
        selection={{
          selected,
          ...setToggles(setSelected, table.rows, (r) => r.UserName),
          selectLabel: t('pesticides.crm.select'),
          selectAllLabel: t('pesticides.crm.selectAll'),
        }}
      />
      <PanelForm onSubmit={submit}>
        <h2>{t('pesticides.crm.messageSelected', { count: selected.size })}</h2>
        <TextField
          id="crm-title-field"
          label={t('messages.title')}
          value={title}
          maxLength={MESSAGE_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          id="crm-body"
          label={t('messages.body')}
          rows={4}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(e) => setBody(e.target.value)}
        />
        <FormError message={error} />
        {sentCount !== null && (
          <p role="status" className="hint">
            {t('pesticides.crm.sent', { count: sentCount })}
          </p>
        )}
        <Button type="submit" variation="primary" isLoading={send.isPending}>
          {t('pesticides.crm.send')}
        </Button>
      </PanelForm>
    </section>
  );
}
