import {
  LAB_RESULTS,
  LiftStandstillRequest,
  RecordLabResultRequest,
  type Inspection,
} from '@beewatch/shared';
import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { FormError, FormSelectField, FormTextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useLiftStandstill } from '../api/lift-standstill';
import { useRecordLabResult } from '../api/record-lab-result';

const today = () => new Date().toISOString().slice(0, 10);

function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && !err.isTransport
    ? translateMessage({ message: err.message, messageKey: err.messageKey })
    : fallback;
}

/** Lift standstill (role-screens §8.3): the day the Standstill Notice was lifted and why. */
export function LiftStandstillDialog({
  inspection,
  onClose,
  onDone,
}: {
  inspection: Inspection;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lift = useLiftStandstill();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof LiftStandstillRequest>,
    unknown,
    z.output<typeof LiftStandstillRequest>
  >({
    resolver: zodResolver(LiftStandstillRequest),
    defaultValues: { InspectionID: inspection.InspectionID, LiftedDate: today(), Reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await lift.mutateAsync(values);
      onDone(translateMessage('Data saved'));
    } catch (err) {
      setServerError(errorText(err, t('common.requestFailed')));
    }
  });
  return (
    <Modal
      open
      size="sm"
      closeOnBackdrop={false}
      title={t('inspections.lift.title', { apiary: inspection.ApiaryName })}
      onClose={onClose}
    >
      <Flex as="form" direction="column" gap="medium" onSubmit={submit} noValidate>
        <FormTextField
          form={form}
          name="LiftedDate"
          id="lift-LiftedDate"
          label={t('inspections.lift.date')}
          type="date"
          max={today()}
        />
        <FormTextField form={form} name="Reason" id="lift-Reason" label={t('inspections.lift.reason')} />
        <FormError message={serverError} />
        <Flex gap="small">
          <SubmitButton busy={form.formState.isSubmitting}>{t('inspections.lift.save')}</SubmitButton>
          <Button onClick={onClose}>{t('inspections.cancel')}</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}

/** Record lab result: what the laboratory found in the inspection's sample, and when. */
export function LabResultDialog({
  inspection,
  onClose,
  onDone,
}: {
  inspection: Inspection;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const record = useRecordLabResult();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof RecordLabResultRequest>,
    unknown,
    z.output<typeof RecordLabResultRequest>
  >({
    resolver: zodResolver(RecordLabResultRequest),
    defaultValues: {
      InspectionID: inspection.InspectionID,
      LabResult: inspection.LabResult ?? 'Pending',
      LabResultDate: today(),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await record.mutateAsync(values);
      onDone(translateMessage('Data saved'));
    } catch (err) {
      setServerError(errorText(err, t('common.requestFailed')));
    }
  });
  return (
    <Modal
      open
      size="sm"
      closeOnBackdrop={false}
      title={t('inspections.labDialog.title', { ref: inspection.SampleRef || inspection.ApiaryName })}
      onClose={onClose}
    >
      <Flex as="form" direction="column" gap="medium" onSubmit={submit} noValidate>
        <FormSelectField
          form={form}
          name="LabResult"
          id="lab-LabResult"
          label={t('inspections.form.labResult')}
          choices={LAB_RESULTS.map((v) => ({ value: v, label: t(`inspections.lab.${v}`) }))}
        />
        <FormTextField
          form={form}
          name="LabResultDate"
          id="lab-LabResultDate"
          label={t('inspections.form.labResultDate')}
          type="date"
          max={today()}
        />
        <FormError message={serverError} />
        <Flex gap="small">
          <SubmitButton busy={form.formState.isSubmitting}>{t('inspections.labDialog.save')}</SubmitButton>
          <Button onClick={onClose}>{t('inspections.cancel')}</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
