import * as API from '@beewatch/shared/api';
import { CoordinationMsg } from '@beewatch/shared';
import { actorOf, areaHandler } from '../lib/http.js';
import { coordination } from '../coordination/index.js';

/**
 * The API routes of the coordination area: the swarm coordinator's swarm map, coverage, swarm
 * collectors, season analysis and the domain's hornet flight lines (role-screens §4).
 */
export const handler = areaHandler(API.coordination, {
  async swarmMapData({ query }, req) {
    return { data: await coordination.swarmMapData(actorOf(req), query.Days) };
  },
  async reNotifySwarm({ body }, req) {
    const data = await coordination.reNotify(actorOf(req), body.SwarmID);
    return { data, ErrorMessage: CoordinationMsg.renotified };
  },
  async assignSwarm({ body }, req) {
    const data = await coordination.assign(actorOf(req), body.SwarmID, body.UserName);
    return { data, ErrorMessage: CoordinationMsg.assigned };
  },
  async swarmCoverage(_input, req) {
    return { data: await coordination.coverage(actorOf(req)) };
  },
  async swarmCollectorList(_input, req) {
    return { data: await coordination.collectorList(actorOf(req)) };
  },
  async getSwarmCollector({ query }, req) {
    return { data: await coordination.collector(actorOf(req), query.UserName) };
  },
  async addSwarmCollector({ body }, req) {
    const data = await coordination.addCollector(actorOf(req), body);
    return { data, ErrorMessage: CoordinationMsg.collectorAdded };
  },
  async saveSwarmCollector({ body }, req) {
    const data = await coordination.saveCollector(actorOf(req), body);
    return { data, ErrorMessage: CoordinationMsg.saved };
  },
  async setSwarmCollectorStatus({ body }, req) {
    const data = await coordination.setStatus(actorOf(req), body);
    return {
      data,
      ErrorMessage: body.Status === 'Suspended' ? CoordinationMsg.suspended : CoordinationMsg.reactivated,
    };
  },
  async removeSwarmCollector({ body }, req) {
    const data = await coordination.removeFromList(actorOf(req), body.UserName);
    return { data, ErrorMessage: CoordinationMsg.removed };
  },
  async inviteSwarmCollector({ body }, req) {
    const data = await coordination.invite(actorOf(req), body.Email);
    return { data, ErrorMessage: CoordinationMsg.inviteCreated };
  },
  async swarmSeason({ query }, req) {
    return { data: await coordination.season(actorOf(req), query) };
  },
  async domainHornetPaths({ query }, req) {
    return { data: await coordination.hornetPaths(actorOf(req), query) };
  },
});
