import { createHash } from 'node:crypto';

/**
 * The swarm form's rate-limit entity of the site table: `SWARMRATE#<sha256(key, address)>` /
 * `RATE`, so no client address is stored (privacy policy), with a TTL just past the window.
 */
export const rateKey = (apiKey: string, clientIp: string) => ({
  pk: `SWARMRATE#${createHash('sha256').update(`${apiKey}\n${clientIp}`).digest('base64url')}`,
  sk: 'RATE',
});
