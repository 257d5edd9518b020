import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from './query-status';
import { Spinner } from './spinner';

/**
 * What a record's screen (an edit form, a record's page) shows until its record is loaded, under
 * the screen's title (`title` as its h1, or `head`, a PageHead with links, whose h1 is
 * `titleId`): `chooseText` and `back` when the address names no record, a spinner while the
 * record loads, and when it cannot be read (deleted, a stale link, no connection) the server's
 * reason, announced, with `back`, the way back to the list.
 */
export function RecordGate({
  titleId,
  title,
  head,
  named,
  record,
  chooseText,
  back,
}: {
  titleId?: string;
  title?: string;
  head?: ReactNode;
  /** The address names a record (its id or user name is given). */
  named: boolean;
  record: { isPending: boolean; isError: boolean; error: unknown };
  chooseText?: string;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const headingId = titleId ?? ownId;
  if (named && record.isPending) return <Spinner label={t('common.loading')} />;
  const choose = named ? undefined : chooseText;
  return (
    <section aria-labelledby={headingId}>
      {head ?? <h1 id={headingId}>{title}</h1>}
      {named && <QueryError query={record} />}
      {(choose || back) && (
        <p>
          {choose}
          {choose && back ? ' ' : null}
          {back}
        </p>
      )}
    </section>
  );
}
