import { Alert, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/lib/server-error';

/**
 * What a screen shows for a query that has no data to show: Amplify's loader (named Loading)
 * while it loads, the request-failed alert (announced) when it failed, else nothing.
 */
export function QueryStatus({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader ariaLabel={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert variation="error" role="alert">
        {t('common.requestFailed')}
      </Alert>
    );
  return null;
}

/**
 * The announced error line of a query that failed: the server's message in the UI language, else
 * request-failed; nothing while the query has not failed.
 */
export function QueryError({ query }: { query: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <p className="form-error" role="alert">
      {serverErrorText(query.error, t('common.requestFailed'))}
    </p>
  );
}
