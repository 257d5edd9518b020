import { AppVersionFormScreen } from '@/features/app-versions/components/app-version-form-screen';
import { AppVersionListScreen } from '@/features/app-versions/components/app-version-list-screen';
import { DownloadApkPage } from '@/features/app-versions/components/download-apk-page';
import { useSession } from '@/features/auth/lib/session';
import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { NewMessageScreen } from '@/features/messages/components/new-message-screen';
import { PrivacyPolicyPage } from '@/features/public-pages/components/privacy-policy-page';
import { RenderImagePage } from '@/features/public-pages/components/render-image-page';
import { SpeciesVideoPage } from '@/features/public-pages/components/species-video-page';
import { AdminGuideEditorScreen } from '@/features/user-guides/components/admin-guide-editor-screen';
import { AdminGuideListScreen } from '@/features/user-guides/components/admin-guide-list-screen';
import { UserGuideAppPage } from '@/features/user-guides/components/user-guide-app-page';
import { UserGuideScreen } from '@/features/user-guides/components/user-guide-screen';

// Messages, user guides, app versions and the public pages (spec §2.1, §2.2, §2.4).

/** /home/messages: inbox and sent. */
export const MessagesRoute = MessagesScreen;
/** /home/newmessage. */
export const NewMessageRoute = NewMessageScreen;
/** /home/userguide: the guide of the signed-in role. */
export function UserGuideRoute() {
  const { user } = useSession();
  return user ? <UserGuideScreen roleId={user.RoleId} /> : null;
}
/** /home/userguideapp/{RoleID}/{LanguageID}/{IsinDarkMode}: the apps' guide, no portal frame. */
export const UserGuideAppRoute = UserGuideAppPage;
/** /admin/userguide and /admin/adduserguide (Administrator). */
export const AdminGuideListRoute = AdminGuideListScreen;
export const AdminGuideEditorRoute = AdminGuideEditorScreen;
/** /admin/appversionlist, /admin/addappversion, /admin/editappversion (Administrator). */
export const AppVersionListRoute = AppVersionListScreen;
export const AddAppVersionRoute = () => <AppVersionFormScreen mode="add" />;
export const EditAppVersionRoute = () => <AppVersionFormScreen mode="edit" />;
/** Public pages. */
export const PrivacyPolicyRoute = PrivacyPolicyPage;
export const SpeciesVideoRoute = SpeciesVideoPage;
export const RenderImageRoute = RenderImagePage;
export const DownloadApkRoute = DownloadApkPage;
