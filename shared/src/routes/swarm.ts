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
  SwarmNotificationRow,
  SwarmPageQuery,
  UpdateSwarmStatusRequest,
} from '../schemas/index.js';
import { ADMINISTRATOR, BEEKEEPER, defineRoutes, SWARM_COORDINATOR } from './define.js';

/**
 * The swarm area: API keys, swarm collectors' areas, alerts and adoption, and the coordinator's
 * list of notifications. The public form's routes are the swarmform area (swarm-form.ts).
 */
export const SWARM = defineRoutes('swarm', {
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
