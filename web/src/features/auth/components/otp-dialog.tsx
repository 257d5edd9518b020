import { Button, Flex } from '@aws-amplify/ui-react';
import { CodeSentOn, OTP_LENGTH, OtpVerificationRequest, type LoginResult } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, FormTextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const form = useForm({ resolver: zodResolver(OtpForm), defaultValues: { Otp: '' } });

  const submit = form.handleSubmit(async ({ Otp }) => {
    setServerError(null);
    try {
      await onVerify(Otp);
    } catch (err) {
      setServerError(loginErrorMessage(err));
    }
  });

  return (
    <Modal open title={t('auth.otp.title')} onClose={onCancel} size="sm" closeOnBackdrop={false}>
      <Flex as="form" direction="column" gap="medium" onSubmit={submit} noValidate>
        <p>{sentTo(challenge, t)}</p>
        <FormTextField
          form={form}
          name="Otp"
          id="otp"
          label={t('auth.otp.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
        />
        <FormError message={serverError} />
        <div className="modal-actions">
          <SubmitButton busy={form.formState.isSubmitting}>{t('auth.otp.verify')}</SubmitButton>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </div>
      </Flex>
    </Modal>
  );
}
