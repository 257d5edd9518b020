import { SprayNetMsg, UpdateMemberPreferencesRequest } from '@beewatch/shared';
import { Card, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import {
  FormCheckboxField,
  FormSubmit,
  FormTextAreaField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { formatDisplayDate } from '@/lib/dates';
import { useMember } from '../api/get-member';
import { useUpdateMemberPreferences } from '../api/update-member-preferences';
import { sprayText } from './labels';
import { PreferencesFields } from './preferences-fields';
import './spray-network.css';
import { PageHead } from '@/components/ui/page-head';
import { RecordGate } from '@/components/ui/record-gate';

/**
 * beewatchagent/editmember for the spray liaison (role-screens §7.3): a contact's alert
 * preferences and the liaison's own notes — never their identity, role or place — saved only
 * when the member asked for the change (the box must be ticked; each change is logged).
 */
export function SprayEditMemberScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const userName = params.get('user');
  const query = useMember(userName);
  const update = useUpdateMemberPreferences();
  const { showAlert } = useAlerts();
  const who = useId();
  const log = useId();
  const { form, submit, serverError } = useSchemaForm(UpdateMemberPreferencesRequest, {
    defaultValues: {
      UserName: userName ?? '',
      Channel: 'email',
      AlertEmail: '',
      Mobile: '',
      Language: 'en',
      CallBeforeSpraying: false,
      Notes: '',
      MemberConsent: false as unknown as true,
    },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      showAlert('success', SprayNetMsg.memberSaved, { autoClose: true });
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!query.data) return;
    const p = query.data.Preferences;
    reset({
      UserName: query.data.Member.UserName,
      Channel: p.Channel,
      AlertEmail: p.AlertEmail ?? '',
      Mobile: p.Mobile ?? '',
      Language: p.Language,
      CallBeforeSpraying: p.CallBeforeSpraying,
      Notes: query.data.Notes,
      MemberConsent: false as unknown as true,
    });
  }, [query.data, reset]);

  const back = <Link to="/beewatchagent/members">{t('menu.beewatchagent/members')}</Link>;
  if (!userName || !query.isSuccess)
    return (
      <RecordGate
        title={t('sprayNet.edit.title')}
        named={Boolean(userName)}
        record={query}
        chooseText={t('sprayNet.edit.choose')}
        back={back}
      />
    );
  const m = query.data.Member;
  const x = sprayText(t, i18n.language);
  return (
    <section aria-labelledby="edit-member-title" className="spraynet">
      <PageHead amplifyHeading id="edit-member-title" title={t('sprayNet.edit.title')}>
        {back}
      </PageHead>
      <Card as="section" variation="outlined" aria-labelledby={who} className="spraynet-card">
        <Heading level={2} id={who}>
          {m.FullName}
        </Heading>
        <dl>
          <dt>{t('sprayNet.members.col.kind')}</dt>
          <dd>{m.Kinds.map(x.kind).join(', ')}</dd>
          <dt>{t('sprayNet.members.col.district')}</dt>
          <dd>{m.Districts.join(', ')}</dd>
          <dt>{t('sprayNet.coordinator.email')}</dt>
          <dd>{m.Email ?? '—'}</dd>
          <dt>{t('sprayNet.coordinator.phone')}</dt>
          <dd>{m.Phone ?? '—'}</dd>
        </dl>
        <p className="hint">{t('sprayNet.edit.identityHint')}</p>
      </Card>
      <SchemaForm form={form} gap="small" onSubmit={submit} className="spraynet-form">
        <PreferencesFields idPrefix="member" />
        <FormTextAreaField name="Notes" id="member-Notes" label={t('sprayNet.edit.notes')} rows={3} />
        <FormCheckboxField name="MemberConsent" id="member-consent" label={t('sprayNet.edit.consent')} />
        <FormSubmit error={serverError}>{t('sprayNet.prefs.save')}</FormSubmit>
      </SchemaForm>
      <section aria-labelledby={log}>
        <Heading level={2} id={log}>
          {t('sprayNet.edit.changes')}
        </Heading>
        {query.data.Changes.length ? (
          <ul className="spraynet-changes">
            {query.data.Changes.map((c) => (
              <li key={`${c.At}-${c.By}`}>
                {t('sprayNet.edit.change', {
                  at: formatDisplayDate(c.At, i18n.language),
                  by: c.By,
                  fields: c.Fields.map((f) => t(`sprayNet.field.${f}`)).join(', '),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('sprayNet.edit.noChanges')}</p>
        )}
      </section>
    </section>
  );
}
