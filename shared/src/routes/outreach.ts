import * as z from 'zod/mini';
import {
  CrmCount,
  CrmCountRequest,
  CrmMailIdQuery,
  CrmMailReport,
  CrmMailRequest,
  CrmMailRow,
  SendThanksRequest,
  ThanksListQuery,
  ThanksOutcome,
  ThanksRow,
} from '../schemas/index.js';
import { ADMINISTRATOR, defineRoutes } from './define.js';

/**
 * The outreach area (Administrator only): CRM mail to a segment of users (home/crmmail,
 * role-screens §1.6; the route is under home/ but in the Administrator's menu, spec §2.4) and the
 * swarm thank-you messages (admin/sendswarmalertthanks, §1.5).
 */
export const OUTREACH = defineRoutes('outreach', {
  countCrmRecipients: {
    method: 'POST',
    path: 'home/CountCrmRecipients',
    roles: ADMINISTRATOR,
    body: CrmCountRequest,
    response: CrmCount,
  },
  sendCrmMail: {
    method: 'POST',
    path: 'home/SendCrmMail',
    roles: ADMINISTRATOR,
    body: CrmMailRequest,
    response: CrmMailRow,
  },
  crmMailList: {
    method: 'GET',
    path: 'home/CrmMailList',
    roles: ADMINISTRATOR,
    response: z.array(CrmMailRow),
  },
  crmMailReport: {
    method: 'GET',
    path: 'home/CrmMailReport',
    roles: ADMINISTRATOR,
    query: CrmMailIdQuery,
    response: CrmMailReport,
  },
  swarmThanksList: {
    method: 'GET',
    path: 'admin/SwarmThanksList',
    roles: ADMINISTRATOR,
    query: ThanksListQuery,
    response: z.array(ThanksRow),
  },
  sendSwarmAlertThanks: {
    method: 'POST',
    path: 'admin/SendSwarmAlertThanks',
    roles: ADMINISTRATOR,
    body: SendThanksRequest,
    response: z.array(ThanksOutcome),
  },
});
