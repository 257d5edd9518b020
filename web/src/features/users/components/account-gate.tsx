import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { QueryError } from '@/components/ui/query-status';

/**
 * What an account editor (edituser, editadmin) shows until its account is loaded: under the
 * screen's head, `chooseText` when no user name is given, a spinner while the account loads, the
 * server's error when it could not be read.
 */
export function AccountGate({
  titleId,
  head,
  userName,
  account,
  chooseText,
}: {
  titleId: string;
  head: ReactNode;
  userName: string | null;
  account: { isPending: boolean; isError: boolean; error: unknown };
  chooseText: string;
}) {
  const { t } = useTranslation();
  if (userName && account.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <section aria-labelledby={titleId}>
      {head}
      {userName ? <QueryError query={account} /> : <p>{chooseText}</p>}
    </section>
  );
}
