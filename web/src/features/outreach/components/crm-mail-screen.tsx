import { BilingualTextFields, type BilingualTexts } from './bilingual-text-fields';
import './outreach.css';
import {
  COUNTRIES,
  ROLE_NAMES,
  type CrmCount,
  type CrmMailRow,
  type OutreachChannel,
  type RoleName,
  type SubscriptionFilter,
} from '@beewatch/shared';
import { Alert, Button, CheckboxField, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useCountCrmRecipients } from '../api/count-crm-recipients';
import { useCrmMailList } from '../api/crm-mail-list';
import { useSendCrmMail } from '../api/send-crm-mail';
import { CrmReportDialog } from './crm-report-dialog';
import { serverErrorText } from '@/lib/server-error';

const CHANNELS: OutreachChannel[] = ['email', 'sms', 'inbox'];
const SUBSCRIPTIONS: SubscriptionFilter[] = ['Active', 'Expiring', 'Expired', 'Any'];

const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * home/crmmail (role-screens §1.6; Administrator only): a message to a segment — roles,
 * countries, area units and subscription status — by email, SMS and/or portal inbox, English and
 * French. The recipient count comes first (no names); Send goes only with that count (the server
 * refuses when the audience changed meanwhile) and after a confirm; each recipient gets their own
 * message. The history lists what was sent, each with its delivery report.
 */
export function CrmMailScreen() {
  const { t, i18n } = useTranslation();
  const [roles, setRoles] = useState<RoleName[]>([]);
  const [countries, setCountries] = useState<number[]>([]);
  const [units, setUnits] = useState('');
  const [subscription, setSubscription] = useState<SubscriptionFilter>('Active');
  const [channels, setChannels] = useState<OutreachChannel[]>(['email', 'inbox']);
  const [texts, setTexts] = useState<BilingualTexts>({
    SubjectEn: '',
    BodyEn: '',
    SubjectFr: '',
    BodyFr: '',
  });
  const [counted, setCounted] = useState<CrmCount | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [report, setReport] = useState<CrmMailRow | null>(null);
  const count = useCountCrmRecipients();
  const send = useSendCrmMail();
  const history = useCrmMailList();

  const audience = {
    Roles: roles,
    CountryIds: countries,
    AreaUnits: units
      .split(/[\s,;]+/)
      .map((u) => u.trim().toUpperCase())
      .filter(Boolean),
    Subscription: subscription,
  };
  // Any change of the audience or channels asks for a new count before Send.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setCounted(null);
    };
  const error = count.error ?? send.error;

  const doCount = () => {
    setNotice(null);
    send.reset();
    count.mutate({ Audience: audience, Channels: channels }, { onSuccess: setCounted });
  };
  const doSend = (testOnly: boolean) => {
    setNotice(null);
    count.reset();
    send.mutate(
      {
        Audience: audience,
        Channels: channels,
        ...texts,
        ExpectedRecipients: counted?.Recipients ?? 0,
        TestOnly: testOnly,
      },
      {
        onSuccess: (mail) => {
          setConfirming(false);
          setNotice(
            testOnly ? t('outreach.crm.testSent') : t('outreach.crm.sent', { count: mail.Recipients }),
          );
          if (!testOnly) setCounted(null);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const columns: DataColumn<CrmMailRow>[] = [
    { id: 'sent', header: t('outreach.crm.sentAt'), cell: (m) => formatDisplayDate(m.SentAt, i18n.language) },
    { id: 'subject', header: t('outreach.crm.subject'), cell: (m) => m.SubjectEn },
    {
      id: 'audience',
      header: t('outreach.crm.audience'),
      cell: (m) =>
        m.TestOnly
          ? t('outreach.crm.testOnly')
          : [
              m.Audience.Roles.map((r) => t(`role.${r}`)).join(', '),
              m.Audience.AreaUnits.join(' '),
              t(`outreach.crm.subscriptions.${m.Audience.Subscription}`),
            ]
              .filter(Boolean)
              .join(' · '),
    },
    {
      id: 'channels',
      header: t('outreach.crm.channels'),
      cell: (m) => m.Channels.map((c) => t(`outreach.channel.${c}`)).join(', '),
    },
    { id: 'recipients', header: t('outreach.crm.recipients'), cell: (m) => m.Recipients },
    { id: 'by', header: t('outreach.crm.sender'), cell: (m) => m.SentBy },
    {
      id: 'report',
      header: t('outreach.crm.report'),
      cell: (m) => (
        <Button size="small" onClick={() => setReport(m)}>
          {t('outreach.crm.viewReport')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="crm-title" className="outreach">
      <Heading level={1} id="crm-title" tabIndex={-1}>
        {t('outreach.crm.title')}
      </Heading>
      <form
        className="outreach-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          doCount();
        }}
      >
        <fieldset>
          <legend>{t('outreach.crm.roles')}</legend>
          <div className="outreach-choices">
            {ROLE_NAMES.map((r) => (
              <CheckboxField
                key={r}
                name="roles"
                value={r}
                label={t(`role.${r}`)}
                checked={roles.includes(r)}
                onChange={(e) => changed(setRoles)(toggle(roles, r, e.target.checked))}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('outreach.crm.countries')}</legend>
          <div className="outreach-choices">
            {COUNTRIES.map((c) => (
              <CheckboxField
                key={c.Value}
                name="countries"
                value={String(c.Value)}
                label={t(`outreach.countries.${c.iso}`)}
                checked={countries.includes(c.Value)}
                onChange={(e) =>
                  changed(setCountries)(toggle(countries, c.Value as number, e.target.checked))
                }
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('outreach.crm.areaUnits')}
          descriptiveText={t('outreach.crm.areaUnitsHint')}
          value={units}
          onChange={(e) => changed(setUnits)(e.target.value)}
        />
        <SelectFilter
          label={t('outreach.crm.subscription')}
          value={subscription}
          onChange={(v) => changed(setSubscription)(v as SubscriptionFilter)}
          choices={SUBSCRIPTIONS.map((s) => ({ value: s, label: t(`outreach.crm.subscriptions.${s}`) }))}
        />
        <fieldset>
          <legend>{t('outreach.crm.channels')}</legend>
          <div className="outreach-choices">
            {CHANNELS.map((c) => (
              <CheckboxField
                key={c}
                name="channels"
                value={c}
                label={t(`outreach.channel.${c}`)}
                checked={channels.includes(c)}
                onChange={(e) => changed(setChannels)(toggle(channels, c, e.target.checked))}
              />
            ))}
          </div>
        </fieldset>
        <BilingualTextFields
          texts={texts}
          onChange={(field, value) => setTexts((all) => ({ ...all, [field]: value }))}
          subjectMax={150}
          bodyRows={5}
          bodyMax={4000}
          frenchHint={t('outreach.crm.frenchHint')}
        />
        <Flex wrap="wrap" gap="0.5rem" alignItems="center">
          <Button type="submit" isLoading={count.isPending}>
            {t('outreach.crm.count')}
          </Button>
          <Button onClick={() => doSend(true)} isDisabled={send.isPending}>
            {t('outreach.crm.test')}
          </Button>
          <Button
            variation="primary"
            isDisabled={!counted || counted.Recipients === 0 || send.isPending}
            onClick={() => setConfirming(true)}
          >
            {counted ? t('outreach.crm.sendTo', { count: counted.Recipients }) : t('outreach.crm.send')}
          </Button>
        </Flex>
        {counted && (
          <p role="status" className="outreach-count">
            {t('outreach.crm.counted', { count: counted.Recipients })}{' '}
            {t('outreach.crm.perChannel', { email: counted.Email, sms: counted.Sms, inbox: counted.Inbox })}
          </p>
        )}
      </form>
      {error && (
        <Alert variation="error" role="alert">
          {serverErrorText(error)}
        </Alert>
      )}
      {notice && (
        <Alert variation="success" role="status">
          {notice}
        </Alert>
      )}
      <Heading level={2}>{t('outreach.crm.history')}</Heading>
      <DataTable
        label={t('outreach.crm.history')}
        columns={columns}
        rows={history.data ?? []}
        rowId={(m) => m.MailID}
        loading={history.isPending}
        emptyText={t('outreach.crm.noHistory')}
      />
      <ConfirmDialog
        open={confirming}
        title={t('outreach.crm.confirmTitle')}
        message={t('outreach.crm.confirm', { count: counted?.Recipients ?? 0 })}
        busy={send.isPending}
        onConfirm={() => doSend(false)}
        onCancel={() => setConfirming(false)}
      />
      {report && <CrmReportDialog mail={report} onClose={() => setReport(null)} />}
    </section>
  );
}
