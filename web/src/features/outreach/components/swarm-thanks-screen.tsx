import { BilingualTextFields } from './bilingual-text-fields';
import './outreach.css';
import {
  SwarmStatus,
  SwarmType,
  THANKS_TEMPLATES,
  type ThanksAudience,
  type ThanksOutcome,
  type ThanksRow,
  type ThanksTemplate,
} from '@beewatch/shared';
import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, setToggles, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate, localDay } from '@/lib/dates';
import { useSendSwarmThanks } from '../api/send-swarm-thanks';
import { useSwarmThanksList } from '../api/swarm-thanks-list';
import { ListError } from '@/components/ui/list-error';
import { serverErrorText } from '@/lib/server-error';

type Status = 'All' | 'Successful' | 'Unsuccessful';

/**
 * admin/sendswarmalertthanks (role-screens §1.5): swarms reported in a date range whose outcome
 * is Successful or Unsuccessful, with when the reporter and the collector were thanked. Select
 * rows, choose the audience and send the English/French thank-you (texts editable, {name},
 * {date}, {district} filled per swarm): each audience of a swarm is thanked once; sending again
 * to those already thanked needs a confirm.
 */
export function SwarmThanksScreen() {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(localDay(-90));
  const [to, setTo] = useState(localDay());
  const [status, setStatus] = useState<Status>('All');
  const [thanked, setThanked] = useState<'All' | 'NotYet' | 'Thanked'>('All');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [audience, setAudience] = useState<ThanksAudience>('Both');
  const [texts, setTexts] = useState(THANKS_TEMPLATES);
  const [outcomes, setOutcomes] = useState<ThanksOutcome[] | null>(null);
  const [resendAsk, setResendAsk] = useState(false);
  const list = useSwarmThanksList({
    FromDate: new Date(`${from}T00:00:00`).toISOString(),
    ToDate: new Date(`${to}T23:59:59.999`).toISOString(),
    Status: status,
  });
  const send = useSendSwarmThanks();
  // Thanked or not: the audience chosen below counts (both for 'Both').
  const isThanked = (r: ThanksRow) =>
    audience === 'Reporter'
      ? Boolean(r.ReporterThankedAt)
      : audience === 'Collector'
        ? Boolean(r.CollectorThankedAt)
        : Boolean(r.ReporterThankedAt && r.CollectorThankedAt);
  const rows = (list.data ?? []).filter((r) => thanked === 'All' || (thanked === 'Thanked') === isThanked(r));
  const date = (iso: string | null) =>
    iso ? formatDisplayDate(iso, i18n.language) : t('outreach.thanks.notYet');

  const doSend = (resend: boolean) => {
    setOutcomes(null);
    send.mutate(
      {
        SwarmIDs: [...selected],
        Audience: audience,
        Reporter: texts.Reporter,
        Collector: texts.Collector,
        Resend: resend,
      },
      {
        onSuccess: (out) => {
          setOutcomes(out);
          setResendAsk(false);
        },
        onError: () => setResendAsk(false),
      },
    );
  };
  const sent = outcomes?.filter((o) => o.Result === 'Sent').length ?? 0;
  const already = outcomes?.filter((o) => o.Result === 'AlreadyThanked').length ?? 0;
  const unreachable = outcomes?.filter((o) => o.Result === 'NoContact').length ?? 0;

  const columns: DataColumn<ThanksRow>[] = [
    { id: 'reported', header: t('outreach.thanks.reported'), cell: (r) => date(r.ReportedAt) },
    { id: 'reporter', header: t('outreach.thanks.reporter'), cell: (r) => r.ReporterName },
    { id: 'district', header: t('outreach.thanks.district'), cell: (r) => r.District },
    {
      id: 'type',
      header: t('outreach.thanks.type'),
      cell: (r) =>
        t(
          `outreach.thanks.types.${r.TypeOption === SwarmType.Wasps ? 'wasps' : r.TypeOption === SwarmType.Other ? 'other' : 'bees'}`,
        ),
    },
    { id: 'collector', header: t('outreach.thanks.collector'), cell: (r) => r.CollectorName ?? '–' },
    {
      id: 'status',
      header: t('outreach.thanks.status'),
      cell: (r) =>
        t(
          r.Status === SwarmStatus.Successful ? 'outreach.thanks.successful' : 'outreach.thanks.unsuccessful',
        ),
    },
    { id: 'outcome', header: t('outreach.thanks.outcomeAt'), cell: (r) => date(r.OutcomeAt) },
    {
      id: 'reporterThanked',
      header: t('outreach.thanks.reporterThanked'),
      cell: (r) => (r.ReporterReachable ? date(r.ReporterThankedAt) : t('outreach.thanks.noMobile')),
    },
    {
      id: 'collectorThanked',
      header: t('outreach.thanks.collectorThanked'),
      cell: (r) => date(r.CollectorThankedAt),
    },
  ];

  const editTexts = (who: 'Reporter' | 'Collector') => {
    const set = (field: keyof ThanksTemplate, value: string) =>
      setTexts((all) => ({ ...all, [who]: { ...all[who], [field]: value } }));
    return (
      <fieldset key={who} className="outreach-template">
        <legend>{t(`outreach.thanks.textsFor.${who}`)}</legend>
        <BilingualTextFields texts={texts[who]} onChange={set} bodyRows={3} bodyMax={300} />
      </fieldset>
    );
  };

  return (
    <section aria-labelledby="thanks-title" className="outreach">
      <Heading level={1} id="thanks-title" tabIndex={-1}>
        {t('outreach.thanks.title')}
      </Heading>
      <div className="filters" role="search" aria-label={t('outreach.thanks.filters')}>
        <TextField
          label={t('outreach.thanks.from')}
          type="date"
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('outreach.thanks.to')}
          type="date"
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
        <SelectFilter
          label={t('outreach.thanks.status')}
          value={status}
          onChange={(v) => setStatus(v as Status)}
          choices={[
            { value: 'All', label: t('outreach.thanks.all') },
            { value: 'Successful', label: t('outreach.thanks.successful') },
            { value: 'Unsuccessful', label: t('outreach.thanks.unsuccessful') },
          ]}
        />
        <SelectFilter
          label={t('outreach.thanks.thankedFilter')}
          value={thanked}
          onChange={(v) => setThanked(v as 'All' | 'NotYet' | 'Thanked')}
          choices={[
            { value: 'All', label: t('outreach.thanks.thankedAll') },
            { value: 'NotYet', label: t('outreach.thanks.thankedNotYet') },
            { value: 'Thanked', label: t('outreach.thanks.thankedDone') },
          ]}
        />
      </div>
      <ListError query={list} />
      <DataTable
        label={t('outreach.thanks.tableLabel')}
        columns={columns}
        rows={rows}
        rowId={(r) => r.SwarmID}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('outreach.thanks.none')}
        selection={{
          selected,
          ...setToggles(setSelected, rows, (r) => r.SwarmID),
          selectLabel: t('outreach.thanks.select'),
          selectAllLabel: t('outreach.thanks.selectAll'),
        }}
      />
      <SelectFilter
        label={t('outreach.thanks.audience')}
        value={audience}
        onChange={(v) => setAudience(v as ThanksAudience)}
        choices={(['Both', 'Reporter', 'Collector'] as const).map((a) => ({
          value: a,
          label: t(`outreach.thanks.audiences.${a}`),
        }))}
      />
      <details className="outreach-texts">
        <summary>{t('outreach.thanks.editTexts')}</summary>
        <p className="hint">{t('outreach.thanks.placeholders')}</p>
        {(audience === 'Both' ? (['Reporter', 'Collector'] as const) : [audience]).map(editTexts)}
      </details>
      <Flex wrap="wrap" gap="0.5rem" alignItems="center">
        <Button
          variation="primary"
          isDisabled={selected.size === 0}
          isLoading={send.isPending}
          onClick={() => doSend(false)}
        >
          {t('outreach.thanks.send', { count: selected.size })}
        </Button>
        {already > 0 && <Button onClick={() => setResendAsk(true)}>{t('outreach.thanks.resend')}</Button>}
      </Flex>
      {send.error && (
        <Alert variation="error" role="alert">
          {serverErrorText(send.error)}
        </Alert>
      )}
      {outcomes && (
        <Alert variation={sent > 0 ? 'success' : 'info'} role="status">
          {t('outreach.thanks.result', { sent, already, unreachable })}
        </Alert>
      )}
      <ConfirmDialog
        open={resendAsk}
        title={t('outreach.thanks.resendTitle')}
        message={t('outreach.thanks.resendConfirm', { count: already })}
        busy={send.isPending}
        onConfirm={() => doSend(true)}
        onCancel={() => setResendAsk(false)}
      />
    </section>
  );
}
