import { Alert, Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import { failureMessage } from '@/lib/server-error';

/** A query as ListError reads it (a TanStack Query result fits). */
export interface LoadedQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The announced alert of a list (or any screen's data) that could not be loaded: the server's
 * message by its key, or request-failed when no answer came back (lib/server-error), in the UI
 * language of the moment; with `retry`, a Retry link that asks again. Nothing while the query has
 * not failed.
 */
export function ListError({ query, retry = false }: { query: LoadedQuery; retry?: boolean }) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return (
    <Alert variation="error" role="alert">
      {translateMessage(failureMessage(query.error))}
      {retry && (
        <>
          {' '}
          <Button variation="link" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </Alert>
  );
}
