import { AlertRecipient } from '../alerts/index.js';
import { getProfiles, isReachable } from '../account/index.js';
import { publishAlert } from '../alerts/index.js';
import { env } from '../lib/env.js';
import { domainHoldersOf } from '../domains/index.js';
import { usersOfRole } from '../messages/index.js';
import { collectorAlertTexts, coordinatorAlertTexts } from './alert-texts.js';
import { matchCollectors } from './collectors.js';
import { getMembers, isAlertable } from './members.js';
import { collectorsAlertId, coordinatorsAlertId } from './report-entity.js';
import { putAlerted, type SwarmItem } from './reports-repository.js';

/** A collector to alert, with the alert's per-recipient values. */
export interface CollectorRecipient {
  UserName: string;
  DistanceM: number;
  recipient: AlertRecipient;
}

/** The coordinator's list of every swarm report (spec §2.4 swarmnotifications). */
export const coordinatorLinkOf = () => `${env().SITE_URL}/beewatchagent/swarmnotifications`;

/** The portal screen of one swarm for a collector (the adopt link of the alert). */
export const adoptLinkOf = (id: string) => `${env().SITE_URL}/beekeeper/swarmalert/${id}`;

/**
 * A recipient built from a profile: the alert email (spec §3 Alert_Email_Address) or the email,
 * the mobile when it is E.164, and the portal inbox. A malformed address is left out rather than
 * failing the whole alert.
 */
export function recipientOf(
  profile: {
    UserName: string;
    FullName: string;
    Email: string;
    AlertEmail?: string | null;
    Mobile: string | null;
  },
  vars: Record<string, string>,
  channels: { sms: boolean } = { sms: true },
): AlertRecipient | undefined {
  const candidate = {
    Name: profile.FullName || profile.UserName,
    UserName: profile.UserName,
    Email: profile.AlertEmail || profile.Email || undefined,
    Mobile: channels.sms ? (profile.Mobile ?? undefined) : undefined,
    Vars: vars,
  };
  for (const drop of [[], ['Email'], ['Mobile'], ['Email', 'Mobile']] as const) {
    const trial = { ...candidate };
    for (const k of drop) delete trial[k];
    const parsed = AlertRecipient.safeParse(trial);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * The collectors to alert about a report: those whose collection area covers it (one Query,
 * collectors.ts), less `exclude` (collectors who gave it up), less those a coordinator suspended or
 * who asked not to be disturbed now (members.ts), with a current, subscribed profile.
 * Returns them and the items the matching Query read.
 */
export async function collectorRecipients(
  report: SwarmItem,
  exclude: ReadonlySet<string> = new Set(),
): Promise<{ recipients: CollectorRecipient[]; itemsRead: number }> {
  const { matched, itemsRead } = await matchCollectors(report.Latitude, report.Longitude);
  const open = matched.filter((m) => !exclude.has(m.UserName));
  const [members, profiles] = await Promise.all([
    getMembers(open.map((c) => c.UserName)),
    getProfiles(open.map((c) => c.UserName)),
  ]);
  const now = new Date();
  const candidates = open.filter((c) => {
    const member = members.get(c.UserName.toLowerCase());
    return !member || isAlertable(member, now);
  });
  const link = adoptLinkOf(report.SwarmID);
  const recipients = candidates.flatMap((c) => {
    const profile = profiles.get(c.UserName);
    if (!profile || !isReachable(profile)) return [];
    const recipient = recipientOf(profile, {
      Name: profile.FullName || profile.UserName,
      Link: link,
      DistanceKm: (c.DistanceM / 1000).toFixed(1),
    });
    return recipient ? [{ UserName: c.UserName, DistanceM: c.DistanceM, recipient }] : [];
  });
  return { recipients, itemsRead };
}

/**
 * Records who is alerted (their proof to adopt) and queues the alert on the Swarm topic. The
 * AlertId is per report and round, so a retried call sends nothing twice; the report becomes
 * adoptable (Notified, or ReNotify) only after this has succeeded.
 */
export async function sendCollectorAlert(report: SwarmItem, recipients: CollectorRecipient[]): Promise<void> {
  if (recipients.length === 0) return;
  // The proofs first: a collector who gets the alert must be able to adopt (an adoption is
  // checked against `ALERTED#<user>`). Both steps are idempotent, so a failed call is retried whole.
  await putAlerted(report, recipients);
  await publishAlert('Swarm', {
    AlertId: collectorsAlertId(report.SwarmID, report.Round),
    Kind: 'swarm-report',
    ...collectorAlertTexts(report, report.Round > 1),
    Recipients: recipients.map((r) => r.recipient),
  });
}

/**
 * Alerts the swarm coordinator of the report's area about a report no collector covers (email,
 * SMS, portal inbox, through the Swarm topic like the collectors' alert): the coordinators whose
 * Swarm Domain holds the report's district (one Query). Where no domain holds it, every active
 * SwarmCoordinator is alerted, so no report goes unseen. Idempotent per report and round (the
 * AlertId); returns how many were alerted.
 */
export async function sendCoordinatorAlert(report: SwarmItem): Promise<number> {
  const ofArea = await domainHoldersOf(report.District, 'SwarmCoordinator');
  const coordinators =
    ofArea.length > 0 ? ofArea.map((UserName) => ({ UserName })) : await usersOfRole('SwarmCoordinator');
  const profiles = await getProfiles(coordinators.map((c) => c.UserName));
  const recipients = coordinators.flatMap((c) => {
    const profile = profiles.get(c.UserName.toLowerCase());
    if (!profile || !isReachable(profile)) return [];
    const recipient = recipientOf(profile, { Name: profile.FullName || profile.UserName });
    return recipient ? [recipient] : [];
  });
  if (recipients.length === 0) return 0;
  await publishAlert('Swarm', {
    AlertId: coordinatorsAlertId(report.SwarmID, report.Round),
    Kind: 'swarm-report-coordinator',
    ...coordinatorAlertTexts(report, coordinatorLinkOf()),
    Recipients: recipients,
  });
  return recipients.length;
}
