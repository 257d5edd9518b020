import { Alert, Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/**
 * The announced alert of a list (or any screen's data) that could not be loaded: `message` (already in the UI language)
 * and, when `onRetry` is given, a Retry link that asks again.
 */
export function ListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variation="error" role="alert">
      {message}
      {onRetry && (
        <>
          {' '}
          <Button variation="link" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </Alert>
  );
}
