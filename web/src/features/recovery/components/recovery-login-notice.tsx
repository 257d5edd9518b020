import { Msg } from '@beewatch/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import type { LoginNoticeState } from '../lib/recovery-state';

/**
 * On the login page: shows 'Password reset successfully' (spec §4, §8) when the reset step sent
 * the user here, once (the history state is cleared so a reload does not repeat it).
 */
export function RecoveryLoginNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const notice = (location.state as LoginNoticeState | null)?.recoveryNotice;

  useEffect(() => {
    if (notice !== 'passwordReset') return;
    showAlert('success', Msg.passwordResetSuccessfully);
    navigate(location.pathname, { replace: true, state: null });
  }, [notice, showAlert, navigate, location.pathname]);

  return null;
}
