/**
 * The swarm report entity of the site table:
 * - `SWARM#<id>` / `SWARM`: the report (byKind `SWARM`, kindSort `<CreatedAt>#<id>`: the
 *   coordinator's list, newest first; byOwner `SWARMDISTRICT#<district>`, ownerSort
 *   `<CreatedAt>#<id>`: the reports of one area unit by date, for a coordinator's domain);
 * - `SWARM#<id>` / `ALERTED#<lower user>`: one per alerted collector (byOwner
 *   `SWARMALERT#<lower user>`, ownerSort `<CreatedAt>#<id>`: a collector's own alert list), also
 *   the proof that the collector may adopt the report.
 * Alert ids (alerts/message.ts AlertId) name the report, the round and the audience, so a
 * retried publish of the same alert sends nothing twice.
 */
const partition = (id: string) => `SWARM#${id}`;

/** byKind partition of every report. */
export const REPORT_KIND = 'SWARM';

/** The key of a report. */
export const reportKey = (id: string) => ({ pk: partition(id), sk: 'SWARM' });

/** A report as stored: key, byKind attributes, then the fields. */
export const reportItemOf = <R extends { SwarmID: string; CreatedAt: string; District: string }>(
  report: R,
) => ({
  ...reportKey(report.SwarmID),
  kind: REPORT_KIND,
  kindSort: `${report.CreatedAt}#${report.SwarmID}`,
  owner: reportDistrictOwner(report.District),
  ownerSort: `${report.CreatedAt}#${report.SwarmID}`,
  ...report,
});

/** byOwner partition of the reports of one area unit (UK district or French code postal). */
export const reportDistrictOwner = (district: string) => `SWARMDISTRICT#${district.trim().toUpperCase()}`;

/** AlertId of the coordinator's assignment of a report to one collector (per round). */
export const assignAlertId = (id: string, userName: string, round: number) =>
  `${partition(id)}#assign#${userName.toLowerCase()}#r${round}`;

/** The key of one collector's alert record on a report. */
export const alertedKey = (id: string, userName: string) => ({
  pk: partition(id),
  sk: `ALERTED#${userName.toLowerCase()}`,
});

/** Key condition values of every alert record of a report (pk = :pk AND begins_with(sk, :sk)). */
export const alertedOfReport = (id: string) => ({ ':pk': partition(id), ':sk': 'ALERTED#' });

/** byOwner partition of one collector's alerts. */
export const alertedOwner = (userName: string) => `SWARMALERT#${userName.toLowerCase()}`;

/** The alert record of a collector alerted about a report, at `distanceM` metres. */
export const alertedItemOf = (
  report: { SwarmID: string; CreatedAt: string },
  userName: string,
  distanceM: number,
) => ({
  ...alertedKey(report.SwarmID, userName),
  owner: alertedOwner(userName),
  ownerSort: `${report.CreatedAt}#${report.SwarmID}`,
  SwarmID: report.SwarmID,
  UserName: userName,
  DistanceM: Math.round(distanceM),
});

/** AlertId of a round's alert to the matched collectors. */
export const collectorsAlertId = (id: string, round: number) => `${partition(id)}#r${round}`;
/** AlertId of a round's alert to the swarm coordinators when no collector covers the report. */
export const coordinatorsAlertId = (id: string, round: number) => `${partition(id)}#coordinators#r${round}`;
/** AlertId of the SMS telling the reporter that the swarm was adopted (per round). */
export const reporterAlertId = (id: string, round: number) => `${partition(id)}#reporter#r${round}`;
/** AlertId of the notice to the other collectors that the swarm was taken (per round). */
export const takenAlertId = (id: string, round: number) => `${partition(id)}#taken#r${round}`;
