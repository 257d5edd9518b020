import {
  type Inspection,
  LAB_RESULTS,
  LiftStandstillRequest,
  Msg,
  RecordLabResultRequest,
} from '@beewatch/shared';
import { Button, Flex } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, FormSelectField, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { translateMessage } from '@/lib/i18n';
import { useLiftStandstill } from '../api/lift-standstill';
import { useRecordLabResult } from '../api/record-lab-result';
import { localDay } from '@/lib/dates';

interface NoticeDialogProps {
  inspection: Inspection;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** What both notice dialogs show around their fields: a small modal, the server's error, Save and Cancel. */
function NoticeForm<T extends FieldValues, O extends FieldValues>({
  title,
  form,
  submit,
  serverError,
  saveLabel,
  onClose,
  children,
}: {
  title: string;
  form: UseFormReturn<T, unknown, O>;
  submit: () => void;
  serverError: string | null;
  saveLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal open size="sm" closeOnBackdrop={false} title={title} onClose={onClose}>
      <SchemaForm form={form} onSubmit={submit}>
        {children}
        <FormError message={serverError} />
        <Flex gap="small">
          <SubmitButton busy={form.formState.isSubmitting}>{saveLabel}</SubmitButton>
          <Button onClick={onClose}>{t('inspections.cancel')}</Button>
        </Flex>
      </SchemaForm>
    </Modal>
  );
}

/** Lift standstill (role-screens §8.3): the day the Standstill Notice was lifted and why. */
export function LiftStandstillDialog({ inspection, onClose, onDone }: NoticeDialogProps) {
  const { t } = useTranslation();
  const lift = useLiftStandstill();
  const notice = useSchemaForm(LiftStandstillRequest, {
    defaultValues: { InspectionID: inspection.InspectionID, LiftedDate: localDay(), Reason: '' },
    onSubmit: async (values) => {
      await lift.mutateAsync(values);
      onDone(translateMessage(Msg.dataSaved));
    },
  });
  return (
    <NoticeForm
      {...notice}
      title={t('inspections.lift.title', { apiary: inspection.ApiaryName })}
      saveLabel={t('inspections.lift.save')}
      onClose={onClose}
    >
      <FormTextField
        name="LiftedDate"
        id="lift-LiftedDate"
        label={t('inspections.lift.date')}
        type="date"
        max={localDay()}
      />
      <FormTextField name="Reason" id="lift-Reason" label={t('inspections.lift.reason')} />
    </NoticeForm>
  );
}

/** Record lab result: what the laboratory found in the inspection's sample, and when. */
export function LabResultDialog({ inspection, onClose, onDone }: NoticeDialogProps) {
  const { t } = useTranslation();
  const record = useRecordLabResult();
  const notice = useSchemaForm(RecordLabResultRequest, {
    defaultValues: {
      InspectionID: inspection.InspectionID,
      LabResult: inspection.LabResult ?? 'Pending',
      LabResultDate: localDay(),
    },
    onSubmit: async (values) => {
      await record.mutateAsync(values);
      onDone(translateMessage(Msg.dataSaved));
    },
  });
  return (
    <NoticeForm
      {...notice}
      title={t('inspections.labDialog.title', { ref: inspection.SampleRef || inspection.ApiaryName })}
      saveLabel={t('inspections.labDialog.save')}
      onClose={onClose}
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
    </NoticeForm>
  );
}
