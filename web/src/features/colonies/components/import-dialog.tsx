import {
  ColonyMsg,
  readImportRows,
  templateHeaders,
  type ColonyRecord,
  type ImportRowError,
} from '@beewatch/shared';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { FileField, FormError } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { translateMessage, type MessageSource } from '@/lib/i18n';
import { useImportActivities } from '../api/import-activities';
import { saveBlob } from '@/lib/download';
import { blankTemplateCsv, readImportFile } from '../lib/read-import-file';
import { failureMessage } from '@/lib/server-error';

/**
 * Import activities from a CSV or xlsx file by the Administrator's template (role-screens §1.14):
 * the file is read in the browser and checked row by row with the same rules as the server
 * (unticked columns ignored, a ticked column missing is an error on every row); Import sends the
 * rows only when none has an error, and the server checks them again (all or nothing).
 */
export function ImportDialog({ record, onClose }: { record: ColonyRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useImportActivities();
  const [rows, setRows] = useState<Record<string, string>[] | null>(null);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [fileError, setFileError] = useState<MessageSource | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const headers = templateHeaders(record.Template.Columns);

  const onFile = async (file: File | null) => {
    setRows(null);
    setErrors([]);
    setFileError(null);
    setDone(null);
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setFileError({ i18nKey: 'colonies.import.wrongType' });
      return;
    }
    try {
      const read = await readImportFile(file);
      if (!read.length) {
        setFileError(ColonyMsg.importEmpty);
        return;
      }
      setRows(read);
      setErrors(readImportRows(record.Template.Columns, read).errors);
    } catch {
      setFileError({ i18nKey: 'colonies.import.unreadable' });
    }
  };

  return (
    <Modal open title={t('colonies.import.title')} onClose={onClose} closeOnBackdrop={false} size="lg">
      <Flex direction="column" gap="small">
        <Text>{t('colonies.import.columns', { columns: headers.join(', ') })}</Text>
        <div>
          <Button
            size="small"
            onClick={() => saveBlob(blankTemplateCsv(headers), 'colony-activities-template.csv')}
          >
            {t('colonies.template.blankCsv')}
          </Button>
        </div>
        <FileField
          label={t('colonies.import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hint={t('colonies.import.hint')}
          error={fileError}
          onFile={(f) => void onFile(f)}
        />
        {rows && !errors.length && done === null && (
          <Text role="status">{t('colonies.import.ready', { count: rows.length })}</Text>
        )}
        {errors.length > 0 && (
          <>
            <Text role="alert" variation="error">
              {t('colonies.import.errors', { count: errors.length })}
            </Text>
            <DataTable
              label={t('colonies.import.errorsLabel')}
              columns={[
                { id: 'row', header: t('colonies.import.row'), cell: (e) => e.Row },
                { id: 'column', header: t('colonies.import.column'), cell: (e) => e.Column },
                {
                  id: 'message',
                  header: t('colonies.import.message'),
                  cell: (e) => translateMessage(e.Message),
                },
              ]}
              rows={errors.slice(0, 50)}
              rowId={(e) => `${e.Row}-${e.Column}-${e.Message}`}
              emptyText=""
            />
          </>
        )}
        {done !== null && <Text role="status">{t('colonies.import.done', { count: done })}</Text>}
        <FormError message={run.error ? failureMessage(run.error) : null} />
        <div className="modal-actions">
          <Button
            variation="primary"
            isDisabled={!rows || errors.length > 0 || run.isPending || done !== null}
            onClick={() =>
              rows &&
              run.mutate(
                { ColonyID: record.Colony.ColonyID, Rows: rows },
                { onSuccess: (r) => setDone(r.Imported) },
              )
            }
          >
            {t('colonies.import.submit')}
          </Button>
          <Button onClick={onClose}>{done !== null ? t('colonies.close') : t('common.cancel')}</Button>
        </div>
      </Flex>
    </Modal>
  );
}
