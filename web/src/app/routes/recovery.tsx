import { ChangePasswordPage } from '@/features/recovery/components/change-password-page';
import { ForgotPasswordPage } from '@/features/recovery/components/forgot-password-page';
import { ForgotPasswordTokenPage } from '@/features/recovery/components/forgot-password-token-page';
import { ResetPasswordPage } from '@/features/recovery/components/reset-password-page';

/** /home/forgotpassword (spec §2.1). */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

/** /home/forgotpasswordtoken (spec §2.1). */
export function ForgotPasswordTokenRoute() {
  return <ForgotPasswordTokenPage />;
}

/** /home/resetpassword (spec §2.1). */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

/** /home/changepassword (spec §2.2), every signed-in role. */
export function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
