import * as API from '@beewatch/shared/api';
import { Msg } from '@beewatch/shared';
import { recordAdminAction } from '../account/index.js';
import * as colonies from '../colonies/colony-service.js';
import * as labels from '../colonies/labels-service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { roleOfUser } from '../messages/index.js';

/**
 * Lambda of the colonies area: QR label batches, reprints and replacements and the import template
 * (Administrator); colonies, their labels, activity log and medicine records (ProfessionalBeeKeeper).
 */
export const handler = areaHandler(API.colonies, {
  async generateQrBatch({ body }, req) {
    const actor = actorOf(req);
    const data = await labels.generateBatch({ roleOfUser }, actor, body);
    await recordAdminAction(actor.userName, 'GenerateQrBatch');
    return { data, ErrorMessage: Msg.dataSaved };
  },
  qrBatchList: async () => ({ data: await labels.batchList() }),
  qrBatchLabels: async ({ query }) => ({ data: await labels.batchLabels(query.BatchID) }),
  markQrBatchPrinted: async ({ query }) => ({ data: await labels.markBatchPrinted(query.BatchID) }),
  async voidUnusedQr({ query }, req) {
    const data = await labels.voidUnused(query.BatchID);
    await recordAdminAction(actorOf(req).userName, 'VoidUnusedQr');
    return { data, ErrorMessage: Msg.dataSaved };
  },
  searchQrLabels: async ({ query }) => ({ data: await labels.searchLabels(query.By, query.Value) }),
  async reprintQr({ body }, req) {
    const data = await labels.reprint(body.Tokens);
    await recordAdminAction(actorOf(req).userName, 'ReprintQr');
    return { data };
  },
  async replaceQr({ body }, req) {
    const data = await labels.replace(body.Token);
    await recordAdminAction(actorOf(req).userName, 'ReplaceQr');
    return { data, ErrorMessage: Msg.dataSaved };
  },
  getImportColumns: async () => ({ data: await labels.importTemplate() }),
  async saveImportColumns({ body }, req) {
    const actor = actorOf(req);
    const data = await labels.saveImportTemplate(actor, body);
    await recordAdminAction(actor.userName, 'SaveImportColumns');
    return { data, ErrorMessage: Msg.dataSaved };
  },
  fetchUsersColonies: async (_input, req) => ({ data: await colonies.myColonies(actorOf(req)) }),
  addOrUpdateColony: async ({ body }, req) => ({
    data: await colonies.addOrUpdateColony(actorOf(req), body),
    ErrorMessage: Msg.dataSaved,
  }),
  myQrLabels: async (_input, req) => ({ data: await colonies.myLabels(actorOf(req)) }),
  linkQrLabel: async ({ body }, req) => ({
    data: await colonies.linkLabel(actorOf(req), body.Token, body.ColonyID),
    ErrorMessage: Msg.dataSaved,
  }),
  unlinkQrLabel: async ({ body }, req) => ({
    data: await colonies.unlinkLabel(actorOf(req), body.ColonyID),
    ErrorMessage: Msg.dataSaved,
  }),
  printMyQrLabels: async ({ body }, req) => ({
    data: await colonies.printMyLabels(actorOf(req), body.Tokens),
  }),
  colonyByToken: async ({ query }, req) => ({
    data: await colonies.colonyByToken(actorOf(req), query.Token),
  }),
  colonyRecord: async ({ query }, req) => ({
    data: await colonies.colonyRecord(actorOf(req), query.ColonyID),
  }),
  addColonyActivity: async ({ body }, req) => ({
    data: await colonies.addActivity(actorOf(req), body),
    ErrorMessage: Msg.dataSaved,
  }),
  importColonyActivities: async ({ body }, req) => ({
    data: await colonies.importActivities(actorOf(req), body),
    ErrorMessage: Msg.dataSaved,
  }),
  addMedicineRecord: async ({ body }, req) => ({
    data: await colonies.addMedicine(actorOf(req), body),
    ErrorMessage: Msg.dataSaved,
  }),
});
