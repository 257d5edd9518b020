import {
  DEFAULT_IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  templateHeaders,
  type ImportColumn,
} from '@beewatch/shared';
import { Button, CheckboxField, Fieldset, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormError } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useImportColumns } from '../api/get-import-columns';
import { useSaveImportColumns } from '../api/save-import-columns';
import { blankTemplateCsv } from '../lib/read-import-file';
import { saveBlob } from '@/lib/download';
import { envelopeMessage } from '@/lib/api-client';
import { failureMessage } from '@/lib/server-error';

/**
 * The Administrator's 'Set Template' popup (spec §2.4, §7.2; role-screens §1.14): which columns
 * the colony-activity import takes. Activity date, Activity and Hive are always on (a record
 * without them cannot be placed). Save answers 'Data saved'; the blank CSV has the ticked headers.
 */
export function SetTemplateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const template = useImportColumns();
  const save = useSaveImportColumns();
  const { showAlert } = useAlerts();
  // The ticks start from the saved template once it has loaded (never from the defaults while it
  // loads, which its arrival would overwrite after the Administrator had changed them).
  const [edited, setEdited] = useState<ImportColumn[] | null>(null);
  const columns = edited ?? template.data?.Columns ?? null;

  const toggle = (value: string, checked: boolean) =>
    setEdited((cols) =>
      (cols ?? template.data?.Columns ?? DEFAULT_IMPORT_COLUMNS).map((c) =>
        c.value === value ? { ...c, IsCheked: checked } : c,
      ),
    );

  const onSave = () =>
    columns &&
    save.mutate(
      { Columns: columns },
      {
        onSuccess: (res) => {
          showAlert('success', envelopeMessage(res), { autoClose: true });
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('colonies.template.title')}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variation="primary" onClick={onSave} isDisabled={save.isPending || !template.data}>
            {t('colonies.template.save')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </>
      }
    >
      <Flex direction="column" gap="small">
        <Text>{t('colonies.template.intro')}</Text>
        {template.isPending && <Loader ariaLabel={t('common.loading')} />}
        <Fieldset legend={t('colonies.template.columns')} direction="column" gap="xs">
          {(columns ?? []).map((c) => {
            const required = REQUIRED_IMPORT_COLUMNS.includes(c.value);
            return (
              <CheckboxField
                key={c.value}
                name={`column-${c.value}`}
                value="yes"
                label={`${t(`colonies.columns.${c.value}`)}${required ? ` ${t('colonies.template.always')}` : ''}`}
                checked={c.IsCheked || required}
                isDisabled={required}
                onChange={(e) => toggle(c.value, e.target.checked)}
              />
            );
          })}
        </Fieldset>
        <FormError message={save.error ? failureMessage(save.error) : null} />
        <div>
          <Button
            size="small"
            isDisabled={!columns}
            onClick={() =>
              columns &&
              saveBlob(blankTemplateCsv(templateHeaders(columns)), 'colony-activities-template.csv')
            }
          >
            {t('colonies.template.blankCsv')}
          </Button>
        </div>
      </Flex>
    </Modal>
  );
}
