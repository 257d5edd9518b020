import * as API from '@beewatch/shared/api';
import { SwarmMsg } from '@beewatch/shared';
import { actorOf, areaHandler } from '../lib/http.js';
import * as adoption from '../swarm/adoption-service.js';
import * as apiKeys from '../swarm/api-keys.js';
import * as collectors from '../swarm/collectors.js';

/**
 * Lambda of the swarm area: API keys, collectors' areas, alerts and adoption, the coordinator's
 * notification list and the photo's presigned GET. The public form has its own function (swarmform.ts).
 */
export const handler = areaHandler(API.swarm, {
  async apiKeyList({ query }) {
    const { RecordPerPage, NextToken } = query;
    const page = await apiKeys.listApiKeys(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async generateApiKey({ body }, req) {
    const data = await apiKeys.generateApiKey(actorOf(req), body);
    return { data, ErrorMessage: SwarmMsg.apiKeyGenerated };
  },
  async revokeApiKey({ body }, req) {
    const data = await apiKeys.revokeApiKey(actorOf(req), body.ApiKey);
    return { data, ErrorMessage: SwarmMsg.apiKeyRevokedDone };
  },
  async getCollectionArea(_input, req) {
    return { data: await collectors.getCollectionArea(actorOf(req).userName) };
  },
  async saveCollectionArea({ body }, req) {
    const data = await collectors.saveCollectionArea(actorOf(req).userName, body);
    return { data, ErrorMessage: SwarmMsg.areaSaved };
  },
  async swarmAlertList({ query }, req) {
    const { RecordPerPage, NextToken } = query;
    const page = await adoption.swarmAlertList(actorOf(req), RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async getSwarmAlert({ query }, req) {
    return { data: await adoption.getSwarmAlert(actorOf(req), query.ID) };
  },
  async adoptSwarm({ query }, req) {
    const data = await adoption.adoptSwarm(actorOf(req), query.ID);
    return { data, ErrorMessage: SwarmMsg.adopted };
  },
  async updateSwarmStatus({ body }, req) {
    const { SwarmID, Status } = body;
    const data = await adoption.updateSwarmStatus(actorOf(req), SwarmID, Status);
    return { data, ErrorMessage: SwarmMsg.statusSaved };
  },
  async swarmNotificationList({ query }) {
    const { RecordPerPage, NextToken } = query;
    const page = await adoption.swarmNotificationList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async getSwarmImage({ query }, req) {
    return { data: { Url: await adoption.swarmImageUrl(actorOf(req), query.ID) } };
  },
});
