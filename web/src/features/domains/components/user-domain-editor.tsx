import { DOMAIN_ROLES, Msg, type RoleName } from '@beewatch/shared';
import { Button, Flex, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage, type MessageSource } from '@/lib/i18n';
import { useUserDomain } from '../api/get-user-domain';
import { useSetUserDomain } from '../api/set-user-domain';
import { failureMessage } from '@/lib/server-error';

/** Whether a role works in a domain (inspectors, swarm coordinators, spray liaisons). */
export const hasDomain = (role: RoleName) => (DOMAIN_ROLES as readonly string[]).includes(role);

/**
 * The Administrator's editor of a user's domain (admin/edituser, role-screens §0.5): its name
 * and its area units (UK postcode districts, French codes postaux) typed as a list; the server
 * checks each against the gazetteer and saves the difference in one transaction.
 */
export function UserDomainEditor({ userName }: { userName: string }) {
  const { t, i18n } = useTranslation();
  const domain = useUserDomain(userName);
  const save = useSetUserDomain();
  const [name, setName] = useState('');
  const [units, setUnits] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: MessageSource } | null>(null);
  useEffect(() => {
    if (domain.data) {
      setName(domain.data.Name);
      setUnits(domain.data.Units.map((u) => u.AreaUnit).join(', '));
    }
  }, [domain.data]);
  if (domain.isPending) return <Spinner label={t('common.loading')} />;
  if (domain.isError) return null;
  const d = domain.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const AreaUnits = units
      .split(/[\s,;]+/)
      .map((u) => u.trim())
      .filter(Boolean);
    save.mutate(
      { UserName: userName, Name: name, AreaUnits },
      {
        onSuccess: () => setOutcome({ ok: true, text: Msg.dataSaved }),
        onError: (err) =>
          setOutcome({
            ok: false,
            text: failureMessage(err),
          }),
      },
    );
  };
  return (
    <section aria-labelledby="user-domain-title" className="user-domain">
      <h2 id="user-domain-title">{t('domains.editor.title')}</h2>
      <p className="hint">
        {d.UpdatedAt
          ? t('domains.editor.updated', {
              date: formatDisplayDate(d.UpdatedAt, i18n.language),
              user: d.UpdatedBy ?? '',
            })
          : t('domains.editor.none')}
      </p>
      <Flex as="form" direction="column" gap="small" onSubmit={submit} noValidate>
        <TextField label={t('domains.editor.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <TextAreaField
          label={t('domains.editor.units')}
          descriptiveText={t('domains.editor.unitsHint')}
          rows={3}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
        {d.Units.length > 0 && (
          <p className="hint">{d.Units.map((u) => `${u.AreaUnit} ${u.PlaceName}`).join(' · ')}</p>
        )}
        <p className={outcome?.ok === false ? 'form-error' : undefined} role="status">
          {outcome && translateMessage(outcome.text)}
        </p>
        <Button type="submit" size="small" isDisabled={save.isPending}>
          {t('domains.editor.save')}
        </Button>
      </Flex>
    </section>
  );
}
