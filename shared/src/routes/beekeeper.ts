import * as z from 'zod/mini';
import {
  AreaSwarms,
  BeekeeperHome,
  Conversation,
  ConversationQuery,
  ConversationReplyRequest,
  MessageFarmerRequest,
  BeekeeperSprayHistoryQuery,
  SprayHistoryRow,
  WeatherData,
  WeatherQuery,
} from '../schemas/index.js';
import { BEEKEEPER, defineRoutes } from './define.js';

/**
 * The beekeeper area: the home of ProfessionalBeeKeeper and SwarmWatch (beekeeper/index), the
 * weather at the apiaries, the spray notifications that alerted the beekeeper, and the anonymous
 * conversation between a beekeeper and the farmer of a notification (both sides); and the swarm
 * map of a SwarmWatch user's area (around their profile post code, never a point from the request).
 */
export const BEEKEEPER_ROUTES = defineRoutes('beekeeper', {
  home: {
    method: 'GET',
    path: 'beekeeper/Home',
    roles: ['ProfessionalBeeKeeper', 'SwarmWatch'],
    response: BeekeeperHome,
  },
  areaSwarms: {
    method: 'GET',
    path: 'beekeeper/AreaSwarms',
    roles: ['SwarmWatch'],
    response: AreaSwarms,
  },
  weather: {
    method: 'GET',
    path: 'beekeeper/Weather',
    roles: BEEKEEPER,
    query: WeatherQuery,
    response: WeatherData,
  },
  sprayHistory: {
    method: 'GET',
    path: 'beekeeper/SprayTreatmentHistory',
    roles: BEEKEEPER,
    query: BeekeeperSprayHistoryQuery,
    response: z.array(SprayHistoryRow),
  },
  messageFarmer: {
    method: 'POST',
    path: 'beekeeper/MessageFarmer',
    roles: BEEKEEPER,
    body: MessageFarmerRequest,
    response: Conversation,
  },
  conversation: {
    method: 'GET',
    path: 'common/SprayConversation',
    roles: ['ProfessionalBeeKeeper', 'NonBeeKeeper'],
    query: ConversationQuery,
    response: Conversation,
  },
  conversationReply: {
    method: 'POST',
    path: 'common/SprayConversationReply',
    roles: ['ProfessionalBeeKeeper', 'NonBeeKeeper'],
    body: ConversationReplyRequest,
    response: Conversation,
  },
});
