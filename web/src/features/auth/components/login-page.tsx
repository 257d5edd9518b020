import { Alert, CheckboxField } from '@aws-amplify/ui-react';
import { ErrorCode, LoginRequest, Msg, type LoginResult } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as z from 'zod';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useAuthenticate } from '../api/authenticate';
import { useVerifyOtp } from '../api/otp-verification';
import { clearDeviceKey, newDeviceKey, readDeviceKey, storeDeviceKey } from '../lib/device-key';
import { loginErrorMessage } from '../lib/login-error';
import { rememberedUserName, rememberUserName } from '../lib/remember-me';
import { useSession } from '../lib/session';
import { OtpDialog } from './otp-dialog';
import { FormPasswordField, FormUserNameField, SchemaForm } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { LoginCard } from '@/components/ui/login-card';

type LoginValues = z.output<typeof LoginRequest>;

interface PendingLogin {
  request: LoginValues;
  challenge: LoginResult;
}

export interface LoginPageProps {
  /** ErrorCode 4 (spec §4, §8): the app opens the renew popup for this user name. */
  onSubscriptionExpired?: (userName: string) => void;
  /** Counts the renewals made from the renew popup: each one clears the 'expired' error. */
  subscriptionRenewals?: number;
}

/**
 * Login screen (spec §2.6, §4, §5): user name and password, remember-me (user name only), the
 * trusted-device checkbox, the verification-code popup and the server's error messages.
 */
export function LoginPage({ onSubscriptionExpired, subscriptionRenewals = 0 }: LoginPageProps = {}) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [remember, setRemember] = useState(() => rememberedUserName() !== null);
  const [trustDevice, setTrustDevice] = useState(() => readDeviceKey() !== null);
  const [formError, setFormError] = useState<string | null>(null);
  const authenticateCall = useAuthenticate();
  const otpCall = useVerifyOtp();
  const [pending, setPending] = useState<PendingLogin | null>(null);

  // After a renewal the green notice says to sign in again; the red 'expired' text is stale.
  useEffect(() => {
    if (subscriptionRenewals > 0) setFormError(null);
  }, [subscriptionRenewals]);

  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { UserName: rememberedUserName() ?? '', Password: '', Platform: 'Web' },
  });

  const finish = (request: LoginValues, result: LoginResult) => {
    if (!result.User || !result.access_token) {
      setFormError(translateMessage(Msg.unableToLogin));
      return;
    }
    const key = result.SecureKey ?? request.SecureKey;
    if (trustDevice && key) storeDeviceKey(key);
    rememberUserName(remember ? request.UserName : null);
    signIn(result);
  };

  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!trustDevice) clearDeviceKey();
    const secureKey = trustDevice ? (readDeviceKey() ?? newDeviceKey()) : null;
    const request: LoginValues = { ...values, SecureKey: secureKey, Secure: trustDevice };
    try {
      const result = await authenticateCall.mutateAsync(request);
      if (result.IsVerificationCodeSent) setPending({ request, challenge: result });
      else finish(request, result);
    } catch (err) {
      setFormError(loginErrorMessage(err));
      if (err instanceof ApiError && err.code === ErrorCode.SubscriptionExpired)
        onSubscriptionExpired?.(values.UserName);
    }
  });

  const onVerify = async (otp: string) => {
    if (!pending) return;
    const result = await otpCall.mutateAsync({ ...pending.request, Otp: otp });
    setPending(null);
    finish(pending.request, result);
  };

  return (
    <LoginCard titleId="login-title" title={t('auth.title')} focusableTitle>
      <SchemaForm form={form} onSubmit={submit}>
        <FormUserNameField name="UserName" id="login-username" label={t('auth.userName')} />
        <FormPasswordField
          name="Password"
          id="login-password"
          label={t('auth.password')}
          autoComplete="current-password"
          maxLength={256}
        />
        <CheckboxField
          name="remember"
          value="yes"
          label={t('auth.rememberMe')}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <CheckboxField
          name="trustDevice"
          value="yes"
          label={t('auth.trustDevice')}
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        {formError && (
          <Alert variation="error" role="alert">
            {formError}
          </Alert>
        )}
        <SubmitButton busy={isSubmitting} block>
          {t('auth.submit')}
        </SubmitButton>
      </SchemaForm>
      <p className="login-links">
        <Link to="/home/forgotpassword">{t('auth.forgotPassword')}</Link>
        <Link to="/home/firsttimelogin">{t('auth.firstTimeLogin')}</Link>
      </p>
      {pending && (
        <OtpDialog challenge={pending.challenge} onVerify={onVerify} onCancel={() => setPending(null)} />
      )}
    </LoginCard>
  );
}
