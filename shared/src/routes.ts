import { Role, type RoleName } from './enums.js';
import { SITE_ROUTES } from './routes-sites.js';

/**
 * The route table: every API route, read by the CDK API stack, the local API runtime and the
 * web client (ARCHITECTURE.md "API contract"). Paths are below `/api`.
 *
 * - `area`: the Lambda function (one per domain area) that serves it;
 * - `operation`: the handler inside that function;
 * - `roles`: the roles admitted (checked by the HTTP wrapper from the JWT groups), or 'public'
 *   (no JWT authorizer in API Gateway).
 */
export type RouteArea =
  | 'account'
  | 'tracking'
  | 'media'
  | 'categories'
  | 'ingest'
  /** public swarm reports, API keys, swarm collectors (issue 5) */
  | 'swarm'
  /** apiaries, treatment fields/schedules, spray notifications, hornet maps (issue 6) */
  | 'sites'
  /** messages, user guides, app versions, public pages (issue 7) */
  | 'content';

export interface RouteDef {
  method: 'GET' | 'POST';
  path: string;
  area: RouteArea;
  operation: string;
  roles: readonly RoleName[] | 'public';
}

const CONTROLLER = ['BSController'] as const satisfies readonly RoleName[];
/** Every role: the mobile apps post tracking records for any signed-in user. */
const SIGNED_IN = Object.keys(Role) as RoleName[];

const ADMINISTRATOR = ['Administrator'] as const satisfies readonly RoleName[];
const content = <M extends 'GET' | 'POST', P extends string, O extends string>(
  method: M,
  path: P,
  operation: O,
  roles: readonly RoleName[] | 'public',
) => ({ method, path, area: 'content' as const, operation, roles });

/** Issue 7 (area 'content'): messages (§2.2, §2.5, §7.2–7.3), user guides, app versions, public pages (§2.1). */
const CONTENT_ROUTES = [
  content('GET', 'common/GetDeviceMessages', 'getDeviceMessages', SIGNED_IN),
  content('GET', 'common/GetUnreadMessageCount', 'getUnreadMessageCount', SIGNED_IN),
  content('POST', 'common/MarkMessageRead', 'markMessageRead', SIGNED_IN),
  content('POST', 'common/SendDeviceMessage', 'sendDeviceMessage', SIGNED_IN),
  content('GET', 'common/GetMessageRecipients', 'getMessageRecipients', SIGNED_IN),
  content('GET', 'common/GetUserGuide', 'getUserGuide', 'public'),
  content('GET', 'admin/UserGuideList', 'userGuideList', ADMINISTRATOR),
  content('GET', 'admin/FetchUserGuideItem', 'fetchUserGuideItem', ADMINISTRATOR),
  content('POST', 'admin/SaveUserGuide', 'saveUserGuide', ADMINISTRATOR),
  content('POST', 'admin/DeleteUserGuide', 'deleteUserGuide', ADMINISTRATOR),
  content('GET', 'admin/AppVersionList', 'appVersionList', ADMINISTRATOR),
  content('GET', 'admin/FetchAppVersion', 'fetchAppVersion', ADMINISTRATOR),
  content('POST', 'admin/AddAppVersion', 'addAppVersion', ADMINISTRATOR),
  content('POST', 'admin/EditAppVersion', 'editAppVersion', ADMINISTRATOR),
  content('POST', 'admin/ConfirmAppPackage', 'confirmAppPackage', ADMINISTRATOR),
  content('GET', 'common/DownloadFile', 'downloadFile', 'public'),
  content('GET', 'common/RenderImage', 'renderImage', 'public'),
  content('GET', 'common/GetSpeciesVideo', 'getSpeciesVideo', 'public'),
] as const satisfies readonly RouteDef[];

export const ROUTES = [
  // Account (spec §7.2 by purpose; paths in the spec's style)
  {
    method: 'POST',
    path: 'account/Authenticate',
    area: 'account',
    operation: 'authenticate',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'account/OtpVerification',
    area: 'account',
    operation: 'otpVerification',
    roles: 'public',
  },
  { method: 'GET', path: 'account/CheckLogin', area: 'account', operation: 'checkLogin', roles: 'public' },
  { method: 'POST', path: 'account/Logout', area: 'account', operation: 'logout', roles: 'public' },
  // ── issue 3: recovery, renewal, change password, two-step prompt (routes of slice 1) ──
  {
    method: 'POST',
    path: 'common/Forgotpassword',
    area: 'account',
    operation: 'forgotPassword',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'common/ForgotPasswordToken',
    area: 'account',
    operation: 'forgotPasswordToken',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'common/ResetPassword',
    area: 'account',
    operation: 'resetPassword',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'account/RenewSubscription',
    area: 'account',
    operation: 'renewSubscription',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'admin/ChangePassword',
    area: 'account',
    operation: 'changePassword',
    roles: SIGNED_IN,
  },
  {
    method: 'GET',
    path: 'common/Check2StepVerification',
    area: 'account',
    operation: 'check2StepVerification',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'account/SendTwoStepCode',
    area: 'account',
    operation: 'sendTwoStepCode',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'account/EnableTwoStep',
    area: 'account',
    operation: 'enableTwoStep',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'account/DoNotShowTwoStepAgain',
    area: 'account',
    operation: 'doNotShowTwoStepAgain',
    roles: SIGNED_IN,
  },
  // ── issue 3: registration and access codes (routes of slice 2) ──
  {
    method: 'GET',
    path: 'common/GetUserDetailsByAccessCode',
    area: 'account',
    operation: 'getUserDetailsByAccessCode',
    roles: 'public',
  },
  {
    method: 'GET',
    path: 'common/GetCountryList',
    area: 'account',
    operation: 'getCountryList',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'common/ValidateZipCode',
    area: 'account',
    operation: 'validateZipCode',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'common/ValidateCountryMobile',
    area: 'account',
    operation: 'validateCountryMobile',
    roles: 'public',
  },
  { method: 'POST', path: 'account/Register', area: 'account', operation: 'register', roles: 'public' },
  {
    method: 'GET',
    path: 'admin/AccessCodeList',
    area: 'account',
    operation: 'accessCodeList',
    roles: ['Administrator'],
  },
  {
    method: 'POST',
    path: 'admin/GenerateAccessCode',
    area: 'account',
    operation: 'generateAccessCode',
    // SuperAdministrator for administrator-level codes only (registration-admin.ts).
    roles: ['Administrator', 'SuperAdministrator'],
  },
  // ── issue 3: profile, audits, unsubscribe (routes of slice 3) ──
  {
    method: 'GET',
    path: 'account/GetUserDetail',
    area: 'account',
    operation: 'getUserDetail',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'account/UpdateProfile',
    area: 'account',
    operation: 'updateProfile',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'account/ConfirmEmailChange',
    area: 'account',
    operation: 'confirmEmailChange',
    roles: SIGNED_IN,
  },
  {
    method: 'GET',
    path: 'superadmin/FetchAdminAuditDetails',
    area: 'account',
    operation: 'fetchAdminAuditDetails',
    roles: ['SuperAdministrator'],
  },
  {
    method: 'GET',
    path: 'admin/FetchUserAuditDetails',
    area: 'account',
    operation: 'fetchUserAuditDetails',
    roles: ['Administrator'],
  },
  {
    method: 'POST',
    path: 'admin/UnlockSignIn',
    area: 'account',
    operation: 'unlockSignIn',
    roles: ['Administrator'],
  },
  {
    method: 'POST',
    path: 'account/SendUnsubscribeEmail',
    area: 'account',
    operation: 'sendUnsubscribeEmail',
    roles: 'public',
  },
  { method: 'POST', path: 'account/Unsubscribe', area: 'account', operation: 'unsubscribe', roles: 'public' },
  // The Administrator's dashboard (admin/index): aggregate figures only.
  {
    method: 'GET',
    path: 'admin/DashboardSummary',
    area: 'account',
    operation: 'dashboardSummary',
    roles: ['Administrator'],
  },
  // Controller reporting (spec §7.1)
  {
    method: 'POST',
    path: 'beewatchagent/FetchTrackingHistory',
    area: 'tracking',
    operation: 'fetchTrackingHistory',
    roles: CONTROLLER,
  },
  {
    method: 'POST',
    path: 'beewatchagent/DeleteTrackingHistory',
    area: 'tracking',
    operation: 'deleteTrackingHistory',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'beewatchagent/SaveTrackingHistory',
    area: 'tracking',
    operation: 'saveTrackingHistory',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'beewatchagent/GetCategoryList',
    area: 'tracking',
    operation: 'getCategoryList',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'common/RenderImageBytesArray',
    area: 'media',
    operation: 'renderImageBytesArray',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'beewatchagent/GetTrackingMedia',
    area: 'media',
    operation: 'getTrackingMedia',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'beewatchagent/GetEscalationSends',
    area: 'tracking',
    operation: 'getEscalationSends',
    roles: CONTROLLER,
  },
  // Category list (spec §7.1)
  {
    method: 'GET',
    path: 'admin/CategoryList',
    area: 'categories',
    operation: 'categoryList',
    roles: CONTROLLER,
  },
  {
    method: 'POST',
    path: 'admin/AddEditCategory',
    area: 'categories',
    operation: 'addEditCategory',
    roles: CONTROLLER,
  },
  {
    method: 'GET',
    path: 'admin/FetchDataForEditCategory',
    area: 'categories',
    operation: 'fetchDataForEditCategory',
    roles: CONTROLLER,
  },
  {
    method: 'POST',
    path: 'admin/DeleteCategory',
    area: 'categories',
    operation: 'deleteCategory',
    roles: CONTROLLER,
  },
  // Mobile ingestion of tracking records (issue 4; README "Mobile API")
  {
    method: 'POST',
    path: 'mobile/CreateTrackingRecord',
    area: 'ingest',
    operation: 'createTrackingRecord',
    roles: SIGNED_IN,
  },
  {
    method: 'POST',
    path: 'mobile/ConfirmTrackingMedia',
    area: 'ingest',
    operation: 'confirmTrackingMedia',
    roles: SIGNED_IN,
  },
  {
    method: 'GET',
    path: 'mobile/GetCategoryList',
    area: 'ingest',
    operation: 'getCategoryList',
    roles: SIGNED_IN,
  },
  // ── issue 5: swarm reports, API keys, collectors ──
  // Public form (the API key travels in the HeaderToken header; unknown/revoked keys store nothing).
  { method: 'GET', path: 'swarm/CheckApiKey', area: 'swarm', operation: 'checkApiKey', roles: 'public' },
  {
    method: 'POST',
    path: 'swarm/SwarmAlertNotification',
    area: 'swarm',
    operation: 'swarmAlertNotification',
    roles: 'public',
  },
  {
    method: 'POST',
    path: 'swarm/ConfirmSwarmImage',
    area: 'swarm',
    operation: 'confirmSwarmImage',
    roles: 'public',
  },
  {
    method: 'GET',
    path: 'admin/ApiKeyList',
    area: 'swarm',
    operation: 'apiKeyList',
    roles: ['Administrator'],
  },
  {
    method: 'POST',
    path: 'admin/GenerateApiKey',
    area: 'swarm',
    operation: 'generateApiKey',
    roles: ['Administrator'],
  },
  {
    method: 'POST',
    path: 'admin/RevokeApiKey',
    area: 'swarm',
    operation: 'revokeApiKey',
    roles: ['Administrator'],
  },
  // Swarm collectors: only ProfessionalBeeKeeper counts (spec §6).
  {
    method: 'GET',
    path: 'beekeeper/GetCollectionArea',
    area: 'swarm',
    operation: 'getCollectionArea',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'POST',
    path: 'beekeeper/SaveCollectionArea',
    area: 'swarm',
    operation: 'saveCollectionArea',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'GET',
    path: 'beekeeper/SwarmAlertList',
    area: 'swarm',
    operation: 'swarmAlertList',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'GET',
    path: 'beekeeper/GetSwarmAlert',
    area: 'swarm',
    operation: 'getSwarmAlert',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'POST',
    path: 'beekeeper/AdoptSwarm',
    area: 'swarm',
    operation: 'adoptSwarm',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'POST',
    path: 'beekeeper/UpdateSwarmStatus',
    area: 'swarm',
    operation: 'updateSwarmStatus',
    roles: ['ProfessionalBeeKeeper'],
  },
  {
    method: 'GET',
    path: 'beewatchagent/SwarmNotificationList',
    area: 'swarm',
    operation: 'swarmNotificationList',
    roles: ['SwarmCoordinator'],
  },
  {
    method: 'GET',
    path: 'common/GetSwarmImage',
    area: 'swarm',
    operation: 'getSwarmImage',
    roles: ['ProfessionalBeeKeeper', 'SwarmCoordinator'],
  },
  // ── issue 6: apiaries, treatments, spray notifications, hornet maps ──
  ...SITE_ROUTES,
  // ── issue 7: messages, user guides, app versions, public pages ──
  ...CONTENT_ROUTES,
] as const satisfies readonly RouteDef[];

export type RouteOperation = (typeof ROUTES)[number]['operation'];

/** The API Gateway v2 route key of a route, e.g. `POST /api/beewatchagent/FetchTrackingHistory`. */
export function routeKeyOf(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} /api/${route.path}`;
}

/**
 * Finds a route by method and path (the path after `/api/`), exactly as API Gateway's HTTP API
 * matches route keys: method and path are case-sensitive, so `common/renderimage` is no route
 * locally either.
 */
export function findRoute(method: string, path: string): RouteDef | undefined {
  const wanted = path.replace(/^\/+/, '');
  return (ROUTES as readonly RouteDef[]).find((r) => r.method === method && r.path === wanted);
}

/** Numeric role ids admitted by a route, or 'public'. */
export function roleIdsOf(route: RouteDef): number[] | 'public' {
  return route.roles === 'public' ? 'public' : route.roles.map((r) => Role[r]);
}
