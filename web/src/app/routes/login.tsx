import { Suspense, useState } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import { PublicOnly } from '@/features/auth/components/public-only';
import { RecoveryLoginNotice } from '@/features/recovery/components/recovery-login-notice';
import { lazyRoute } from '../lazy-route';

/** The renew popup (spec §4), loaded when a sign-in meets an expired subscription. */
const RenewSubscriptionDialog = lazyRoute(
  () => import('@/features/recovery/components/renew-subscription-dialog'),
  'RenewSubscriptionDialog',
);

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
          <Suspense fallback={null}>
            <RenewSubscriptionDialog
              userName={renewFor}
              onClose={() => setRenewFor(null)}
              onRenewed={() => setRenewals((n) => n + 1)}
            />
          </Suspense>
        )}
      </PublicLayout>
    </PublicOnly>
  );
}
