import { AccessCodeListScreen } from '@/features/access-codes/components/access-code-list-screen';
import { FirstTimeLoginPage } from '@/features/registration/components/first-time-login-page';

/** /home/firsttimelogin (spec §2.1, §2.6): registration by access code. */
export const FirstTimeLoginRoute = FirstTimeLoginPage;

/** /admin/accesscodelist (spec §2.4, Administrator only): access codes and the generate popup. */
export const AccessCodeListRoute = AccessCodeListScreen;
