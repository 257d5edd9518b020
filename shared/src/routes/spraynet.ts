import * as z from 'zod/mini';
import {
  ActivityQuery,
  BystanderActivity,
  BystanderHome,
  LocalCoordinators,
  MemberDetail,
  MemberList,
  MemberQuery,
  PoisoningReportRequest,
  ResendRequest,
  ResendResult,
  SaveMyPreferencesRequest,
  SprayDeliveries,
  SprayHistoryQuery,
  SprayIdQuery,
  DomainSprayRow,
  UpdateMemberPreferencesRequest,
  AlertPreferences,
} from '../schemas/index.js';
import { defineRoutes, SPRAY_LIAISON } from './define.js';

const BYSTANDER = ['ByStander'] as const;
/** Farmers and bystanders reach their Local Coordinator (spec §2.5 settings dropdown). */
const LOCAL_COORDINATOR_USERS = ['NonBeeKeeper', 'ByStander'] as const;

/**
 * The spray network area (role-screens §3.1, §6.1, §6.2, §7.2–7.4): the spray liaison's
 * contacts in their Spray Domain and their preferences, the domain's notification history with
 * its deliveries, the bystander's home and activity, and the farmer's and bystander's Local
 * Coordinator. Every route is checked on the server for the caller's domain or home.
 */
export const SPRAYNET = defineRoutes('spraynet', {
  members: { method: 'GET', path: 'beewatchagent/SprayMembers', roles: SPRAY_LIAISON, response: MemberList },
  member: {
    method: 'GET',
    path: 'beewatchagent/SprayMember',
    roles: SPRAY_LIAISON,
    query: MemberQuery,
    response: MemberDetail,
  },
  updateMemberPreferences: {
    method: 'POST',
    path: 'beewatchagent/UpdateMemberPreferences',
    roles: SPRAY_LIAISON,
    body: UpdateMemberPreferencesRequest,
    response: MemberDetail,
  },
  sprayHistory: {
    method: 'GET',
    path: 'beewatchagent/SprayHistory',
    roles: SPRAY_LIAISON,
    query: SprayHistoryQuery,
    response: z.array(DomainSprayRow),
  },
  sprayDeliveries: {
    method: 'GET',
    path: 'beewatchagent/SprayDeliveries',
    roles: SPRAY_LIAISON,
    query: SprayIdQuery,
    response: SprayDeliveries,
  },
  resendFailedAlerts: {
    method: 'POST',
    path: 'beewatchagent/ResendFailedAlerts',
    roles: SPRAY_LIAISON,
    body: ResendRequest,
    response: ResendResult,
  },
  bystanderHome: {
    method: 'GET',
    path: 'beekeeper/BystanderHome',
    roles: BYSTANDER,
    response: BystanderHome,
  },
  saveMyPreferences: {
    method: 'POST',
    path: 'beekeeper/SaveAlertPreferences',
    roles: BYSTANDER,
    body: SaveMyPreferencesRequest,
    response: AlertPreferences,
  },
  bystanderActivity: {
    method: 'GET',
    path: 'beekeeper/BystanderActivity',
    roles: BYSTANDER,
    query: ActivityQuery,
    response: BystanderActivity,
  },
  localCoordinators: {
    method: 'GET',
    path: 'pesticide/LocalCoordinator',
    roles: LOCAL_COORDINATOR_USERS,
    response: LocalCoordinators,
  },
  reportBeePoisoning: {
    method: 'POST',
    path: 'pesticide/ReportBeePoisoning',
    roles: LOCAL_COORDINATOR_USERS,
    body: PoisoningReportRequest,
    response: z.object({ MessageId: z.string() }),
  },
});
