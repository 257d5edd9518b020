import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { formatDisplayDay } from '@/lib/dates';
import { useAddCollector } from '../api/add-collector';
import { useInviteCollector } from '../api/invite-collector';
import { EMPTY_MEMBER, MemberForm } from './member-form';
import './coordination.css';
import { failureMessage } from '@/lib/server-error';
import type { MessageSource } from '@/lib/i18n';
import { FormError } from '@/components/ui/form';

/**
 * beewatchagent/addmember (role-screens §4.4): add an existing ProfessionalBeeKeeper (user name
 * or email) as a swarm collector of the domain, or invite someone with a one-use access code for
 * a ProfessionalBeeKeeper account (they register at home/firsttimelogin).
 */
export function AddMemberScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const add = useAddCollector();
  const invite = useInviteCollector();
  const [email, setEmail] = useState('');
  const [inviteError, setInviteError] = useState<MessageSource | null>(null);
  const code = invite.data?.invite;

  const sendInvite = async () => {
    setInviteError(null);
    try {
      await invite.mutateAsync(email.trim());
    } catch (err) {
      setInviteError(failureMessage(err));
    }
  };

  return (
    <section aria-labelledby="add-member-title" className="coordination">
      <h1 id="add-member-title">{t('coordination.add.title')}</h1>
      <p className="hint">{t('coordination.add.intro')}</p>
      <h2>{t('coordination.add.existing')}</h2>
      <MemberForm
        mode="add"
        defaults={EMPTY_MEMBER}
        onSave={async (values) => {
          const res = await add.mutateAsync(values);
          showAlert('success', res.message, { autoClose: true });
          navigate(`/beewatchagent/editmember?user=${encodeURIComponent(res.collector.UserName)}`);
        }}
      />
      <h2>{t('coordination.add.invite')}</h2>
      <p className="hint">{t('coordination.add.inviteHint')}</p>
      <Flex gap="0.5rem" alignItems="flex-end" wrap="wrap">
        <TextField
          label={t('coordination.add.inviteEmail')}
          type="email"
          value={email}
          maxLength={200}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button onClick={() => void sendInvite()} isDisabled={invite.isPending}>
          {t('coordination.add.inviteButton')}
        </Button>
      </Flex>
      <FormError message={inviteError} />
      {code && (
        <Alert variation="success" role="status" data-testid="invite-code">
          {t('coordination.add.code', {
            code: code.AccessCode,
            date: formatDisplayDay(code.ExpiryDate, i18n.language),
          })}
        </Alert>
      )}
    </section>
  );
}
