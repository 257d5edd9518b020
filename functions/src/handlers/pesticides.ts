import * as API from '@beewatch/shared/api';
import { Msg } from '@beewatch/shared';
import { actorOf, areaHandler } from '../lib/http.js';
import { crmPage } from '../pesticides/crm.js';
import * as mixtures from '../pesticides/mixtures.js';
import * as catalogue from '../pesticides/service.js';

/** Lambda of the pesticides area: active substances, the product catalogue, CRM, tank mixes. */
export const handler = areaHandler(API.pesticides, {
  async substanceList({ query }) {
    const page = await catalogue.substanceList(query);
    return { data: page.rows, NextToken: page.next };
  },
  getSubstance: async ({ query }) => ({ data: await catalogue.getSubstance(query.SubstanceID) }),
  saveSubstance: async ({ body }) => ({
    data: await catalogue.saveSubstance(body),
    ErrorMessage: Msg.dataSaved,
  }),
  async productList({ query }) {
    const page = await catalogue.productList(query);
    return { data: page.rows, NextToken: page.next };
  },
  getProduct: async ({ query }) => ({ data: await catalogue.getProduct(query.ProductID) }),
  saveProduct: async ({ body }) => ({ data: await catalogue.saveProduct(body), ErrorMessage: Msg.dataSaved }),
  retireProduct: async ({ body }) => ({
    data: await catalogue.retireProduct(body.ProductID),
    ErrorMessage: Msg.dataSaved,
  }),
  async crmPesticides({ query }) {
    const page = await crmPage(query);
    return { data: page.rows, NextToken: page.next };
  },
  async treatmentsDatabase({ query }) {
    const page = await catalogue.productList(query);
    return { data: page.rows, NextToken: page.next };
  },
  scheduleChoices: async (_input, req) => ({ data: await mixtures.scheduleChoices(actorOf(req)) }),
  myMixtures: async (_input, req) => ({ data: await mixtures.myMixtures(actorOf(req)) }),
  saveMixture: async ({ body }, req) => ({
    data: await mixtures.saveMixture(actorOf(req), body),
    ErrorMessage: Msg.dataSaved,
  }),
  async deleteMixture({ query }, req) {
    await mixtures.deleteMixture(actorOf(req), query.MixtureID);
    return { data: null, ErrorMessage: Msg.dataDeleted };
  },
  trafficLight: async ({ query }, req) => ({ data: await mixtures.trafficLight(actorOf(req), query) }),
});
