import { Role } from '@beewatch/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { lazyRoute } from './lazy-route';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';

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
const beekeeperRoutes = () => import('./routes/beekeeper');
const BeekeeperHomeRoute = lazyRoute(beekeeperRoutes, 'BeekeeperHomeRoute');
const SprayConversationRoute = lazyRoute(beekeeperRoutes, 'SprayConversationRoute');
const SprayHistoryRoute = lazyRoute(beekeeperRoutes, 'SprayHistoryRoute');
const WeatherRoute = lazyRoute(beekeeperRoutes, 'WeatherRoute');
const myProfileRoutes = () => import('./routes/my-profile');
const MyProfileRoute = lazyRoute(myProfileRoutes, 'MyProfileRoute');
const coordinationRoutes = () => import('./routes/coordination');
const AddMemberRoute = lazyRoute(coordinationRoutes, 'AddMemberRoute');
const HornetPathRoute = lazyRoute(coordinationRoutes, 'HornetPathRoute');
const SwarmCoverageRoute = lazyRoute(coordinationRoutes, 'SwarmCoverageRoute');
const SwarmMapRoute = lazyRoute(coordinationRoutes, 'SwarmMapRoute');
const SwarmNotiMapRoute = lazyRoute(coordinationRoutes, 'SwarmNotiMapRoute');
const memberRoutes = () => import('./routes/members');
const EditMemberRoute = lazyRoute(memberRoutes, 'EditMemberRoute');
const MembersRoute = lazyRoute(memberRoutes, 'MembersRoute');
const domainRoutes = () => import('./routes/domains');
const inspectionRoutes = () => import('./routes/inspections');
const InspectorApiariesRoute = lazyRoute(inspectionRoutes, 'InspectorApiariesRoute');
const InspectionHistoryRoute = lazyRoute(inspectionRoutes, 'InspectionHistoryRoute');
const outreachRoutes = () => import('./routes/outreach');
const CrmMailRoute = lazyRoute(outreachRoutes, 'CrmMailRoute');
const SwarmThanksRoute = lazyRoute(outreachRoutes, 'SwarmThanksRoute');
const trackingHistoryRoutes = () => import('./routes/tracking-history');
const TrackingHistoryRoute = lazyRoute(trackingHistoryRoutes, 'TrackingHistoryRoute');
const MyDomainRoute = lazyRoute(domainRoutes, 'MyDomainRoute');
const userRoutes = () => import('./routes/users');
const UserListRoute = lazyRoute(userRoutes, 'UserListRoute');
const EditUserRoute = lazyRoute(userRoutes, 'EditUserRoute');
const AddUserRoute = lazyRoute(userRoutes, 'AddUserRoute');
const SubscriptionRoute = lazyRoute(userRoutes, 'SubscriptionRoute');
const SuperAdminHomeRoute = lazyRoute(userRoutes, 'SuperAdminHomeRoute');
const AddAdminRoute = lazyRoute(userRoutes, 'AddAdminRoute');
const EditAdminRoute = lazyRoute(userRoutes, 'EditAdminRoute');
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
const pesticideRoutes = () => import('./routes/pesticides');
const SubstanceListRoute = lazyRoute(pesticideRoutes, 'SubstanceListRoute');
const ProductListRoute = lazyRoute(pesticideRoutes, 'ProductListRoute');
const ProductFormRoute = lazyRoute(pesticideRoutes, 'ProductFormRoute');
const CrmPesticidesRoute = lazyRoute(pesticideRoutes, 'CrmPesticidesRoute');
const TreatmentsDatabaseRoute = lazyRoute(pesticideRoutes, 'TreatmentsDatabaseRoute');
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
const colonyRoutes = () => import('./routes/colonies');
const ColoniesRoute = lazyRoute(colonyRoutes, 'ColoniesRoute');
const ColonyRecordRoute = lazyRoute(colonyRoutes, 'ColonyRecordRoute');
const QrBatchesRoute = lazyRoute(colonyRoutes, 'QrBatchesRoute');
const ReprintQrRoute = lazyRoute(colonyRoutes, 'ReprintQrRoute');
const sprayNetRoutes = () => import('./routes/spraynet');
const BystanderActivityRoute = lazyRoute(sprayNetRoutes, 'BystanderActivityRoute');
const BystanderHomeRoute = lazyRoute(sprayNetRoutes, 'BystanderHomeRoute');
const DomainSprayHistoryRoute = lazyRoute(sprayNetRoutes, 'DomainSprayHistoryRoute');
const LocalCoordinatorRoute = lazyRoute(sprayNetRoutes, 'LocalCoordinatorRoute');
const unsubscribeRoutes = () => import('./routes/unsubscribe');
const UnsubscribeRoute = lazyRoute(unsubscribeRoutes, 'UnsubscribeRoute');

const CONTROLLER = [Role.BSController];

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
            <Route path="/admin/pesticidelist" element={<SubstanceListRoute />} />
            <Route path="/admin/pesticideproducts" element={<ProductListRoute />} />
            <Route path="/admin/addproduct" element={<ProductFormRoute />} />
            <Route path="/admin/crmpesticides" element={<CrmPesticidesRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper]} />}>
            <Route path="/beekeeper/swarmalerts" element={<SwarmAlertListRoute />} />
            <Route path="/beekeeper/swarmalert/:id" element={<SwarmAlertRoute />} />
            <Route path="/beekeeper/collectionarea" element={<CollectionAreaRoute />} />
          </Route>
          {/* The beekeeper's home (SwarmWatch: reduced), weather, spray history, farmer conversations. */}
          <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper, Role.SwarmWatch]} />}>
            <Route path="/beekeeper/index" element={<BeekeeperHomeRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper]} />}>
            <Route path="/beekeeper/weather" element={<WeatherRoute />} />
            <Route path="/beekeeper/treatmenthistoryforpbeekeeper" element={<SprayHistoryRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper, Role.NonBeeKeeper]} />}>
            <Route path="/home/sprayconversation/:threadId" element={<SprayConversationRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.SwarmCoordinator]} />}>
            <Route path="/beewatchagent/swarmnotifications" element={<SwarmNotificationsRoute />} />
            <Route path="/beewatchagent/swarmmap" element={<SwarmMapRoute />} />
            <Route path="/beewatchagent/swarmcollectordomain" element={<SwarmCoverageRoute />} />
            <Route path="/beewatchagent/addmember" element={<AddMemberRoute />} />
            <Route path="/beewatchagent/swarmnotimap" element={<SwarmNotiMapRoute />} />
            <Route path="/beewatchagent/hornetpath" element={<HornetPathRoute />} />
          </Route>
          {/* One path, each role its own screen (routes/members.tsx). */}
          <Route element={<RequireAuth roles={[Role.SwarmCoordinator, Role.SprayLaison]} />}>
            <Route path="/beewatchagent/members" element={<MembersRoute />} />
            <Route path="/beewatchagent/editmember" element={<EditMemberRoute />} />
          </Route>
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
            <Route path="/pesticide/treatmentsdatabase" element={<TreatmentsDatabaseRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.SwarmCoordinator, Role.SprayLaison]} />}>
            <Route path="/beewatchagent/swarmdomain" element={<MyDomainRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.BeeInspector]} />}>
            <Route path="/beeinspector/domain" element={<MyDomainRoute />} />
            <Route path="/beeinspector/apiaries" element={<InspectorApiariesRoute />} />
            <Route path="/beeinspector/inspectionhistory" element={<InspectionHistoryRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.Administrator]} />}>
            <Route path="/home/crmmail" element={<CrmMailRoute />} />
            <Route path="/admin/sendswarmalertthanks" element={<SwarmThanksRoute />} />
          </Route>
          <Route
            element={
              <RequireAuth
                roles={[Role.NonBeeKeeper, Role.SwarmCoordinator, Role.ProfessionalBeeKeeper, Role.ByStander]}
              />
            }
          >
            <Route path="/beewatchagent/trackinghistory" element={<TrackingHistoryRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.SprayLaison]} />}>
            <Route path="/beewatchagent/spraymap" element={<SprayMapRoute />} />
            <Route path="/beewatchagent/history" element={<DomainSprayHistoryRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.Administrator]} />}>
            <Route path="/admin/qrcode" element={<QrBatchesRoute />} />
            <Route path="/admin/reprintqr" element={<ReprintQrRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.ProfessionalBeeKeeper]} />}>
            <Route path="/beekeeper/userscoloniesqrcode" element={<ColoniesRoute />} />
            <Route path="/beekeeper/treatmenthistoryfromcolonyimage" element={<ColonyRecordRoute />} />
          </Route>
          {/* The spray network: the bystander's home and activity, the Local Coordinator. */}
          <Route element={<RequireAuth roles={[Role.ByStander]} />}>
            <Route path="/beekeeper/bystander" element={<BystanderHomeRoute />} />
            <Route path="/beekeeper/activity" element={<BystanderActivityRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.NonBeeKeeper, Role.ByStander]} />}>
            <Route path="/pesticide/agent" element={<LocalCoordinatorRoute />} />
          </Route>
          {/* User management (role-screens §1.2–1.4, §1.13) and the administrators (§2.1–2.3). */}
          <Route element={<RequireAuth roles={[Role.Administrator]} />}>
            <Route path="/admin/userlist" element={<UserListRoute />} />
            <Route path="/admin/edituser" element={<EditUserRoute />} />
            <Route path="/admin/adduser" element={<AddUserRoute />} />
            <Route path="/admin/expirednonactiverenewuser" element={<SubscriptionRoute />} />
          </Route>
          <Route element={<RequireAuth roles={[Role.SuperAdministrator]} />}>
            <Route path="/superadmin/index" element={<SuperAdminHomeRoute />} />
            <Route path="/superadmin/addadmin" element={<AddAdminRoute />} />
            <Route path="/superadmin/editadmin" element={<EditAdminRoute />} />
          </Route>
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
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
