import { API, type SwarmReportRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { keyHeaders } from '../lib/key-headers';

/** POST swarm/SwarmAlertNotification: stores the report; with `Image` set, the photo's upload form. */
export async function sendSwarmReport(apiKey: string, body: SwarmReportRequest) {
  const res = await call(API.swarmform.swarmAlertNotification, {
    body,
    auth: false,
    headers: keyHeaders(apiKey),
  });
  return res.data;
}
