import { Role } from '@beewatch/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { PENDING_PUBLIC, PENDING_SIGNED_IN } from './pages';
import { LoginRoute } from './routes/login';
import { NotAvailableRoute } from './routes/not-available';
import { NotFoundRoute } from './routes/not-found';

/**
 * A route component loaded on first visit: each routes/ module is its own chunk, so the login page
 * loads only the shell and the login form (Vite splits at every dynamic import).
 */
function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const adminIndexRoutes = () => import('./routes/admin-index');
const AdminIndexRoute = lazyRoute(adminIndexRoutes, 'AdminIndexRoute');
const categoryListRoutes = () => import('./routes/category-list');
const CategoryListRoute = lazyRoute(categoryListRoutes, 'CategoryListRoute');
const contentRoutes = () => import('./routes/content');
const AddAppVersionRoute = lazyRoute(contentRoutes, 'AddAppVersionRoute');
const AdminGuideEditorRoute = lazyRoute(contentRoutes, 'AdminGuideEditorRoute');
const AdminGuideListRoute = lazyRoute(contentRoutes, 'AdminGuideListRoute');
const AppVersionListRoute = lazyRoute(contentRoutes, 'AppVersionListRoute');
const DownloadApkRoute = lazyRoute(contentRoutes, 'DownloadApkRoute');
const EditAppVersionRoute = lazyRoute(contentRoutes, 'EditAppVersionRoute');
const MessagesRoute = lazyRoute(contentRoutes, 'MessagesRoute');
const NewMessageRoute = lazyRoute(contentRoutes, 'NewMessageRoute');
const PrivacyPolicyRoute = lazyRoute(contentRoutes, 'PrivacyPolicyRoute');
const RenderImageRoute = lazyRoute(contentRoutes, 'RenderImageRoute');
const SpeciesVideoRoute = lazyRoute(contentRoutes, 'SpeciesVideoRoute');
const UserGuideAppRoute = lazyRoute(contentRoutes, 'UserGuideAppRoute');
const UserGuideRoute = lazyRoute(contentRoutes, 'UserGuideRoute');
const myProfileRoutes = () => import('./routes/my-profile');
const MyProfileRoute = lazyRoute(myProfileRoutes, 'MyProfileRoute');
const domainRoutes = () => import('./routes/domains');
const MyDomainRoute = lazyRoute(domainRoutes, 'MyDomainRoute');
const recoveryRoutes = () => import('./routes/recovery');
const ChangePasswordRoute = lazyRoute(recoveryRoutes, 'ChangePasswordRoute');
const ForgotPasswordRoute = lazyRoute(recoveryRoutes, 'ForgotPasswordRoute');
const ForgotPasswordTokenRoute = lazyRoute(recoveryRoutes, 'ForgotPasswordTokenRoute');
const ResetPasswordRoute = lazyRoute(recoveryRoutes, 'ResetPasswordRoute');
const registrationRoutes = () => import('./routes/registration');
const AccessCodeListRoute = lazyRoute(registrationRoutes, 'AccessCodeListRoute');
const FirstTimeLoginRoute = lazyRoute(registrationRoutes, 'FirstTimeLoginRoute');
const reportingRoutes = () => import('./routes/reporting');
const ReportingRoute = lazyRoute(reportingRoutes, 'ReportingRoute');
const signedInLayoutRoutes = () => import('./routes/signed-in-layout');
const SignedInLayoutRoute = lazyRoute(signedInLayoutRoutes, 'SignedInLayoutRoute');
const swarmRoutes = () => import('./routes/swarm');
const ApiKeyListRoute = lazyRoute(swarmRoutes, 'ApiKeyListRoute');
const CollectionAreaRoute = lazyRoute(swarmRoutes, 'CollectionAreaRoute');
const GenerateApiKeyRoute = lazyRoute(swarmRoutes, 'GenerateApiKeyRoute');
const SwarmAlertListRoute = lazyRoute(swarmRoutes, 'SwarmAlertListRoute');
const SwarmAlertRoute = lazyRoute(swarmRoutes, 'SwarmAlertRoute');
const SwarmApiRoute = lazyRoute(swarmRoutes, 'SwarmApiRoute');
const SwarmNotificationsRoute = lazyRoute(swarmRoutes, 'SwarmNotificationsRoute');
const TestApiRoute = lazyRoute(swarmRoutes, 'TestApiRoute');
const sitesRoutes = () => import('./routes/sites');
const ActivityHornetRoute = lazyRoute(sitesRoutes, 'ActivityHornetRoute');
const AddApiaryRoute = lazyRoute(sitesRoutes, 'AddApiaryRoute');
const AddFieldRoute = lazyRoute(sitesRoutes, 'AddFieldRoute');
const AddScheduleRoute = lazyRoute(sitesRoutes, 'AddScheduleRoute');
const EditApiaryRoute = lazyRoute(sitesRoutes, 'EditApiaryRoute');
const EditScheduleRoute = lazyRoute(sitesRoutes, 'EditScheduleRoute');
const FieldListRoute = lazyRoute(sitesRoutes, 'FieldListRoute');
const HornetAppMapRoute = lazyRoute(sitesRoutes, 'HornetAppMapRoute');
const HornetOpenMapRoute = lazyRoute(sitesRoutes, 'HornetOpenMapRoute');
const MyApiariesRoute = lazyRoute(sitesRoutes, 'MyApiariesRoute');
const PesticideMapRoute = lazyRoute(sitesRoutes, 'PesticideMapRoute');
const ScheduleListRoute = lazyRoute(sitesRoutes, 'ScheduleListRoute');
const SprayMapRoute = lazyRoute(sitesRoutes, 'SprayMapRoute');
const WeekCalendarRoute = lazyRoute(sitesRoutes, 'WeekCalendarRoute');
const unsubscribeRoutes = () => import('./routes/unsubscribe');
const UnsubscribeRoute = lazyRoute(unsubscribeRoutes, 'UnsubscribeRoute');

const CONTROLLER = [Role.BSController];
const controllerArea = PENDING_SIGNED_IN.filter((p) => p.path.startsWith('/bscontroller/'));
const otherSignedIn = PENDING_SIGNED_IN.filter((p) => !p.path.startsWith('/bscontroller/'));

/** The route table of the web app. React Router matches paths case-insensitively, as spec §2 asks. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingOverlay />}>
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
          {/* The Administrator's dashboard, or the home of a role landing here without a screen (spec §2.3). */}
          <Route path="/admin/index" element={<AdminIndexRoute />} />
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
          <Route element={<RequireAuth roles={[Role.SwarmCoordinator, Role.SprayLaison]} />}>
            <Route path="/beewatchagent/swarmdomain" element={<MyDomainRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.BeeInspector]} />}>
            <Route path="/beeinspector/domain" element={<MyDomainRoute />} />
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
    </Suspense>
  );
}
