import { Role } from '@beewatch/shared';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { PENDING_PUBLIC, PENDING_SIGNED_IN } from './pages';
import { CategoryListRoute } from './routes/category-list';
import {
  AddAppVersionRoute,
  AdminGuideEditorRoute,
  AdminGuideListRoute,
  AppVersionListRoute,
  DownloadApkRoute,
  EditAppVersionRoute,
  MessagesRoute,
  NewMessageRoute,
  PrivacyPolicyRoute,
  RenderImageRoute,
  SpeciesVideoRoute,
  UserGuideAppRoute,
  UserGuideRoute,
} from './routes/content';
import { LoginRoute } from './routes/login';
import { MyProfileRoute } from './routes/my-profile';
import { NotAvailableRoute } from './routes/not-available';
import { NotFoundRoute } from './routes/not-found';
import {
  ChangePasswordRoute,
  ForgotPasswordRoute,
  ForgotPasswordTokenRoute,
  ResetPasswordRoute,
} from './routes/recovery';
import { AccessCodeListRoute, FirstTimeLoginRoute } from './routes/registration';
import { ReportingRoute } from './routes/reporting';
import { SignedInLayoutRoute } from './routes/signed-in-layout';
import {
  ApiKeyListRoute,
  CollectionAreaRoute,
  GenerateApiKeyRoute,
  SwarmAlertListRoute,
  SwarmAlertRoute,
  SwarmApiRoute,
  SwarmNotificationsRoute,
  TestApiRoute,
} from './routes/swarm';
import {
  ActivityHornetRoute,
  AddApiaryRoute,
  AddFieldRoute,
  AddScheduleRoute,
  EditApiaryRoute,
  EditScheduleRoute,
  FieldListRoute,
  HornetAppMapRoute,
  HornetOpenMapRoute,
  MyApiariesRoute,
  PesticideMapRoute,
  ScheduleListRoute,
  SprayMapRoute,
  WeekCalendarRoute,
} from './routes/sites';
import { UnsubscribeRoute } from './routes/unsubscribe';

const CONTROLLER = [Role.BSController];
const controllerArea = PENDING_SIGNED_IN.filter((p) => p.path.startsWith('/bscontroller/'));
const otherSignedIn = PENDING_SIGNED_IN.filter((p) => !p.path.startsWith('/bscontroller/'));

/** The route table of the web app. React Router matches paths case-insensitively, as spec §2 asks. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginRoute />} />
      <Route path="/home/login" element={<LoginRoute />} />
      <Route element={<SignedInLayoutRoute />}>
        <Route element={<RequireAuth roles={CONTROLLER} />}>
          <Route path="/bscontroller" element={<ReportingRoute />} />
          <Route path="/bscontroller/reporting" element={<ReportingRoute />} />
          <Route path="/bscontroller/categorylist" element={<CategoryListRoute />} />
          {controllerArea.map((p) => (
            <Route key={p.path} path={p.path} element={<NotAvailableRoute label={p.label} />} />
          ))}
        </Route>
        <Route path="/home/changepassword" element={<ChangePasswordRoute />} />
        <Route path="/home/myprofile" element={<MyProfileRoute />} />
        <Route path="/home/messages" element={<MessagesRoute />} />
        <Route path="/home/newmessage" element={<NewMessageRoute />} />
        <Route path="/home/userguide" element={<UserGuideRoute />} />
        <Route element={<RequireAuth roles={[Role.Administrator]} />}>
          <Route path="/admin/accesscodelist" element={<AccessCodeListRoute />} />
          <Route path="/admin/apikeylist" element={<ApiKeyListRoute />} />
          <Route path="/admin/generateapikey" element={<GenerateApiKeyRoute />} />
          <Route path="/admin/userguide" element={<AdminGuideListRoute />} />
          <Route path="/admin/adduserguide" element={<AdminGuideEditorRoute />} />
          <Route path="/admin/appversionlist" element={<AppVersionListRoute />} />
          <Route path="/admin/addappversion" element={<AddAppVersionRoute />} />
          <Route path="/admin/editappversion" element={<EditAppVersionRoute />} />
        </Route>
        <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper]} />}>
          <Route path="/beekeeper/swarmalerts" element={<SwarmAlertListRoute />} />
          <Route path="/beekeeper/swarmalert/:id" element={<SwarmAlertRoute />} />
          <Route path="/beekeeper/collectionarea" element={<CollectionAreaRoute />} />
        </Route>
        <Route element={<RequireAuth roles={[Role.SwarmCoordinator]} />}>
          <Route path="/beewatchagent/swarmnotifications" element={<SwarmNotificationsRoute />} />
        </Route>
        {/* issue 6 */}
        <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper]} />}>
          <Route path="/beekeeper/myapiaries" element={<MyApiariesRoute />} />
          <Route path="/beekeeper/addapiary" element={<AddApiaryRoute />} />
          <Route path="/beekeeper/editapiary" element={<EditApiaryRoute />} />
        </Route>
        <Route element={<RequireAuth roles={[Role.NonBeeKeeper]} />}>
          <Route path="/pesticide/index" element={<PesticideMapRoute />} />
          <Route path="/pesticide/treatmentfieldlist" element={<FieldListRoute />} />
          <Route path="/pesticide/addtreatmentfield" element={<AddFieldRoute />} />
          <Route path="/pesticide/treatmentschedulelist" element={<ScheduleListRoute />} />
          <Route path="/pesticide/addtreatmentschedule" element={<AddScheduleRoute />} />
          <Route path="/pesticide/edittreatmentschedule" element={<EditScheduleRoute />} />
          <Route path="/pesticide/treatmentweekoncalendar" element={<WeekCalendarRoute />} />
        </Route>
        <Route element={<RequireAuth roles={[Role.SprayLaison]} />}>
          <Route path="/beewatchagent/spraymap" element={<SprayMapRoute />} />
        </Route>
        {otherSignedIn.map((p) => (
          <Route key={p.path} path={p.path} element={<NotAvailableRoute label={p.label} />} />
        ))}
      </Route>
      <Route path="/home/userguideapp/:roleId/:languageId/:darkMode" element={<UserGuideAppRoute />} />
      <Route element={<PublicLayout />}>
        <Route path="/home/unsubscribe" element={<UnsubscribeRoute />} />
        <Route path="/home/forgotpassword" element={<ForgotPasswordRoute />} />
        <Route path="/home/forgotpasswordtoken" element={<ForgotPasswordTokenRoute />} />
        <Route path="/home/resetpassword" element={<ResetPasswordRoute />} />
        <Route path="/home/firsttimelogin" element={<FirstTimeLoginRoute />} />
        <Route path="/home/privacypolicy" element={<PrivacyPolicyRoute />} />
        <Route path="/home/speciciesvideo" element={<SpeciesVideoRoute />} />
        <Route path="/common/renderimage/:id" element={<RenderImageRoute />} />
        <Route path="/downloadapk/:folderName/:fileName" element={<DownloadApkRoute />} />
        <Route path="/home/swarmapi/:key/:url?" element={<SwarmApiRoute />} />
        <Route path="/home/testapi" element={<TestApiRoute />} />
        <Route
          path="/hornetpathapp/:userId/:token/:userName/:userLat/:userLng"
          element={<HornetAppMapRoute />}
        />
        <Route path="/hornet/:userId" element={<HornetOpenMapRoute />} />
        <Route path="/activityhornet/:hornetTrackingId/:type?" element={<ActivityHornetRoute />} />
        {PENDING_PUBLIC.map((p) => (
          <Route key={p.path} path={p.path} element={<NotAvailableRoute label={p.label} />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
