import {
  SWARM_DESCRIPTION_MAX,
  SWARM_MAX,
  SwarmReportRequest,
  SwarmType,
  notifiedMessageOf,
  swarmImageContentType,
  type SwarmReport,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { ALERT_AUTO_CLOSE_MS } from '@beewatch/shared';
import { notifySwarm } from '../api/swarm-report-api';
import { imageFileError } from '../lib/image-file';
import { translateMessage } from '@/lib/i18n';
import { WithoutImageDialog } from './without-image-dialog';

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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {translateMessage(message)}
    </p>
  );
}

/**
 * The swarm notification form (spec §2.8 fields, §4 states, §5 messages). Idle → submitted
 * (validation shown) → loading → success (form reset, 'Successfully notified', or that the
 * local swarm coordinator has it when no collector covers the post code) or failure
 * (Notify disabled and greyed, the server's message shown, until the form is changed). With no
 * photo chosen, the 'Without Image' confirm asks first. `disabled` while the API key is unusable.
 */
export function SwarmReportForm({ apiKey, disabled = false }: { apiKey: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [secondLine, setSecondLine] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<SwarmReport | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<SwarmReportRequest, unknown, SwarmReport>({
    resolver: zodResolver(SwarmReportRequest),
    defaultValues: EMPTY,
  });
  const type = watch('TypeOption');
  const description = watch('Description') ?? '';

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
      const handledBy = await notifySwarm(apiKey, { ...values, Image: contentType ?? null }, photo);
      reset(EMPTY);
      setSecondLine(false);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setPhase('success');
      setMessage(notifiedMessageOf(handledBy));
    } catch (err) {
      setPhase('failure');
      setMessage(err instanceof ApiError && !err.isTransport ? err.message : t('common.requestFailed'));
    }
  };

  const submit = handleSubmit(async (values) => {
    if (fileError) return;
    if (!file) {
      pending.current = values;
      setConfirming(true);
      return;
    }
    await send(values, file);
  });

  const onFile = (chosen: File | undefined) => {
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
  const err = (name: keyof typeof errors) => errors[name]?.message as string | undefined;
  const describedBy = (name: string, has: boolean) => (has ? `swarm-${name}-error` : undefined);

  return (
    <form className="swarm-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor="swarm-name">{t('swarmReport.name')}</label>
        <input
          id="swarm-name"
          autoComplete="name"
          maxLength={SWARM_MAX.Name}
          aria-invalid={err('Name') ? true : undefined}
          aria-describedby={describedBy('name', !!err('Name'))}
          {...register('Name')}
        />
        <FieldError id="swarm-name-error" message={err('Name')} />
      </div>
      <div className="field">
        <label htmlFor="swarm-postcode">{t('swarmReport.postCode')}</label>
        <input
          id="swarm-postcode"
          autoComplete="postal-code"
          maxLength={SWARM_MAX.PostCode}
          aria-invalid={err('PostCode') ? true : undefined}
          aria-describedby={describedBy('postcode', !!err('PostCode'))}
          {...register('PostCode')}
        />
        <FieldError id="swarm-postcode-error" message={err('PostCode')} />
      </div>
      <div className="field">
        <label htmlFor="swarm-address">{t('swarmReport.address')}</label>
        <div className="swarm-address-row">
          <input
            id="swarm-address"
            autoComplete="address-line1"
            maxLength={SWARM_MAX.Address}
            aria-invalid={err('Address') ? true : undefined}
            aria-describedby={describedBy('address', !!err('Address'))}
            {...register('Address')}
          />
          <button
            type="button"
            className="btn swarm-toggle"
            aria-expanded={secondLine}
            aria-controls="swarm-address2-field"
            aria-label={secondLine ? t('swarmReport.hideAddress2') : t('swarmReport.showAddress2')}
            title={secondLine ? t('swarmReport.hideAddress2') : t('swarmReport.showAddress2')}
            onClick={() => {
              if (secondLine) setValue('Address2', '');
              setSecondLine(!secondLine);
            }}
          >
            {secondLine ? '−' : '+'}
          </button>
        </div>
        <FieldError id="swarm-address-error" message={err('Address')} />
      </div>
      {secondLine && (
        <div className="field" id="swarm-address2-field">
          <label htmlFor="swarm-address2">{t('swarmReport.address2')}</label>
          <input
            id="swarm-address2"
            autoComplete="address-line2"
            maxLength={SWARM_MAX.Address}
            {...register('Address2')}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor="swarm-phone">{t('swarmReport.phone')}</label>
        <input
          id="swarm-phone"
          type="tel"
          autoComplete="tel"
          maxLength={SWARM_MAX.PhoneNo}
          aria-invalid={err('PhoneNo') ? true : undefined}
          aria-describedby={describedBy('phone', !!err('PhoneNo'))}
          {...register('PhoneNo')}
        />
        <FieldError id="swarm-phone-error" message={err('PhoneNo')} />
      </div>
      <div className="field">
        <label htmlFor="swarm-description">{t('swarmReport.description')}</label>
        <textarea
          id="swarm-description"
          rows={3}
          maxLength={SWARM_DESCRIPTION_MAX}
          aria-invalid={err('Description') ? true : undefined}
          aria-describedby={`swarm-description-count${err('Description') ? ' swarm-description-error' : ''}`}
          {...register('Description')}
        />
        <p id="swarm-description-count" className="hint">
          {t('swarmReport.charactersLeft', { count: SWARM_DESCRIPTION_MAX - String(description).length })}
        </p>
        <FieldError id="swarm-description-error" message={err('Description')} />
      </div>
      <fieldset className="field swarm-radios">
        <legend>{t('swarmReport.selectType')}</legend>
        {(
          [
            [SwarmType.Bees, 'bees'],
            [SwarmType.Wasps, 'wasps'],
            [SwarmType.Other, 'other'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="radio">
            <input
              type="radio"
              value={String(value)}
              {...register('TypeOption', {
                // Switching the type clears the Other text (spec §4).
                onChange: () => setValue('Other', ''),
              })}
            />
            {t(`swarmReport.type.${label}`)}
          </label>
        ))}
        <input
          id="swarm-other"
          aria-label={t('swarmReport.otherText')}
          placeholder={t('swarmReport.otherText')}
          maxLength={SWARM_MAX.Other}
          disabled={String(type) !== String(SwarmType.Other)}
          aria-invalid={err('Other') ? true : undefined}
          aria-describedby={describedBy('other', !!err('Other'))}
          {...register('Other')}
        />
        <FieldError id="swarm-other-error" message={err('Other')} />
      </fieldset>
      <fieldset className="field swarm-radios">
        <legend>{t('swarmReport.beeLocation')}</legend>
        <label className="radio">
          <input type="radio" value="1" {...register('BeeOption')} />
          {t('swarmReport.inside')}
        </label>
        <label className="radio">
          <input type="radio" value="2" {...register('BeeOption')} />
          {t('swarmReport.outside')}
        </label>
        <FieldError id="swarm-beeoption-error" message={err('BeeOption')} />
      </fieldset>
      <div className="field">
        <label htmlFor="swarm-image">{t('swarmReport.image')}</label>
        <input
          id="swarm-image"
          ref={fileInput}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'swarm-image-error' : 'swarm-image-hint'}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <p id="swarm-image-hint" className="hint">
          {t('swarmReport.imageHint')}
        </p>
        <FieldError id="swarm-image-error" message={fileError ?? undefined} />
      </div>
      {message && (
        <p
          className={phase === 'success' ? 'form-success' : 'form-error'}
          role={phase === 'success' ? 'status' : 'alert'}
        >
          {translateMessage(message)}
        </p>
      )}
      <button type="submit" className="btn btn-primary swarm-notify" disabled={blocked} aria-busy={busy}>
        {t('swarmReport.notify')}
      </button>
      {busy && <LoadingOverlay label={t('swarmReport.sending')} />}
      <WithoutImageDialog
        open={confirming}
        onYes={() => {
          setConfirming(false);
          if (pending.current) void send(pending.current, null);
        }}
        onNo={() => setConfirming(false)}
      />
    </form>
  );
}
