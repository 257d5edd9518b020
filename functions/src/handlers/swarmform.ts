import * as API from '@beewatch/shared/api';
import { SWARM_API_KEY_HEADER, notifiedMessageOf } from '@beewatch/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { areaHandler, type HttpRequest } from '../lib/http.js';
import * as apiKeys from '../swarm/api-keys.js';
import { clientIpOf } from '../swarm/client-ip.js';
import { embedPage } from '../swarm/embed-page.js';
import * as reports from '../swarm/report-service.js';

/** The active API key of a public call (HeaderToken header; API Gateway lower-cases names), from an admitted origin. */
const keyOf = (req: HttpRequest) =>
  apiKeys.requireActiveKey(
    req.headers[SWARM_API_KEY_HEADER.toLowerCase()],
    apiKeys.callerOriginOf(req.headers),
  );

/** The API routes of the public swarm form: the key check, the report and its photo. */
const api = areaHandler(API.swarmform, {
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
});

/**
 * Lambda of the public swarm form: its API routes, and in AWS the embeddable form page
 * (`GET /home/swarmapi/{proxy+}`, with frame-ancestors from the key's allowed origin). The only
 * function that bundles the phone numbering plans of every country and the photo decoders.
 */
export const handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) =>
  event.routeKey.startsWith('GET /home/swarmapi/') ? embedPage(event) : api(event);
