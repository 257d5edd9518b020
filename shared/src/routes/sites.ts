import * as z from 'zod/mini';
import {
  ActivityHornetData,
  ActivityHornetQuery,
  Apiary,
  ApiaryIdQuery,
  ApiaryInput,
  DayRangeQuery,
  Domain,
  FlightLinesData,
  FlightLinesRequest,
  GeocodedPlace,
  GeocodeQuery,
  HornetMapData,
  HornetOpenQuery,
  HornetPathAppRequest,
  OptionalDayRangeQuery,
  PesticideMap,
  ScheduleIdQuery,
  ScheduleSaved,
  SprayNotification,
  TreatmentField,
  TreatmentFieldInput,
  TreatmentSchedule,
  TreatmentScheduleInput,
} from '../schemas/index.js';
import { BEEKEEPER, CONTROLLER, defineRoutes, NO_DATA, PESTICIDE_USER, SPRAY_LIAISON } from './define.js';

/**
 * The sites area: apiaries (ProfessionalBeeKeeper), treatment fields and schedules
 * (NonBeeKeeper), the spray liaison's list, the public hornet maps (spec §2.1: identified by user
 * id, and by token and name on hornetpathapp, checked by the service) and the controller's
 * flight lines. AddOrUpdate* are the spec §7.3 names.
 */
export const SITES = defineRoutes('sites', {
  myApiaries: { method: 'GET', path: 'beekeeper/MyApiaries', roles: BEEKEEPER, response: z.array(Apiary) },
  getApiary: {
    method: 'GET',
    path: 'beekeeper/GetApiary',
    roles: BEEKEEPER,
    query: ApiaryIdQuery,
    response: Apiary,
  },
  addOrUpdateApiary: {
    method: 'POST',
    path: 'beekeeper/AddOrUpdateApiary',
    roles: BEEKEEPER,
    body: ApiaryInput,
    response: Apiary,
  },
  deleteApiary: {
    method: 'POST',
    path: 'beekeeper/DeleteApiary',
    roles: BEEKEEPER,
    query: ApiaryIdQuery,
    response: NO_DATA,
  },
  treatmentFieldList: {
    method: 'GET',
    path: 'pesticide/TreatmentFieldList',
    roles: PESTICIDE_USER,
    response: z.array(TreatmentField),
  },
  addOrUpdateTreatmentField: {
    method: 'POST',
    path: 'pesticide/AddOrUpdateTreatmentField',
    roles: PESTICIDE_USER,
    body: TreatmentFieldInput,
    response: TreatmentField,
  },
  treatmentScheduleList: {
    method: 'GET',
    path: 'pesticide/TreatmentScheduleList',
    roles: PESTICIDE_USER,
    query: OptionalDayRangeQuery,
    response: z.array(TreatmentSchedule),
  },
  getTreatmentSchedule: {
    method: 'GET',
    path: 'pesticide/GetTreatmentSchedule',
    roles: PESTICIDE_USER,
    query: ScheduleIdQuery,
    response: TreatmentSchedule,
  },
  addOrUpdateTreatmentSchedule: {
    method: 'POST',
    path: 'pesticide/AddOrUpdateTreatmentSchedule',
    roles: PESTICIDE_USER,
    body: TreatmentScheduleInput,
    response: ScheduleSaved,
  },
  pesticideMap: { method: 'GET', path: 'pesticide/SprayMap', roles: PESTICIDE_USER, response: PesticideMap },
  sprayNotificationList: {
    method: 'GET',
    path: 'beewatchagent/SprayNotificationList',
    roles: SPRAY_LIAISON,
    query: DayRangeQuery,
    response: z.array(SprayNotification),
  },
  sprayNotification: {
    method: 'POST',
    path: 'hornetmap/SprayNotification',
    roles: 'public',
    body: HornetPathAppRequest,
    response: HornetMapData,
  },
  sprayNotificationOpen: {
    method: 'GET',
    path: 'hornetmap/SprayNotificationOpen',
    roles: 'public',
    query: HornetOpenQuery,
    response: HornetMapData,
  },
  activityHornet: {
    method: 'GET',
    path: 'hornetmap/ActivityHornet',
    roles: 'public',
    query: ActivityHornetQuery,
    response: ActivityHornetData,
  },
  geocodePostCode: {
    method: 'GET',
    path: 'common/GeocodePostCode',
    roles: ['ProfessionalBeeKeeper', 'NonBeeKeeper'],
    query: GeocodeQuery,
    response: GeocodedPlace,
  },
  // The Domain / Swarm Domain / Spray Domain of the settings dropdown: the holder's own, read only.
  myDomain: {
    method: 'GET',
    path: 'common/GetMyDomain',
    roles: ['BeeInspector', 'SwarmCoordinator', 'SprayLaison'],
    response: Domain,
  },
  flightLines: {
    method: 'POST',
    path: 'beewatchagent/FlightLines',
    roles: CONTROLLER,
    body: FlightLinesRequest,
    response: FlightLinesData,
  },
});
