import {
  CollectionAreaRequest,
  GenerateApiKeyRequest,
  RevokeApiKeyRequest,
  SWARM_API_KEY_HEADER,
  SwarmIdQuery,
  SwarmMsg,
  SwarmPageQuery,
  SwarmReportRequest,
  UpdateSwarmStatusRequest,
} from '@beewatch/shared';
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

/** The API routes of the swarm area: public swarm reports, API keys, collectors and adoption (issue 5). */
const api = areaHandler('swarm', {
  async checkApiKey(req) {
    return { data: { Owner: (await keyOf(req)).Owner } };
  },
  async swarmAlertNotification(req) {
    const key = await keyOf(req);
    const data = await reports.createReport(key, clientIpOf(req), req.body(SwarmReportRequest));
    return { data, ErrorMessage: data.Notified ? SwarmMsg.notified : '' };
  },
  async confirmSwarmImage(req) {
    const key = await keyOf(req);
    const { ID } = req.query(SwarmIdQuery);
    await reports.confirmImage(key, ID);
    return { data: { SwarmID: ID, Notified: true }, ErrorMessage: SwarmMsg.notified };
  },
  async apiKeyList(req) {
    const { RecordPerPage, NextToken } = req.query(SwarmPageQuery);
    const page = await apiKeys.listApiKeys(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async generateApiKey(req) {
    const data = await apiKeys.generateApiKey(actorOf(req), req.body(GenerateApiKeyRequest));
    return { data, ErrorMessage: SwarmMsg.apiKeyGenerated };
  },
  async revokeApiKey(req) {
    const data = await apiKeys.revokeApiKey(actorOf(req), req.body(RevokeApiKeyRequest).ApiKey);
    return { data, ErrorMessage: SwarmMsg.apiKeyRevokedDone };
  },
  async getCollectionArea(req) {
    return { data: await collectors.getCollectionArea(actorOf(req).userName) };
  },
  async saveCollectionArea(req) {
    const data = await collectors.saveCollectionArea(actorOf(req).userName, req.body(CollectionAreaRequest));
    return { data, ErrorMessage: SwarmMsg.areaSaved };
  },
  async swarmAlertList(req) {
    const { RecordPerPage, NextToken } = req.query(SwarmPageQuery);
    const page = await adoption.swarmAlertList(actorOf(req), RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async getSwarmAlert(req) {
    return { data: await adoption.getSwarmAlert(actorOf(req), req.query(SwarmIdQuery).ID) };
  },
  async adoptSwarm(req) {
    const data = await adoption.adoptSwarm(actorOf(req), req.query(SwarmIdQuery).ID);
    return { data, ErrorMessage: SwarmMsg.adopted };
  },
  async updateSwarmStatus(req) {
    const { SwarmID, Status } = req.body(UpdateSwarmStatusRequest);
    const data = await adoption.updateSwarmStatus(actorOf(req), SwarmID, Status);
    return { data, ErrorMessage: SwarmMsg.statusSaved };
  },
  async swarmNotificationList(req) {
    const { RecordPerPage, NextToken } = req.query(SwarmPageQuery);
    const page = await adoption.swarmNotificationList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async getSwarmImage(req) {
    return { data: { Url: await adoption.swarmImageUrl(actorOf(req), req.query(SwarmIdQuery).ID) } };
  },
});

/**
 * Lambda of the swarm area: the API routes, and in AWS the embeddable form page
 * (`GET /home/swarmapi/{proxy+}`, with frame-ancestors from the key's allowed origin).
 */
export const handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) =>
  event.routeKey.startsWith('GET /home/swarmapi/') ? embedPage(event) : api(event);
