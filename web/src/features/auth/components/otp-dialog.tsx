import { CodeSentOn, OTP_LENGTH, OtpVerificationRequest, type LoginResult } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { translateMessage } from '@/lib/i18n';
import { loginErrorMessage } from '../lib/login-error';

const OtpForm = OtpVerificationRequest.pick({ Otp: true });

export interface OtpDialogProps {
  /** The login step that sent the code (tells where it went). */
  challenge: LoginResult;
  onVerify: (otp: string) => Promise<void>;
  onCancel: () => void;
}

function sentTo(challenge: LoginResult, t: TFunction): string {
  if (challenge.CodeSentOn === CodeSentOn.Mobile)
    return t('auth.otp.sentMobile', { mobile: challenge.MobileNo ?? '' });
  if (challenge.CodeSentOn === CodeSentOn.Email)
    return t('auth.otp.sentEmail', { email: challenge.email ?? '' });
  if (challenge.CodeSentOn === CodeSentOn.Both) {
    return t('auth.otp.sentBoth', { mobile: challenge.MobileNo ?? '', email: challenge.email ?? '' });
  }
  return t('auth.otp.sent');
}

/** The verification-code popup of the login (spec §2.6, §5: required, at most 6 characters). */
export function OtpDialog({ challenge, onVerify, onCancel }: OtpDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(OtpForm), defaultValues: { Otp: '' } });

  const submit = handleSubmit(async ({ Otp }) => {
    setServerError(null);
    try {
      await onVerify(Otp);
    } catch (err) {
      setServerError(loginErrorMessage(err));
    }
  });

  return (
    <Modal open title={t('auth.otp.title')} onClose={onCancel} size="sm" closeOnBackdrop={false}>
      <form onSubmit={submit} noValidate>
        <p>{sentTo(challenge, t)}</p>
        <div className="field">
          <label htmlFor="otp">{t('auth.otp.label')}</label>
          <input
            id="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            aria-invalid={errors.Otp ? true : undefined}
            aria-describedby={errors.Otp ? 'otp-error' : undefined}
            {...register('Otp')}
          />
          {errors.Otp?.message && (
            <p id="otp-error" className="field-error" role="alert">
              {translateMessage(errors.Otp.message)}
            </p>
          )}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('auth.otp.verify')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
