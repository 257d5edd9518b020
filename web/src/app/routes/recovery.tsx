import { ChangePasswordPage } from '@/features/recovery/components/change-password-page';
import { ForgotPasswordPage } from '@/features/recovery/components/forgot-password-page';
import { ForgotPasswordTokenPage } from '@/features/recovery/components/forgot-password-token-page';
import { ResetPasswordPage } from '@/features/recovery/components/reset-password-page';

/** /home/forgotpassword (spec §2.1). */
export const ForgotPasswordRoute = ForgotPasswordPage;

/** /home/forgotpasswordtoken (spec §2.1). */
export const ForgotPasswordTokenRoute = ForgotPasswordTokenPage;

/** /home/resetpassword (spec §2.1). */
export const ResetPasswordRoute = ResetPasswordPage;

/** /home/changepassword (spec §2.2), every signed-in role. */
export const ChangePasswordRoute = ChangePasswordPage;
