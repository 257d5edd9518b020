/** The notify domain's public surface: what the other domains may use. */
export {
  SEND_LEASE_MS,
  type SendChannel,
  type SendScope,
  type SendTally,
  claimSend,
  finishSend,
  listSendItems,
  rebuildSendTally,
  sendTalliesRead,
} from './send-claims.js';
export { type BilingualText, sendEmail, sendSms } from './send.js';
