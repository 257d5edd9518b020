import {
  SWARM_DESCRIPTION_MAX,
  SWARM_MAX,
  SwarmReportRequest,
  SwarmType,
  notifiedMessageOf,
  swarmImageContentType,
  type SwarmReport,
} from '@beewatch/shared';
import { Alert, Button, Flex, type TextFieldProps } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FileField,
  FormRadioGroupField,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
} from '@/components/ui/form';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ALERT_AUTO_CLOSE_MS } from '@beewatch/shared';
import { useNotifySwarm } from '../hooks/use-notify-swarm';
import { imageFileError } from '../lib/image-file';
import { translateMessage } from '@/lib/i18n';
import { WithoutImageDialog } from './without-image-dialog';
import { failureMessage } from '@/lib/server-error';
import type { MessageSource } from '@/lib/i18n';

const EMPTY = {
  Name: '',
  PostCode: '',
  Address: '',
  Address2: '',
  PhoneNo: '',
  Description: '',
  TypeOption: String(SwarmType.Bees),
  Other: '',
  BeeOption: '',
};

type Phase = 'idle' | 'loading' | 'success' | 'failure';

/**
 * The swarm notification form (spec §2.8 fields, §4 states, §5 messages). Idle → submitted
 * (validation shown) → loading → success (form reset, 'Successfully notified', or that the
 * local swarm coordinator has it when no collector covers the post code) or failure
 * (Notify disabled and greyed, the server's message shown, until the form is changed). With no
 * photo chosen, the 'Without Image' confirm asks first. `disabled` while the API key is unusable.
 */
export function SwarmReportForm({ apiKey, disabled = false }: { apiKey: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotifySwarm();
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<MessageSource | null>(null);
  const [secondLine, setSecondLine] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<SwarmReport | null>(null);
  const form = useForm<SwarmReportRequest, unknown, SwarmReport>({
    resolver: zodResolver(SwarmReportRequest),
    defaultValues: EMPTY,
  });
  const { reset, setValue, watch } = form;
  const type = watch('TypeOption');
  const description = watch('Description') ?? '';

  // Switching the type clears the Other text (spec §4).
  useEffect(() => {
    setValue('Other', '');
  }, [type, setValue]);

  // Failure keeps Notify disabled until the reporter changes something (spec §4 failure state).
  useEffect(() => {
    const sub = watch(() => {
      setPhase((p) => (p === 'failure' ? 'idle' : p));
    });
    return () => sub.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      setPhase('idle');
      setMessage(null);
    }, ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const send = async (values: SwarmReport, photo: File | null) => {
    setPhase('loading');
    setMessage(null);
    try {
      const contentType = photo ? swarmImageContentType(photo.name) : undefined;
      const handledBy = await notify.mutateAsync({
        apiKey,
        body: { ...values, Image: contentType ?? null },
        file: photo,
      });
      reset(EMPTY);
      setSecondLine(false);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setPhase('success');
      setMessage(notifiedMessageOf(handledBy));
    } catch (err) {
      setPhase('failure');
      setMessage(failureMessage(err));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (fileError) return;
    if (!file) {
      pending.current = values;
      setConfirming(true);
      return;
    }
    await send(values, file);
  });

  const onFile = (chosen: File | null) => {
    setPhase((p) => (p === 'failure' ? 'idle' : p));
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = imageFileError(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem && fileInput.current) fileInput.current.value = '';
  };

  const busy = phase === 'loading';
  const blocked = disabled || busy || phase === 'failure' || phase === 'success';
  const typeChoices = (
    [
      [SwarmType.Bees, 'bees'],
      [SwarmType.Wasps, 'wasps'],
      [SwarmType.Other, 'other'],
    ] as const
  ).map(([value, label]) => ({ value: String(value), label: t(`swarmReport.type.${label}`) }));
  const secondLineLabel = secondLine ? t('swarmReport.hideAddress2') : t('swarmReport.showAddress2');
  /** A contact field: its input id (after 'swarm-'), label key, the browser's autofill and limit. */
  const contact = (
    name: 'Name' | 'PostCode' | 'Address' | 'Address2' | 'PhoneNo',
    id: string,
    label: string,
    autoComplete: string,
    max: number,
    extra?: Partial<Pick<TextFieldProps, 'type' | 'outerEndComponent'>>,
  ) => (
    <FormTextField
      name={name}
      id={`swarm-${id}`}
      label={t(`swarmReport.${label}`)}
      autoComplete={autoComplete}
      maxLength={max}
      {...extra}
    />
  );

  return (
    <SchemaForm form={form} className="swarm-form" onSubmit={submit} aria-busy={busy}>
      {contact('Name', 'name', 'name', 'name', SWARM_MAX.Name)}
      {contact('PostCode', 'postcode', 'postCode', 'postal-code', SWARM_MAX.PostCode)}
      {contact('Address', 'address', 'address', 'address-line1', SWARM_MAX.Address, {
        outerEndComponent: (
          <Button
            className="swarm-toggle"
            aria-expanded={secondLine}
            aria-controls="swarm-address2-field"
            aria-label={secondLineLabel}
            title={secondLineLabel}
            onClick={() => {
              if (secondLine) setValue('Address2', '');
              setSecondLine(!secondLine);
            }}
          >
            {secondLine ? '−' : '+'}
          </Button>
        ),
      })}
      {secondLine && (
        <div id="swarm-address2-field">
          {contact('Address2', 'address2', 'address2', 'address-line2', SWARM_MAX.Address)}
        </div>
      )}
      {contact('PhoneNo', 'phone', 'phone', 'tel', SWARM_MAX.PhoneNo, { type: 'tel' })}
      <FormTextAreaField
        name="Description"
        id="swarm-description"
        label={t('swarmReport.description')}
        descriptiveText={t('swarmReport.charactersLeft', {
          count: SWARM_DESCRIPTION_MAX - String(description).length,
        })}
        rows={3}
        maxLength={SWARM_DESCRIPTION_MAX}
      />
      <Flex direction="column" gap="xs">
        <FormRadioGroupField
          name="TypeOption"
          label={t('swarmReport.selectType')}
          className="radio-row"
          choices={typeChoices}
        />
        <FormTextField
          name="Other"
          id="swarm-other"
          label={t('swarmReport.otherText')}
          labelHidden
          placeholder={t('swarmReport.otherText')}
          maxLength={SWARM_MAX.Other}
          isDisabled={String(type) !== String(SwarmType.Other)}
        />
      </Flex>
      <FormRadioGroupField
        name="BeeOption"
        label={t('swarmReport.beeLocation')}
        className="radio-row"
        choices={[
          { value: '1', label: t('swarmReport.inside') },
          { value: '2', label: t('swarmReport.outside') },
        ]}
      />
      <FileField
        id="swarm-image"
        inputRef={fileInput}
        label={t('swarmReport.image')}
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        hint={t('swarmReport.imageHint')}
        error={fileError}
        onFile={onFile}
      />
      {message && (
        <Alert
          variation={phase === 'success' ? 'success' : 'error'}
          role={phase === 'success' ? 'status' : 'alert'}
        >
          {translateMessage(message)}
        </Alert>
      )}
      <Button
        type="submit"
        variation="primary"
        className="swarm-notify"
        isDisabled={blocked}
        aria-busy={busy}
      >
        {t('swarmReport.notify')}
      </Button>
      {busy && <LoadingOverlay label={t('swarmReport.sending')} />}
      <WithoutImageDialog
        open={confirming}
        onYes={() => {
          setConfirming(false);
          if (pending.current) void send(pending.current, null);
        }}
        onNo={() => setConfirming(false)}
      />
    </SchemaForm>
  );
}
