import { Alert, Loader } from '@aws-amplify/ui-react';
import { Spinner } from './spinner';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/server-error';
import { ErrorLine } from './form/form-error';

/**
 * What a screen shows for a query that has no data to show: Amplify's loader (named
 * `loadingLabel`, Loading unless given) while it loads, the request-failed alert (announced) when
 * it failed, else nothing.
 */
export function QueryStatus({
  query,
  loadingLabel,
}: {
  query: { isPending: boolean; isError: boolean };
  loadingLabel?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader ariaLabel={loadingLabel ?? t('common.loading')} />;
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
  return <ErrorLine message={query.isError ? failureMessage(query.error) : null} />;
}

/**
 * The inline form of QueryStatus: the Spinner with `loadingLabel` while the query loads, the
 * announced request-failed line when it failed, else nothing.
 */
export function QueryProgress({
  query,
  loadingLabel,
}: {
  query: { isPending: boolean; isError: boolean };
  loadingLabel: string;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return <ErrorLine message={query.isError ? { i18nKey: 'common.requestFailed' } : null} />;
}
