import { useSession } from '@/features/auth/lib/session';
import { MyProfileScreen } from '@/features/profile/components/my-profile-screen';

/** /home/myprofile (spec §2.2): any signed-in role; a saved name shows in the header at once. */
export function MyProfileRoute() {
  const { updateUser } = useSession();
  return (
    <MyProfileScreen
      onSaved={(saved) =>
        updateUser({ FullName: saved.FullName, OrganizationName: saved.CompanyName || null })
      }
    />
  );
}
