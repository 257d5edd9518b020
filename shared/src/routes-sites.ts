import type { RoleName } from './enums.js';
import type { RouteDef } from './routes.js';

const BEEKEEPER = ['ProfessionalBeeKeeper'] as const satisfies readonly RoleName[];
const PESTICIDE = ['NonBeeKeeper'] as const satisfies readonly RoleName[];
const LIAISON = ['SprayLaison'] as const satisfies readonly RoleName[];
const CONTROLLER = ['BSController'] as const satisfies readonly RoleName[];

/**
 * Routes of issue 6 (area `sites`): apiaries (ProfessionalBeeKeeper), treatment fields and
 * schedules (NonBeeKeeper), the spray liaison's list, the public hornet maps (spec §2.1: identified
 * by user id — and token and name on hornetpathapp, checked by the handler) and the controller's
 * flight lines. Paths follow the spec's style; AddOrUpdate* are the spec §7.3 names.
 */
export const SITE_ROUTES = [
  { method: 'GET', path: 'beekeeper/MyApiaries', area: 'sites', operation: 'myApiaries', roles: BEEKEEPER },
  { method: 'GET', path: 'beekeeper/GetApiary', area: 'sites', operation: 'getApiary', roles: BEEKEEPER },
  {
    method: 'POST',
    path: 'beekeeper/AddOrUpdateApiary',
    area: 'sites',
    operation: 'addOrUpdateApiary',
    roles: BEEKEEPER,
  },
  {
    method: 'POST',
    path: 'beekeeper/DeleteApiary',
    area: 'sites',
    operation: 'deleteApiary',
    roles: BEEKEEPER,
  },
  {
    method: 'GET',
    path: 'pesticide/TreatmentFieldList',
    area: 'sites',
    operation: 'treatmentFieldList',
    roles: PESTICIDE,
  },
  {
    method: 'POST',
    path: 'pesticide/AddOrUpdateTreatmentField',
    area: 'sites',
    operation: 'addOrUpdateTreatmentField',
    roles: PESTICIDE,
  },
  {
    method: 'GET',
    path: 'pesticide/TreatmentScheduleList',
    area: 'sites',
    operation: 'treatmentScheduleList',
    roles: PESTICIDE,
  },
  {
    method: 'GET',
    path: 'pesticide/GetTreatmentSchedule',
    area: 'sites',
    operation: 'getTreatmentSchedule',
    roles: PESTICIDE,
  },
  {
    method: 'POST',
    path: 'pesticide/AddOrUpdateTreatmentSchedule',
    area: 'sites',
    operation: 'addOrUpdateTreatmentSchedule',
    roles: PESTICIDE,
  },
  { method: 'GET', path: 'pesticide/SprayMap', area: 'sites', operation: 'pesticideMap', roles: PESTICIDE },
  {
    method: 'GET',
    path: 'beewatchagent/SprayNotificationList',
    area: 'sites',
    operation: 'sprayNotificationList',
    roles: LIAISON,
  },
  {
    method: 'POST',
    path: 'hornetmap/SprayNotification',
    area: 'sites',
    operation: 'sprayNotification',
    roles: 'public',
  },
  {
    method: 'GET',
    path: 'hornetmap/SprayNotificationOpen',
    area: 'sites',
    operation: 'sprayNotificationOpen',
    roles: 'public',
  },
  {
    method: 'GET',
    path: 'hornetmap/ActivityHornet',
    area: 'sites',
    operation: 'activityHornet',
    roles: 'public',
  },
  {
    method: 'GET',
    path: 'common/GeocodePostCode',
    area: 'sites',
    operation: 'geocodePostCode',
    roles: [...BEEKEEPER, ...PESTICIDE],
  },
  {
    method: 'POST',
    path: 'beewatchagent/FlightLines',
    area: 'sites',
    operation: 'flightLines',
    roles: CONTROLLER,
  },
] as const satisfies readonly RouteDef[];
