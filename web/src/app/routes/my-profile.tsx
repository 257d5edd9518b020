import { MyProfileScreen } from '@/features/profile/components/my-profile-screen';

/** /home/myprofile (spec §2.2): any signed-in role. */
export function MyProfileRoute() {
  return <MyProfileScreen />;
}
