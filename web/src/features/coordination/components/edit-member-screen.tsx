import { Alert, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { useCollector } from '../api/get-collector';
import { useSaveCollector } from '../api/save-collector';
import { MemberForm, valuesOf } from './member-form';
import './coordination.css';
import { serverErrorText } from '@/lib/server-error';

/**
 * beewatchagent/editmember?user=<user name> (coordinator, role-screens §4.5): a collector's
 * record, base and radius (matching re-indexed at once), status with the suspension's reason.
 */
export function EditMemberScreen() {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const collector = useCollector(user);
  const save = useSaveCollector();
  const c = collector.data;
  return (
    <section aria-labelledby="edit-member-title" className="coordination">
      <h1 id="edit-member-title">{t('coordination.edit.title')}</h1>
      <p>
        <Link to="/beewatchagent/members">{t('coordination.edit.back')}</Link>
      </p>
      {!user && <Alert variation="info">{t('coordination.edit.choose')}</Alert>}
      {collector.isLoading && <Loader ariaLabel={t('common.loading')} />}
      {collector.isError && (
        <Alert variation="error" role="alert">
          {serverErrorText(collector.error)}
        </Alert>
      )}
      {c && (
        <>
          <p data-testid="member-identity">
            {t('coordination.edit.identity', {
              name: c.Name,
              user: c.UserName,
              email: c.Email,
              phone: c.Phone ?? '—',
            })}
          </p>
          <MemberForm
            key={c.UpdatedAt ?? c.UserName}
            mode="edit"
            defaults={valuesOf(c)}
            onSave={async (values) => {
              const res = await save.mutateAsync(values);
              showAlert('success', res.message, { autoClose: true });
            }}
          />
        </>
      )}
    </section>
  );
}
