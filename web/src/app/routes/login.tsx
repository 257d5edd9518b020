import { useState } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import { PublicOnly } from '@/features/auth/components/public-only';
import { RecoveryLoginNotice } from '@/features/recovery/components/recovery-login-notice';
import { RenewSubscriptionDialog } from '@/features/recovery/components/renew-subscription-dialog';

/**
 * '/' and '/home/login': the login page, or straight to the landing page when already signed in.
 * ErrorCode 4 opens the renew popup (spec §4); a finished password reset is announced here.
 */
export function LoginRoute() {
  const [renewFor, setRenewFor] = useState<string | null>(null);
  const [renewals, setRenewals] = useState(0);
  return (
    <PublicOnly>
      <PublicLayout>
        <LoginPage onSubscriptionExpired={setRenewFor} subscriptionRenewals={renewals} />
        <RecoveryLoginNotice />
        {renewFor !== null && (
          <RenewSubscriptionDialog
            userName={renewFor}
            onClose={() => setRenewFor(null)}
            onRenewed={() => setRenewals((n) => n + 1)}
          />
        )}
      </PublicLayout>
    </PublicOnly>
  );
}
