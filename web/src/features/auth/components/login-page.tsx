import { Alert, CheckboxField, Flex, TextField } from '@aws-amplify/ui-react';
import type { LoginResult } from '@beewatch/shared';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clearDeviceKey, newDeviceKey, readDeviceKey, storeDeviceKey } from '../lib/device-key';
import type { LoginFieldErrors, LoginValues } from '../lib/login-actions';
import { rememberedUserName, rememberUserName } from '../lib/remember-me';
import { useSession } from '../lib/session';
import {
  CURRENT_PASSWORD_INPUT,
  fieldErrorProps,
  PasswordInput,
  USER_NAME_INPUT,
} from '@/components/ui/form/plain-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { LoginCard } from '@/components/ui/login-card';

/**
 * The sign-in's checks and API calls (the shared zod schema, the API client): loaded when the user
 * first touches the form, so the page itself is only the shell and this form's markup.
 */
const loadLoginActions = () => import('../lib/login-actions');
const OtpDialog = lazy(async () => ({ default: (await import('./otp-dialog')).OtpDialog }));

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
 * trusted-device checkbox, the verification-code popup and the server's error messages. The
 * inputs are uncontrolled; the shared LoginRequest schema checks them on submit and, after a
 * refused submit, on every change (as the portal's other forms do).
 */
export function LoginPage({ onSubscriptionExpired, subscriptionRenewals = 0 }: LoginPageProps = {}) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [remember, setRemember] = useState(() => rememberedUserName() !== null);
  const [trustDevice, setTrustDevice] = useState(() => readDeviceKey() !== null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState<PendingLogin | null>(null);

  // After a renewal the green notice says to sign in again; the red 'expired' text is stale.
  useEffect(() => {
    if (subscriptionRenewals > 0) setFormError(null);
  }, [subscriptionRenewals]);

  const typed = () => {
    const data = new FormData(formRef.current ?? undefined);
    return { UserName: String(data.get('UserName') ?? ''), Password: String(data.get('Password') ?? '') };
  };

  const finish = async (request: LoginValues, result: LoginResult) => {
    if (!result.User || !result.access_token) {
      setFormError((await loadLoginActions()).unableToLoginMessage());
      return;
    }
    const key = result.SecureKey ?? request.SecureKey;
    if (trustDevice && key) storeDeviceKey(key);
    rememberUserName(remember ? request.UserName : null);
    signIn(result);
  };

  const recheck = async () => {
    if (!refused) return;
    setFieldErrors((await loadLoginActions()).validateLogin(typed()).errors ?? {});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const actions = await loadLoginActions();
      const checked = actions.validateLogin(typed());
      setFieldErrors(checked.errors ?? {});
      if (!checked.values) {
        setRefused(true);
        const first = checked.errors.UserName ? 'login-username' : 'login-password';
        document.getElementById(first)?.focus();
        return;
      }
      setFormError(null);
      if (!trustDevice) clearDeviceKey();
      const secureKey = trustDevice ? (readDeviceKey() ?? newDeviceKey()) : null;
      const request: LoginValues = { ...checked.values, SecureKey: secureKey, Secure: trustDevice };
      try {
        const result = await actions.authenticate(request);
        if (result.IsVerificationCodeSent) setPending({ request, challenge: result });
        else await finish(request, result);
      } catch (err) {
        setFormError(actions.loginErrorMessage(err));
        if (actions.isSubscriptionExpired(err)) onSubscriptionExpired?.(checked.values.UserName);
      }
    } finally {
      setBusy(false);
    }
  };

  const onVerify = async (otp: string) => {
    if (!pending) return;
    const result = await (await loadLoginActions()).verifyOtp({ ...pending.request, Otp: otp });
    setPending(null);
    await finish(pending.request, result);
  };

  /** One of the sign-in options: a checkbox held in the page's state. */
  const choice = (name: string, label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <CheckboxField
      name={name}
      value="yes"
      label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
  return (
    <LoginCard titleId="login-title" title={t('auth.title')} focusableTitle>
      <Flex
        as="form"
        ref={formRef}
        direction="column"
        gap="medium"
        noValidate
        onSubmit={(e) => void submit(e as FormEvent<HTMLFormElement>)}
        onFocus={() => void loadLoginActions()}
        onPointerDown={() => void loadLoginActions()}
        onChange={() => void recheck()}
      >
        <TextField
          name="UserName"
          id="login-username"
          label={t('auth.userName')}
          {...USER_NAME_INPUT}
          defaultValue={rememberedUserName() ?? ''}
          {...fieldErrorProps(fieldErrors.UserName)}
        />
        <PasswordInput
          name="Password"
          id="login-password"
          label={t('auth.password')}
          {...CURRENT_PASSWORD_INPUT}
          {...fieldErrorProps(fieldErrors.Password)}
        />
        {choice('remember', t('auth.rememberMe'), remember, setRemember)}
        {choice('trustDevice', t('auth.trustDevice'), trustDevice, setTrustDevice)}
        {formError && (
          <Alert variation="error" role="alert">
            {formError}
          </Alert>
        )}
        <SubmitButton busy={busy} block>
          {t('auth.submit')}
        </SubmitButton>
      </Flex>
      <p className="login-links">
        <Link to="/home/forgotpassword">{t('auth.forgotPassword')}</Link>
        <Link to="/home/firsttimelogin">{t('auth.firstTimeLogin')}</Link>
      </p>
      {pending && (
        <Suspense fallback={null}>
          <OtpDialog challenge={pending.challenge} onVerify={onVerify} onCancel={() => setPending(null)} />
        </Suspense>
      )}
    </LoginCard>
  );
}
