import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from './query-status';
import { Spinner } from './spinner';

/**
 * What a record's screen (an edit form, a record's page) shows until its record is loaded, under
 * the screen's `head` (its h1 is `titleId`): `choose` when the address names no record, a spinner
 * while the record loads, and when it cannot be read (deleted, a stale link, no connection) the
 * server's reason, announced, with `back`, the way back to the list.
 */
export function RecordGate({
  titleId,
  head,
  named,
  record,
  choose,
  back,
}: {
  titleId: string;
  head: ReactNode;
  /** The address names a record (its id or user name is given). */
  named: boolean;
  record: { isPending: boolean; isError: boolean; error: unknown };
  choose?: ReactNode;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  if (named && record.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <section aria-labelledby={titleId}>
      {head}
      {named ? (
        <>
          <QueryError query={record} />
          {back && <p>{back}</p>}
        </>
      ) : (
        <p>{choose}</p>
      )}
    </section>
  );
}
