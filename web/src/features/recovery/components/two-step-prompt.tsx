import { Button } from '@aws-amplify/ui-react';
import { EnableTwoStepRequest, type SessionUser } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormActions, FormCodeField, FormError, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useTwoStepStatus } from '../api/check-two-step';
import { useDoNotShowTwoStepAgain } from '../api/do-not-show-two-step';
import { useEnableTwoStep } from '../api/enable-two-step';
import { useSendTwoStepCode } from '../api/send-two-step-code';
import { TWO_STEP_LATER_KEY } from '../lib/recovery-state';
import { failureMessage } from '@/lib/server-error';
import './recovery.css';
import type { MessageSource } from '@/lib/i18n';

function laterChosen(): boolean {
  try {
    return sessionStorage.getItem(TWO_STEP_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberLater(): void {
  try {
    sessionStorage.setItem(TWO_STEP_LATER_KEY, '1');
  } catch {
    // Storage refused (private mode): the prompt simply closes for this page.
  }
}

function CodeStep({ sentTo, onDone, onLater }: { sentTo: string; onDone: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const enableCall = useEnableTwoStep();
  const { form, submit, serverError } = useSchemaForm(EnableTwoStepRequest, {
    defaultValues: { VerificationCode: '' },
    onSubmit: async ({ VerificationCode }) => {
      await enableCall.mutateAsync(VerificationCode);
      onDone();
    },
  });

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <p>{t('recovery.twoStep.sent', { email: sentTo })}</p>
      <FormCodeField name="VerificationCode" id="two-step-code" label={t('recovery.token.code')} />
      <FormActions
        error={serverError}
        busy={form.formState.isSubmitting}
        submitLabel={t('recovery.twoStep.verify')}
        onCancel={onLater}
        cancelLabel={t('recovery.twoStep.later')}
      />
    </SchemaForm>
  );
}

/**
 * The two-step prompt of the signed-in layout (spec §2.5, §4): shown when the user has not
 * chosen 'do not show again', has not chosen 'do it later' in this browser session, and the
 * server's check allows it. Enable sends an email code, checked on the server (mode 2).
 */
export function TwoStepPrompt({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [closed, setClosed] = useState(() => user.DoNotShowThisAgain || laterChosen());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageSource | null>(null);
  const status = useTwoStepStatus(user.UserName, !closed);
  const sendCode = useSendTwoStepCode();
  const doNotShow = useDoNotShowTwoStepAgain();

  if (closed || !status.data?.ShowPrompt) return null;

  const later = () => {
    rememberLater();
    setClosed(true);
  };
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const enable = () => act(async () => setSentTo((await sendCode.mutateAsync()).email));
  const neverAgain = () =>
    act(async () => {
      await doNotShow.mutateAsync();
      setClosed(true);
    });
  const enabled = () => {
    setClosed(true);
    showAlert('success', t('recovery.twoStep.enabled'), { autoClose: true });
  };

  return (
    <Modal open title={t('recovery.twoStep.title')} onClose={later} size="sm" closeOnBackdrop={false}>
      {sentTo === null ? (
        <>
          <p>{t('recovery.twoStep.intro')}</p>
          <FormError message={error} />
          <div className="modal-actions two-step-actions">
            <Button variation="primary" onClick={enable} isDisabled={busy} aria-busy={busy}>
              {t('recovery.twoStep.enable')}
            </Button>
            <Button onClick={later} isDisabled={busy}>
              {t('recovery.twoStep.later')}
            </Button>
            <Button variation="link" onClick={neverAgain} isDisabled={busy}>
              {t('recovery.twoStep.doNotShow')}
            </Button>
          </div>
        </>
      ) : (
        <CodeStep sentTo={sentTo} onDone={enabled} onLater={later} />
      )}
    </Modal>
  );
}
