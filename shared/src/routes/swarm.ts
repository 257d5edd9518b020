import * as z from 'zod/mini';
import {
  ApiKeyRow,
  CollectionArea,
  CollectionAreaRequest,
  GenerateApiKeyRequest,
  RevokeApiKeyRequest,
  SwarmAlertDetail,
  SwarmAlertRow,
  SwarmIdQuery,
  SwarmImageUrl,
  SwarmKeyInfo,
  SwarmNotificationRow,
  SwarmNotified,
  SwarmPageQuery,
  SwarmReportCreated,
  SwarmReportRequest,
  UpdateSwarmStatusRequest,
} from '../schemas/index.js';
import { ADMINISTRATOR, BEEKEEPER, defineRoutes, SWARM_COORDINATOR } from './define.js';

/**
 * The swarm area: the public report form (its API key travels in the HeaderToken header;
 * unknown or revoked keys store nothing), API keys, swarm collectors and adoption.
 */
export const SWARM = defineRoutes('swarm', {
  checkApiKey: { method: 'GET', path: 'swarm/CheckApiKey', roles: 'public', response: SwarmKeyInfo },
  swarmAlertNotification: {
    method: 'POST',
    path: 'swarm/SwarmAlertNotification',
    roles: 'public',
    body: SwarmReportRequest,
    response: SwarmReportCreated,
  },
  confirmSwarmImage: {
    method: 'POST',
    path: 'swarm/ConfirmSwarmImage',
    roles: 'public',
    query: SwarmIdQuery,
    response: SwarmNotified,
  },
  apiKeyList: {
    method: 'GET',
    path: 'admin/ApiKeyList',
    roles: ADMINISTRATOR,
    query: SwarmPageQuery,
    response: z.array(ApiKeyRow),
    paged: true,
  },
  generateApiKey: {
    method: 'POST',
    path: 'admin/GenerateApiKey',
    roles: ADMINISTRATOR,
    body: GenerateApiKeyRequest,
    response: ApiKeyRow,
  },
  revokeApiKey: {
    method: 'POST',
    path: 'admin/RevokeApiKey',
    roles: ADMINISTRATOR,
    body: RevokeApiKeyRequest,
    response: ApiKeyRow,
  },
  getCollectionArea: {
    method: 'GET',
    path: 'beekeeper/GetCollectionArea',
    roles: BEEKEEPER,
    response: z.nullable(CollectionArea),
  },
  saveCollectionArea: {
    method: 'POST',
    path: 'beekeeper/SaveCollectionArea',
    roles: BEEKEEPER,
    body: CollectionAreaRequest,
    response: CollectionArea,
  },
  swarmAlertList: {
    method: 'GET',
    path: 'beekeeper/SwarmAlertList',
    roles: BEEKEEPER,
    query: SwarmPageQuery,
    response: z.array(SwarmAlertRow),
    paged: true,
  },
  getSwarmAlert: {
    method: 'GET',
    path: 'beekeeper/GetSwarmAlert',
    roles: BEEKEEPER,
    query: SwarmIdQuery,
    response: SwarmAlertDetail,
  },
  adoptSwarm: {
    method: 'POST',
    path: 'beekeeper/AdoptSwarm',
    roles: BEEKEEPER,
    query: SwarmIdQuery,
    response: SwarmAlertDetail,
  },
  updateSwarmStatus: {
    method: 'POST',
    path: 'beekeeper/UpdateSwarmStatus',
    roles: BEEKEEPER,
    body: UpdateSwarmStatusRequest,
    response: SwarmAlertDetail,
  },
  swarmNotificationList: {
    method: 'GET',
    path: 'beewatchagent/SwarmNotificationList',
    roles: SWARM_COORDINATOR,
    query: SwarmPageQuery,
    response: z.array(SwarmNotificationRow),
    paged: true,
  },
  getSwarmImage: {
    method: 'GET',
    path: 'common/GetSwarmImage',
    roles: ['ProfessionalBeeKeeper', 'SwarmCoordinator'],
    query: SwarmIdQuery,
    response: SwarmImageUrl,
  },
});
