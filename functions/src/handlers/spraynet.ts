import * as API from '@beewatch/shared/api';
import { SprayNetMsg } from '@beewatch/shared';
import { actorOf, areaHandler } from '../lib/http.js';
import * as network from '../sites/network/service.js';

/**
 * Lambda of the spray network area: the spray liaison's contacts, preferences and domain spray
 * history with its deliveries; the bystander's home and activity; the Local Coordinator.
 */
export const handler = areaHandler(API.spraynet, {
  members: async (_input, req) => ({ data: await network.networkMembers(actorOf(req)) }),
  member: async ({ query }, req) => ({ data: await network.networkMember(actorOf(req), query.UserName) }),
  async updateMemberPreferences({ body }, req) {
    return {
      data: await network.updateMemberPreferences(actorOf(req), body),
      ErrorMessage: SprayNetMsg.memberSaved,
    };
  },
  sprayHistory: async ({ query }, req) => ({ data: await network.sprayHistory(actorOf(req), query) }),
  sprayDeliveries: async ({ query }, req) => ({
    data: await network.sprayDeliveries(actorOf(req), query.SprayNotificationID),
  }),
  async resendFailedAlerts({ body }, req) {
    return {
      data: await network.resendFailedAlerts(actorOf(req), body.SprayNotificationID),
      ErrorMessage: SprayNetMsg.resent,
    };
  },
  bystanderHome: async (_input, req) => ({ data: await network.bystanderHome(actorOf(req)) }),
  async saveMyPreferences({ body }, req) {
    return {
      data: await network.saveMyPreferences(actorOf(req), body),
      ErrorMessage: SprayNetMsg.preferencesSaved,
    };
  },
  bystanderActivity: async ({ query }, req) => ({
    data: await network.bystanderActivity(actorOf(req), query),
  }),
  localCoordinators: async (_input, req) => ({ data: await network.localCoordinators(actorOf(req)) }),
  async reportBeePoisoning({ body }, req) {
    return {
      data: await network.reportBeePoisoning(actorOf(req), body),
      ErrorMessage: SprayNetMsg.reportSent,
    };
  },
});
