import { RegistrationMsg, type AccessCodeDetails } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { OkDialog } from '@/components/ui/error-dialog';
import { AccessCodeStep } from './access-code-step';
import { RegistrationForm } from './registration-form';
import './registration.css';
import { translateMessage } from '@/lib/i18n';

/**
 * home/firsttimelogin (spec §2.6, §4 'Registration'): step 1 the access code, step 2 the form
 * with the code's role, then a success popup and the login page.
 */
export function FirstTimeLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState<AccessCodeDetails | null>(null);
  const [done, setDone] = useState(false);
  const toLogin = () => void navigate('/home/login');

  return (
    <section className={code ? 'registration-card' : 'login-card'} aria-labelledby="registration-page-title">
      <h1 id="registration-page-title">{t('registration.title')}</h1>
      {code ? (
        <RegistrationForm code={code} onRegistered={() => setDone(true)} onBack={() => setCode(null)} />
      ) : (
        <AccessCodeStep onResolved={setCode} />
      )}
      <p className="login-links">
        <Link to="/home/login">{t('registration.backToLogin')}</Link>
      </p>
      <OkDialog open={done} title={t('registration.successTitle')} onClose={toLogin}>
        <p>{translateMessage(RegistrationMsg.registered)}</p>
      </OkDialog>
    </section>
  );
}
