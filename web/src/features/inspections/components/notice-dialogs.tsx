import {
  type Inspection,
  LAB_RESULTS,
  LiftStandstillRequest,
  Msg,
  RecordLabResultRequest,
} from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormSelectField, FormTextField, useSchemaForm } from '@/components/ui/form';
import type { MessageSource } from '@/lib/i18n';
import { useLiftStandstill } from '../api/lift-standstill';
import { useRecordLabResult } from '../api/record-lab-result';
import { localDay } from '@/lib/dates';

interface NoticeDialogProps {
  inspection: Inspection;
  onClose: () => void;
  onDone: (message: MessageSource) => void;
}

/** Lift standstill (role-screens §8.3): the day the Standstill Notice was lifted and why. */
export function LiftStandstillDialog({ inspection, onClose, onDone }: NoticeDialogProps) {
  const { t } = useTranslation();
  const lift = useLiftStandstill();
  const { dialogProps } = useSchemaForm(LiftStandstillRequest, {
    defaultValues: { InspectionID: inspection.InspectionID, LiftedDate: localDay(), Reason: '' },
    onSubmit: async (values) => {
      await lift.mutateAsync(values);
      onDone(Msg.dataSaved);
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('inspections.lift.title', { apiary: inspection.ApiaryName })}
      onClose={onClose}
      size="sm"
      submitLabel={t('inspections.lift.save')}
    >
      <FormTextField
        name="LiftedDate"
        id="lift-LiftedDate"
        label={t('inspections.lift.date')}
        type="date"
        max={localDay()}
      />
      <FormTextField name="Reason" id="lift-Reason" label={t('inspections.lift.reason')} />
    </FormDialog>
  );
}

/** Record lab result: what the laboratory found in the inspection's sample, and when. */
export function LabResultDialog({ inspection, onClose, onDone }: NoticeDialogProps) {
  const { t } = useTranslation();
  const record = useRecordLabResult();
  const { dialogProps } = useSchemaForm(RecordLabResultRequest, {
    defaultValues: {
      InspectionID: inspection.InspectionID,
      LabResult: inspection.LabResult ?? 'Pending',
      LabResultDate: localDay(),
    },
    onSubmit: async (values) => {
      await record.mutateAsync(values);
      onDone(Msg.dataSaved);
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('inspections.labDialog.title', { ref: inspection.SampleRef || inspection.ApiaryName })}
      onClose={onClose}
      size="sm"
      submitLabel={t('inspections.labDialog.save')}
    >
      <FormSelectField
        name="LabResult"
        id="lab-LabResult"
        label={t('inspections.form.labResult')}
        choices={LAB_RESULTS.map((v) => ({ value: v, label: t(`inspections.lab.${v}`) }))}
      />
      <FormTextField
        name="LabResultDate"
        id="lab-LabResultDate"
        label={t('inspections.form.labResultDate')}
        type="date"
        max={localDay()}
      />
    </FormDialog>
  );
}
