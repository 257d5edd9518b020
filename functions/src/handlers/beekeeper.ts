import * as API from '@beewatch/shared/api';
import { MessageMsg } from '@beewatch/shared';
import { areaSwarms } from '../beekeeper/area-swarms.js';
import { beekeeperHome } from '../beekeeper/home.js';
import * as conversations from '../beekeeper/conversation.js';
import { sprayRowsOf } from '../beekeeper/spray-alerts.js';
import { weatherOf } from '../beekeeper/weather-screen.js';
import { actorOf, areaHandler } from '../lib/http.js';

/**
 * Lambda of the beekeeper area: the beekeeper's home, SwarmWatch's area swarm map, weather, spray
 * history and farmer conversations.
 */
export const handler = areaHandler(API.beekeeper, {
  home: async (_input, req) => ({ data: await beekeeperHome(actorOf(req)) }),
  areaSwarms: async (_input, req) => ({ data: await areaSwarms(actorOf(req)) }),
  weather: async ({ query }, req) => ({ data: await weatherOf(actorOf(req), query.ApiaryID) }),
  async sprayHistory({ query }, req) {
    const from = query.FromDate ?? '0000-01-01';
    const to = query.ToDate ?? '9999-12-31';
    return { data: await sprayRowsOf(actorOf(req).userName, { from, to }) };
  },
  messageFarmer: async ({ body }, req) => ({
    data: await conversations.messageFarmer(actorOf(req), body.SprayNotificationID, body.Body),
    ErrorMessage: MessageMsg.messageSent,
  }),
  conversation: async ({ query }, req) => ({
    data: await conversations.conversation(actorOf(req), query.ThreadID),
  }),
  conversationReply: async ({ body }, req) => ({
    data: await conversations.reply(actorOf(req), body.ThreadID, body.Body),
    ErrorMessage: MessageMsg.messageSent,
  }),
});
