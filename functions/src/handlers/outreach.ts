import * as API from '@beewatch/shared/api';
import { OutreachMsg, THANKS_TEMPLATES } from '@beewatch/shared';
import { actorOf, areaHandler } from '../lib/http.js';
import * as outreach from '../outreach/index.js';

/**
 * Lambda of the outreach area (Administrator only): CRM mail to a segment of users
 * (home/crmmail) and the swarm thank-you messages (admin/sendswarmalertthanks).
 */
export const handler = areaHandler(API.outreach, {
  countCrmRecipients: async ({ body }) => ({ data: await outreach.countCrmRecipients(body) }),
  async sendCrmMail({ body }, req) {
    return { data: await outreach.sendCrmMail(actorOf(req), body), ErrorMessage: OutreachMsg.queued };
  },
  crmMailList: async () => ({ data: await outreach.crmMailList() }),
  crmMailReport: async ({ query }) => ({ data: await outreach.crmMailReport(query.MailID) }),
  swarmThanksList: async ({ query }) => ({ data: await outreach.swarmThanksList(query) }),
  async sendSwarmAlertThanks({ body }, req) {
    const data = await outreach.sendSwarmThanks(actorOf(req), body, THANKS_TEMPLATES);
    return { data, ErrorMessage: OutreachMsg.thanksQueued };
  },
});
