import * as API from '@beewatch/shared/api';
import { Msg } from '@beewatch/shared';
import { ownDomain } from '../domains/index.js';
import { geocodePostCode } from '../geo/geocode.js';
import { NotFoundError } from '../lib/errors.js';
import { actorOf, areaHandler } from '../lib/http.js';
import * as apiaries from '../sites/apiaries/service.js';
import * as maps from '../sites/hornet-maps/service.js';
import * as treatments from '../sites/treatments/service.js';

/** Lambda of the sites area: apiaries, treatments, spray notifications, hornet maps. */
export const handler = areaHandler(API.sites, {
  myApiaries: async (_input, req) => ({ data: await apiaries.myApiaries(actorOf(req)) }),
  getApiary: async ({ query }, req) => ({ data: await apiaries.getOwnApiary(actorOf(req), query.ApiaryID) }),
  async addOrUpdateApiary({ body }, req) {
    const { apiary } = await apiaries.addOrUpdateApiary(actorOf(req), body);
    return { data: apiary, ErrorMessage: Msg.dataSaved };
  },
  async deleteApiary({ query }, req) {
    await apiaries.deleteApiary(actorOf(req), query.ApiaryID);
    return { data: null, ErrorMessage: Msg.dataDeleted };
  },
  treatmentFieldList: async (_input, req) => ({ data: await treatments.fieldList(actorOf(req)) }),
  async addOrUpdateTreatmentField({ body }, req) {
    const { field } = await treatments.addOrUpdateField(actorOf(req), body);
    return { data: field, ErrorMessage: Msg.dataSaved };
  },
  async treatmentScheduleList({ query }, req) {
    const { FromDate, ToDate } = query;
    const range = FromDate && ToDate ? { FromDate, ToDate } : undefined;
    return { data: await treatments.scheduleList(actorOf(req), range) };
  },
  getTreatmentSchedule: async ({ query }, req) => ({
    data: await treatments.getOwnSchedule(actorOf(req), query.TreatmentScheduleID),
  }),
  async addOrUpdateTreatmentSchedule({ body }, req) {
    return { data: await treatments.addOrUpdateSchedule(actorOf(req), body), ErrorMessage: Msg.dataSaved };
  },
  pesticideMap: async (_input, req) => ({ data: await treatments.pesticideMap(actorOf(req)) }),
  sprayNotificationList: async ({ query }) => ({ data: await treatments.notificationsByDate(query) }),
  sprayNotification: async ({ body }) => ({ data: await maps.appMap(body) }),
  sprayNotificationOpen: async ({ query }) => ({ data: await maps.openMap(query.UserID) }),
  activityHornet: async ({ query }) => ({
    data: await maps.activityHornet(query.hornettrackingid, query.type),
  }),
  async geocodePostCode({ query }) {
    const place = await geocodePostCode(query.PostCode);
    if (!place) throw new NotFoundError('Post code not found');
    const { PostCode, Latitude, Longitude, PlaceName } = place;
    return { data: { PostCode, Latitude, Longitude, PlaceName } };
  },
  myDomain: async (_input, req) => ({ data: await ownDomain(actorOf(req)) }),
  flightLines: async ({ body }) => ({ data: await maps.flightLines(body.IDs) }),
});
