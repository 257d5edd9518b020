import * as API from '@beewatch/shared/api';
import { SWARM_API_KEY_HEADER, SwarmMsg, notifiedMessageOf } from '@beewatch/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { actorOf, areaHandler, type HttpRequest } from '../lib/http.js';
import * as adoption from '../swarm/adoption-service.js';
import * as apiKeys from '../swarm/api-keys.js';
import { clientIpOf } from '../swarm/client-ip.js';
import { embedPage } from '../swarm/embed-page.js';
import * as collectors from '../swarm/collectors.js';
import * as reports from '../swarm/report-service.js';

/** The active API key of a public call (HeaderToken header; API Gateway lower-cases names), from an admitted origin. */
const keyOf = (req: HttpRequest) =>
  apiKeys.requireActiveKey(
    req.headers[SWARM_API_KEY_HEADER.toLowerCase()],
    apiKeys.callerOriginOf(req.headers),
  );

/** The API routes of the swarm area: public swarm reports, API keys, collectors and adoption. */
const api = areaHandler(API.swarm, {
  async checkApiKey(_input, req) {
    return { data: { Owner: (await keyOf(req)).Owner } };
  },
  async swarmAlertNotification({ body }, req) {
    const key = await keyOf(req);
    const data = await reports.createReport(key, clientIpOf(req), body);
    return { data, ErrorMessage: data.HandledBy ? notifiedMessageOf(data.HandledBy) : '' };
  },
  async confirmSwarmImage({ query }, req) {
    const key = await keyOf(req);
    const { ID } = query;
    const HandledBy = await reports.confirmImage(key, ID);
    return {
      data: { SwarmID: ID, Notified: true as const, HandledBy },
      ErrorMessage: notifiedMessageOf(HandledBy),
    };
  },
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

/**
 * Lambda of the swarm area: the API routes, and in AWS the embeddable form page
 * (`GET /home/swarmapi/{proxy+}`, with frame-ancestors from the key's allowed origin).
 */
export const handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) =>
  event.routeKey.startsWith('GET /home/swarmapi/') ? embedPage(event) : api(event);
