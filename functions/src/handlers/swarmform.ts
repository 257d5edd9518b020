import * as API from '@beewatch/shared/api';
import { notifiedMessageOf } from '@beewatch/shared';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { areaHandler } from '../lib/http.js';
import { requireActiveKey } from '../swarm/api-keys.js';
import { clientIpOf } from '../swarm/client-ip.js';
import { embedPage } from '../swarm/embed-page.js';
import * as reports from '../swarm/report-service.js';

/** The API routes of the public swarm form: the key check and the report (its photo: swarmphoto.ts). */
const api = areaHandler(API.swarmform, {
  async checkApiKey(_input, req) {
    return { data: { Owner: (await requireActiveKey(req.headers)).Owner } };
  },
  async swarmAlertNotification({ body }, req) {
    const key = await requireActiveKey(req.headers);
    const data = await reports.createReport(key, clientIpOf(req), body);
    return { data, ErrorMessage: data.HandledBy ? notifiedMessageOf(data.HandledBy) : '' };
  },
});

/**
 * Lambda of the public swarm form: its API routes, and in AWS the embeddable form page
 * (`GET /home/swarmapi/{proxy+}`, with frame-ancestors from the key's allowed origin). The only
 * function that reads the phone numbering plans of every country; it decodes no photo.
 */
export const handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) =>
  event.routeKey.startsWith('GET /home/swarmapi/') ? embedPage(event) : api(event);
