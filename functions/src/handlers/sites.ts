import {
  ActivityHornetQuery,
  ApiaryIdQuery,
  DayRangeQuery,
  FlightLinesRequest,
  GeocodeQuery,
  HornetOpenQuery,
  OptionalDayRangeQuery,
  ScheduleIdQuery,
} from '@beewatch/shared';
import { z } from 'zod';
import { geocodePostCode } from '../geo/geocode.js';
import { NotFoundError } from '../lib/errors.js';
import { actorOf, areaHandler } from '../lib/http.js';
import * as apiaries from '../sites/apiaries/service.js';
import * as maps from '../sites/hornet-maps/service.js';
import * as treatments from '../sites/treatments/service.js';

/** Lambda of the sites area (issue 6): apiaries, treatments, spray notifications, hornet maps. */
export const handler = areaHandler('sites', {
  myApiaries: async (req) => ({ data: await apiaries.myApiaries(actorOf(req)) }),
  getApiary: async (req) => ({
    data: await apiaries.getOwnApiary(actorOf(req), req.query(ApiaryIdQuery).ApiaryID),
  }),
  async addOrUpdateApiary(req) {
    const { apiary } = await apiaries.addOrUpdateApiary(actorOf(req), req.body(z.unknown()));
    return { data: apiary, ErrorMessage: 'Data saved' };
  },
  async deleteApiary(req) {
    await apiaries.deleteApiary(actorOf(req), req.query(ApiaryIdQuery).ApiaryID);
    return { data: null, ErrorMessage: 'Data deleted' };
  },
  treatmentFieldList: async (req) => ({ data: await treatments.fieldList(actorOf(req)) }),
  async addOrUpdateTreatmentField(req) {
    const { field } = await treatments.addOrUpdateField(actorOf(req), req.body(z.unknown()));
    return { data: field, ErrorMessage: 'Data saved' };
  },
  async treatmentScheduleList(req) {
    const { FromDate, ToDate } = req.query(OptionalDayRangeQuery);
    const range = FromDate && ToDate ? { FromDate, ToDate } : undefined;
    return { data: await treatments.scheduleList(actorOf(req), range) };
  },
  getTreatmentSchedule: async (req) => ({
    data: await treatments.getOwnSchedule(actorOf(req), req.query(ScheduleIdQuery).TreatmentScheduleID),
  }),
  async addOrUpdateTreatmentSchedule(req) {
    return {
      data: await treatments.addOrUpdateSchedule(actorOf(req), req.body(z.unknown())),
      ErrorMessage: 'Data saved',
    };
  },
  pesticideMap: async (req) => ({ data: await treatments.pesticideMap(actorOf(req)) }),
  sprayNotificationList: async (req) => ({
    data: await treatments.notificationsByDate(req.query(DayRangeQuery)),
  }),
  sprayNotification: async (req) => ({ data: await maps.appMap(req.body(z.unknown())) }),
  sprayNotificationOpen: async (req) => ({ data: await maps.openMap(req.query(HornetOpenQuery).UserID) }),
  async activityHornet(req) {
    const q = req.query(ActivityHornetQuery);
    return { data: await maps.activityHornet(q.hornettrackingid, q.type) };
  },
  async geocodePostCode(req) {
    const place = await geocodePostCode(req.query(GeocodeQuery).PostCode);
    if (!place) throw new NotFoundError('Post code not found');
    const { PostCode, Latitude, Longitude, PlaceName } = place;
    return { data: { PostCode, Latitude, Longitude, PlaceName } };
  },
  flightLines: async (req) => ({ data: await maps.flightLines(req.body(FlightLinesRequest).IDs) }),
});
