import { PublicLayout } from '@/components/layouts/public-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import { PublicOnly } from '@/features/auth/components/public-only';

/** '/' and '/home/login': the login page, or straight to the landing page when already signed in. */
export function LoginRoute() {
  return (
    <PublicOnly>
      <PublicLayout>
        <LoginPage />
      </PublicLayout>
    </PublicOnly>
  );
}
