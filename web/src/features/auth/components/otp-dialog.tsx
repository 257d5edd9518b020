import { CodeSentOn, OtpVerificationRequest, type LoginResult } from '@beewatch/shared';
import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormCodeField, useSchemaForm } from '@/components/ui/form';
import { loginErrorMessage } from '../lib/login-error';

const OtpForm = z.pick(OtpVerificationRequest, { Otp: true });

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
  const { dialogProps } = useSchemaForm(OtpForm, {
    defaultValues: { Otp: '' },
    onSubmit: async ({ Otp }) => {
      await onVerify(Otp);
    },
    errorText: (err) => loginErrorMessage(err),
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t('auth.otp.title')}
      onClose={onCancel}
      size="sm"
      submitLabel={t('auth.otp.verify')}
    >
      <p>{sentTo(challenge, t)}</p>
      <FormCodeField name="Otp" id="otp" label={t('auth.otp.label')} />
    </FormDialog>
  );
}
