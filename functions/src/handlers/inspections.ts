import * as API from '@beewatch/shared/api';
import { InspectionMsg } from '@beewatch/shared';
import { domainSummary } from '../inspections/domain-summary.js';
import { notifyBeekeepersNear } from '../inspections/notify.js';
import * as inspections from '../inspections/service.js';
import { actorOf, areaHandler } from '../lib/http.js';

/** Lambda of the inspections area: the bee inspector's worklist, inspection records and cases. */
export const handler = areaHandler(API.inspections, {
  domainApiaries: async (_input, req) => ({ data: await inspections.domainWorkspace(actorOf(req)) }),
  domainSummary: async (_input, req) => ({ data: await domainSummary(actorOf(req)) }),
  async saveHiveInspection({ body }, req) {
    return { data: await inspections.saveInspection(actorOf(req), body), ErrorMessage: InspectionMsg.saved };
  },
  apiaryColonies: async ({ query }, req) => ({
    data: await inspections.apiaryColonies(actorOf(req), query.ApiaryID),
  }),
  getInspection: async ({ query }, req) => ({
    data: await inspections.inspectionOf(actorOf(req), query.InspectionID),
  }),
  getInspections: async ({ query }, req) => ({
    data: await inspections.listInspections(actorOf(req), query),
  }),
  async liftStandstill({ body }, req) {
    return { data: await inspections.liftStandstill(actorOf(req), body), ErrorMessage: InspectionMsg.saved };
  },
  async recordLabResult({ body }, req) {
    return { data: await inspections.recordLabResult(actorOf(req), body), ErrorMessage: InspectionMsg.saved };
  },
  tracingList: async ({ query }, req) => ({
    data: await inspections.tracingList(actorOf(req), query.InspectionID),
  }),
  async notifyBeekeepersNear({ body }, req) {
    const data = await notifyBeekeepersNear(actorOf(req), body.InspectionID);
    return data.Notified ? { data } : { data, ErrorMessage: InspectionMsg.noBeekeepersNear };
  },
});
